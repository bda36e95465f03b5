import { readYaml } from './load.ts';
import { planBySlug, planFigures } from './plans.ts';
import { servicesFile, type Service } from './schemas/services.ts';

export * from './schemas/services.ts';

/** The six services (SPEC sections 2 and 9). */
export const services = readYaml('services.yaml', servicesFile, planFigures).services;

// SPEC section 9: a repair visit costs what the Essential plan's visit does.
const maintenance = services.findIndex((s) => s.slug === 'maintenance-repairs');
if (maintenance >= 0 && services[maintenance]!.price !== planBySlug('essential').price)
  throw new Error(
    `src/content/services.yaml does not match its schema:\n  services.${maintenance}.price: must equal the Essential plan price (plans.yaml)`,
  );

export function getService(slug: string): Service {
  const service = services.find((s) => s.slug === slug);
  if (!service) throw new Error(`No service ${slug}`);
  return service;
}
