import { readYaml } from './load.ts';
import { plansFile, type PlanSlug } from './schemas/plans.ts';

export * from './schemas/plans.ts';

export const plans = readYaml('plans.yaml', plansFile).plans;

export function planBySlug(slug: PlanSlug) {
  const plan = plans.find((p) => p.slug === slug);
  if (!plan) throw new Error(`No plan ${slug}`);
  return plan;
}

/** The plans' prices as figures other files can show (in pounds): `{essential}`, `{comprehensive}`, `{premium}`. */
export const planFigures = Object.fromEntries(plans.map((p) => [p.slug, p.price]));
