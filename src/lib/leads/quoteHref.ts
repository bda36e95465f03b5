import { decodeConfig, describeConfig } from '../estimator/config.ts';
import { paths } from '../../paths.ts';
import type { PlanSlug } from '../../content/schemas/plans.ts';
import { guideTotalText, priceGuide, readGuideChoice, readWindows, type PriceGuideData } from '../priceGuide.ts';

/** The price guide's prices and its word for an open range ("from"), for the form to restate the guide's figure. */
export interface QuoteGuide {
  data: PriceGuideData;
  from: string;
}

// Context other pages pass to the quote form; labels are what the visitor sees and what the team receives.
export const quoteServices = {
  'residential-secondary-glazing': 'Residential secondary glazing',
  'commercial-projects': 'Commercial projects',
  'heritage-listed-buildings': 'Heritage and listed buildings',
  'maintenance-repairs': 'Maintenance and repairs',
  'acoustic-consultancy': 'Acoustic consultancy',
  'thermal-insulation': 'Thermal insulation',
  'secondary-glazing-installers': 'Secondary glazing installation',
} as const;

export type QuoteService = keyof typeof quoteServices;
export type QuotePlan = PlanSlug;
/** Plan slug → the plan's name (plans.yaml), handed to the island by its page like the areas' names. */
export type PlanNames = Partial<Record<QuotePlan, string>>;
/** An area's slug (its file name in src/content/areas/). */
export type QuoteArea = string;
/** Area slug → the name the visitor sees; the page hands it to the island (the areas are content files). */
export type AreaNames = Record<QuoteArea, string>;

export interface QuoteContext {
  service?: QuoteService;
  plan?: QuotePlan;
  area?: QuoteArea;
  /** A noise-reduction estimate's configuration (`encodeConfig`, src/lib/estimator/config.ts). */
  estimate?: string;
  /** The price guide's number of windows (src/lib/priceGuide.ts), for the form's Number of Windows. */
  windows?: string;
}

/** The query parameters that carry context to the quote form (`windows` also fills its Number of Windows). */
export const quoteContextParams = ['service', 'plan', 'area', 'estimate', 'windows'] as const;

/** `/quote-request` with the page's context, e.g. `?service=thermal-insulation&area=chelsea`. */
export function quoteHref(context: QuoteContext = {}): string {
  const params = new URLSearchParams();
  for (const key of quoteContextParams) {
    const value = context[key];
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return query ? `${paths.quote}?${query}` : paths.quote;
}

/** The known context in a query string, with its labels; unknown values are ignored. */
export function readQuoteContext(
  search: string,
  areaNames: AreaNames,
  guide?: QuoteGuide,
  planNames: PlanNames = {},
): { label: string; value: string }[] {
  const params = new URLSearchParams(search);
  const service = params.get('service');
  const plan = params.get('plan');
  const area = params.get('area');
  const found: { label: string; value: string }[] = [];
  if (service && service in quoteServices)
    found.push({ label: 'Service', value: quoteServices[service as QuoteService] });
  const planName = plan && Object.hasOwn(planNames, plan) ? planNames[plan as QuotePlan] : undefined;
  if (planName) found.push({ label: 'Plan', value: planName });
  const areaName = area && Object.hasOwn(areaNames, area) ? areaNames[area] : undefined;
  if (areaName) found.push({ label: 'Area', value: areaName });
  const estimate = decodeConfig(params.get('estimate') ?? '');
  if (estimate) found.push({ label: 'Noise estimate', value: describeConfig(estimate) });
  const windows = readWindows(params.get('windows') ?? '');
  if (windows) found.push({ label: 'Windows', value: String(windows) });
  const choice = guide && readGuideChoice(search, guide.data);
  const total = choice && guideTotalText(priceGuide(choice.service, choice.area, choice.windows), guide.from);
  if (total) found.push({ label: 'Price guide', value: `${total} (the survey fixes the price)` });
  return found;
}

/** One line for the message the team receives, e.g. `Service: Thermal insulation; Area: Chelsea`. */
export function describeQuoteContext(context: { label: string; value: string }[]): string {
  return context.map((c) => `${c.label}: ${c.value}`).join('; ');
}
