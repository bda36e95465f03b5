import { paths } from '../../paths.ts';
import type { PriceGuideData } from '../priceGuide.ts';

/** The price guide's prices and its word for an open range ("from"), for the form to restate the guide's figure. */
export interface QuoteGuide {
  data: PriceGuideData;
  from: string;
}

// Context other pages pass to the quote form. Its names and labels are content (what the visitor sees and the team
// receives); the page hands them to the island, which reads no files.
/** A service's slug (its entry in services.yaml). */
export type QuoteService = string;
/** A maintenance plan's slug (its entry in plans.yaml). */
export type QuotePlan = string;
/** Service slug → the service's title (services.yaml). */
export type ServiceNames = Partial<Record<QuoteService, string>>;
/** Plan slug → the plan's name (plans.yaml), handed to the island by its page like the areas' names. */
export type PlanNames = Partial<Record<QuotePlan, string>>;
/** An area's slug (its file name in src/content/areas/). */
export type QuoteArea = string;
/** Area slug → the name the visitor sees; the page hands it to the island (the areas are content files). */
export type AreaNames = Record<QuoteArea, string>;

/** The names a query string's slugs stand for, each from its content file. */
export interface QuoteNames {
  services: ServiceNames;
  plans: PlanNames;
  areas: AreaNames;
}

/** forms.yaml's label for each piece of context, and the line that restates the price guide's figure (`{total}`). */
export interface QuoteContextWords {
  service: string;
  plan: string;
  area: string;
  estimate: string;
  windows: string;
  guide: string;
  guideFigure: string;
}

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
