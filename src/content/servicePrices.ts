import { z } from 'zod';
import { readYaml, type Figures } from './load.ts';
import { planBySlug } from './plans.ts';
import { fill, words } from './interface.ts';
import { servicePricing, type PriceUnit } from './schemas/services.ts';

/** A service's from-price in pounds and what it buys, or nothing for a service priced by quote. */
export function fromPrice(pricing: z.output<typeof servicePricing>): { price?: number; unit?: PriceUnit } {
  if (pricing.kind === 'amount') return { price: pricing.value.price, unit: pricing.value.unit };
  if (pricing.kind === 'plan') {
    const plan = planBySlug(pricing.value.plan);
    return { price: plan.price, unit: plan.period };
  }
  return {};
}

// Only each service's pricing, read before the rest of services.yaml: its text shows the guides' figures, and the
// guides show these prices.
const { services } = readYaml(
  'services.yaml',
  z.object({ services: z.array(z.object({ slug: z.string(), pricing: servicePricing }).loose()) }).loose(),
);

/** "From £450 per window", or the spec's "Priced by quote" (interface.yaml's words). */
export function priceText({ price, unit }: { price?: number; unit?: PriceUnit }): string {
  const t = words.servicesHub;
  return price === undefined || unit === undefined
    ? t.byQuote
    : fill(t.fromPrice, { price: price.toLocaleString('en-GB'), unit });
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Each service's price as words other files show, named after the service's first word: `{residentialPrice}` is
 * "from £450 per window" and `{maintenancePrice}` "from £85 per visit" (the Essential plan's price), or "priced by
 * quote" once a service is priced by quote, so a sentence reads right either way and a price is written once, where
 * the service sets it. Written with a capital, `{ResidentialPrice}` starts a sentence: "From £450 per window".
 */
export const priceFigures: Figures = Object.fromEntries(
  services.flatMap(({ slug, pricing }) => {
    const name = slug.split('-')[0]!;
    const text = priceText(fromPrice(pricing));
    return [
      [`${name}Price`, lowerFirst(text)],
      [`${upperFirst(name)}Price`, upperFirst(text)],
    ];
  }),
);

/**
 * The lowest from-price per window of any service ("from £450 per window"), for the home page's first screen: read
 * from the services' pricing, so it follows the content. Undefined where no service is priced per window.
 */
export const lowestWindowPrice: string | undefined = (() => {
  const perWindow = services
    .map(({ pricing }) => fromPrice(pricing))
    .filter((p): p is { price: number; unit: PriceUnit } => p.price !== undefined && p.unit === 'window')
    .sort((a, b) => a.price - b.price);
  return perWindow[0] && lowerFirst(priceText(perWindow[0]));
})();
