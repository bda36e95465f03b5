/** A built page as the notice reads it: its route and visible text (src/lib/pageText.ts). */
export interface PageText {
  path: string;
  text: string;
}

// Which pages a save changes, read from the built pages (`dist/`, the last `npm run build`) rather than from a list
// kept by hand: the pages that showed a value the save changed. A page shows a content file's value when its text
// holds it as the page writes it (a text's own words, a price as £1,250, a share as 70%).

/** A value of a content file, with the name of the field that holds it (`price`, `reduction`). */
export interface Leaf {
  value: string | number;
  key: string;
}

/** The values of `before` that `after` no longer holds at the same place (a changed price, a rewritten sentence). */
export function changedValues(before: unknown, after: unknown, key = ''): Leaf[] {
  if (typeof before === 'string' || typeof before === 'number')
    return before === after ? [] : [{ value: before, key }];
  if (!before || typeof before !== 'object') return [];
  const next = (after && typeof after === 'object' ? after : {}) as Record<string, unknown>;
  return Object.entries(before).flatMap(([k, value]) =>
    changedValues(value, next[k], Array.isArray(before) ? key : k),
  );
}

/** Every value `data` holds. */
export const allValues = (data: unknown): Leaf[] => changedValues(data, undefined);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * How a page writes a value, as patterns: a text's words (the parts between its `{figure}` names, those long enough to
 * be its own, or a whole figure such as £3,600), a number as an amount, a share, a level or a length of years. A bare
 * number (a count, an order) or a word or two are no evidence a page shows the file: they are left out.
 */
export function shownAs({ value, key }: Leaf): RegExp[] {
  if (typeof value === 'number') {
    const forms = [...new Set([String(value), value.toLocaleString('en-GB')])].map(escape).join('|');
    const amount = new RegExp(`£(${forms})(?!,?\\d)`);
    const other = (unit: string) => new RegExp(`(?<![\\d.,])(${forms})(${unit})`);
    // The field's name says which a number is: an amount in pounds, a share, a level, years; else any of them.
    if (/price|pounds|cost|from$|^to$|min|max|amount/i.test(key)) return [amount];
    if (/percent|reduction|share/i.test(key)) return [other('%')];
    if (/db$/i.test(key)) return [other(' ?dB\\b')];
    if (/year/i.test(key)) return [other('[- ]years?\\b')];
    return [amount, other('%| ?dB\\b|[- ]years?\\b')];
  }
  const parts = value
    .split(/\{\w+\}|\n+/)
    .map((part) => part.replace(/[*_`#>]/g, '').trim())
    .filter(
      (part) =>
        part.length >= 12 ||
        // A whole short value: a figure (£3,600, up to 40%) or a few words of its own.
        (part === value.trim() && ((/\d/.test(part) && part.length >= 4) || /\w{4,}\W+\w{3,}/.test(part))),
    );
  return parts.map((part) => new RegExp(escape(part.replace(/\s+/g, ' '))));
}

/** The pages whose text shows any of `values`, in the pages' order. */
export function pagesShowingValues(values: readonly Leaf[], pages: readonly PageText[]): string[] {
  const patterns = values.flatMap(shownAs);
  return pages.filter((page) => patterns.some((p) => p.test(page.text))).map((page) => page.path);
}

/**
 * The pages a save of a file from `before` to `after` changes: those that showed a value it changed; where the save
 * only adds (a new review), the pages that show the file's other values. `every page` when that is all of them.
 */
export function pagesChanged(
  before: unknown,
  after: unknown,
  pages: readonly PageText[],
): string[] | 'every page' {
  const changed = pagesShowingValues(changedValues(before, after), pages);
  const shown = changed.length ? changed : pagesShowingValues(allValues(before), pages);
  return shown.length === pages.length && pages.length > 1 ? 'every page' : shown;
}
