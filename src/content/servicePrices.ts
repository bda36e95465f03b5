import path from 'node:path';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { contentRoot, parseContent, prepareYaml, type Figures } from './load.ts';
import { planBySlug } from './plans.ts';
import { serviceSlugs, servicePricing, type PriceUnit } from './schemas/services.ts';

/** A service's from-price in pounds and what it buys, or nothing for a service priced by quote. */
export function fromPrice(pricing: z.output<typeof servicePricing>): { price?: number; unit?: PriceUnit } {
  if (pricing.kind === 'amount') return pricing.value;
  if (pricing.kind === 'plan') {
    const plan = planBySlug(pricing.value.plan);
    return { price: plan.price, unit: plan.period };
  }
  return {};
}

// Only each service's pricing, read before the rest of services.yaml: its text shows the guides' figures, and the
// guides show these prices.
const file = path.join(contentRoot, 'services.yaml');
const { services } = parseContent(
  file,
  z
    .object({ services: z.array(z.object({ slug: z.enum(serviceSlugs), pricing: servicePricing }).loose()) })
    .loose(),
  prepareYaml(readFileSync(file, 'utf8'), file),
);

/**
 * Each service's from-price as a figure other files show, named after the service's first word: `{residentialFrom}`
 * is `£450`, `{maintenanceFrom}` the Essential plan's price. A price is written once, where the service sets it.
 */
export const priceFigures: Figures = Object.fromEntries(
  services.flatMap(({ slug, pricing }) => {
    const { price } = fromPrice(pricing);
    return price === undefined ? [] : [[`${slug.split('-')[0]}From`, `£${price.toLocaleString('en-GB')}`]];
  }),
);
