let formats: { whole: Intl.NumberFormat; pence: Intl.NumberFormat } | undefined;
/**
 * The two number formats prices use, made once, when first needed: `toLocaleString` with options builds a new
 * formatter on every call, which cost a phone about 100 ms when the price guide woke (its table formats every row).
 */
const poundFormats = () =>
  (formats ??= {
    whole: new Intl.NumberFormat('en-GB'),
    pence: new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  });

/** A price in pounds as the pages show it: £1,800, with pence where a figure has them (£62.50). */
export const pounds = (n: number) => {
  const { whole, pence } = poundFormats();
  return `£${(Number.isInteger(n) ? whole : pence).format(n)}`;
};

/** A price, or a price range from one figure to another. */
export interface PriceRange {
  from: number;
  to?: number;
}

/** "£450-£650": the structured-data and on-page form of a price range ("£450" for a single price, or from £450 to £450). */
export const priceRangeText = ({ from, to }: PriceRange) =>
  to === undefined || to === from ? pounds(from) : `${pounds(from)}-${pounds(to)}`;

/**
 * A worked price example: `count` windows (or assessments…) at a price or price range each, and what they come to.
 * An illustration of a from-price, never a quote.
 */
export function priceExample(each: PriceRange, count: number) {
  const total = { from: each.from * count, ...(each.to === undefined ? {} : { to: each.to * count }) };
  return { count, each: priceRangeText(each), total: priceRangeText(total) };
}
