import { fill } from '../templates.ts';
import { guideTotalText, priceGuide, readGuideChoice, readWindows } from '../priceGuide.ts';
import type { QuoteContextWords, QuoteGuide, QuoteNames } from './quoteHref.ts';

/**
 * An estimate's query value in words, or undefined when it is not a valid estimate: `describeEstimate` of
 * src/content/estimator/index.ts. Passed in, not imported, so the quote form loads the calculator's figures only when
 * an address carries an estimate (src/components/forms/useEstimateWords.ts).
 */
export type DescribeEstimate = (value: string) => string | undefined;

/** The name a slug stands for, if it is one of `names`' own keys. */
const nameOf = (names: Partial<Record<string, string>>, slug: string | null) =>
  slug && Object.hasOwn(names, slug) ? names[slug] : undefined;

/** The known context in a query string, with its labels; unknown values are ignored. */
export function readQuoteContext(
  search: string,
  names: QuoteNames,
  words: QuoteContextWords,
  guide?: QuoteGuide,
  describeEstimate?: DescribeEstimate,
): { label: string; value: string }[] {
  const params = new URLSearchParams(search);
  const found: { label: string; value: string }[] = [];
  const add = (label: string, value: string | undefined) => {
    if (value) found.push({ label, value });
  };
  add(words.service, nameOf(names.services, params.get('service')));
  add(words.plan, nameOf(names.plans, params.get('plan')));
  add(words.area, nameOf(names.areas, params.get('area')));
  const estimate = params.get('estimate');
  add(words.estimate, estimate ? describeEstimate?.(estimate) : undefined);
  const windows = readWindows(params.get('windows') ?? '');
  add(words.windows, windows ? String(windows) : undefined);
  const choice = guide && readGuideChoice(search, guide.data);
  const total = choice && guideTotalText(priceGuide(choice.service, choice.area, choice.windows), guide.from);
  add(words.guide, total ? fill(words.guideFigure, { total }) : undefined);
  return found;
}

/** One line for the message the team receives, e.g. `Service: Thermal insulation; Area: Chelsea`. */
export function describeQuoteContext(context: { label: string; value: string }[]): string {
  return context.map((c) => `${c.label}: ${c.value}`).join('; ');
}
