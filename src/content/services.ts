import { readYaml, type Figures } from './load.ts';
import { planFigures } from './plans.ts';
import { fromPrice, priceText } from './servicePrices.ts';
import { claimFigures } from './proof.ts';
import { guideFigures } from './guides.ts';
import { surveyFigures } from './interface.ts';
import { servicesFile, type Service } from './schemas/services.ts';

export * from './schemas/services.ts';

/**
 * What `{name}` shows in services.yaml: a plan's price (`{essential}`), a headline claim (`{warrantyYears}`, tracked
 * by the launch check) or a guide figure (`{installationHours}`) or the survey's name (`{bookSurvey}`), so each is written once.
 */
export const serviceFigures: Figures = { ...guideFigures, ...claimFigures, ...planFigures, ...surveyFigures };

/** The services (the spec's six, docs/requirements.md sections 2 and 9, and any added), each with its from-price. */
export const services: Service[] = readYaml('services.yaml', servicesFile, serviceFigures).services.map(
  (service) => ({ ...service, ...fromPrice(service.pricing) }),
);

/** Slug → title, for the quote form (an island: it cannot read the file). */
export const serviceNames = Object.fromEntries(services.map((s) => [s.slug, s.title]));

export function getService(slug: string): Service {
  const service = services.find((s) => s.slug === slug);
  if (!service) throw new Error(`No service ${slug}`);
  return service;
}

/** "From £450 per window", or the spec's "Priced by quote" (interface.yaml's words). */
export const pricingText = (service: Service): string => priceText(service);
