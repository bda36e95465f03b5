/** A price in pounds as the pages show it: £1,800, with pence where a figure has them (£62.50). */
export const pounds = (n: number) =>
  `£${n.toLocaleString('en-GB', Number.isInteger(n) ? {} : { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

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
