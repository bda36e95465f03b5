import { readYaml } from './load.ts';
import { plansFile, type PlanSlug } from './schemas/plans.ts';

export * from './schemas/plans.ts';

const file = readYaml('plans.yaml', plansFile);

export const { plans, popularLabel } = file;

export function planBySlug(slug: PlanSlug) {
  const plan = plans.find((p) => p.slug === slug);
  if (!plan) throw new Error(`No plan ${slug}`);
  return plan;
}

/** The plans' prices as figures other files can show (in pounds): `{essential}`, `{comprehensive}`, `{premium}`. */
export const planFigures = Object.fromEntries(plans.map((p) => [p.slug, p.price]));
/** Slug → name, for the quote form (an island: it cannot read the file). */
export const planNames = Object.fromEntries(plans.map((p) => [p.slug, p.name]));

/** A plan over a year: what it costs (a per-visit plan, once per inspection) and what each inspection works out at. */
export function planYear(plan: (typeof plans)[number]) {
  const year = plan.period === 'visit' ? plan.price * plan.inspections : plan.price;
  return { year, perInspection: year / plan.inspections };
}
