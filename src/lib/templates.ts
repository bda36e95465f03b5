// Filling a content template's `{slots}`. No imports, so hydrated islands use it too (they read no content files);
// <Filled> (components/ui/Filled.tsx) puts elements, such as a link or a phone number, into a slot.

/** The `{name}` slots a template uses, in order. */
export const slotsOf = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

/**
 * A template's pieces, each `{slot}` replaced by its value. Words and values stay separate pieces, so a page shows
 * the words exactly as the content file has them, beside the figures (or links) it puts in. A slot without a value
 * throws, or with `keepMissing` stays as written (for a check that names it afterwards).
 */
export function fillParts<V>(
  template: string,
  values: Record<string, V>,
  { keepMissing = false } = {},
): (string | V)[] {
  return template
    .split(/(\{\w+\})/)
    .filter(Boolean)
    .map((piece) => {
      const name = /^\{(\w+)\}$/.exec(piece)?.[1];
      if (name === undefined) return piece;
      if (Object.hasOwn(values, name)) return values[name]!;
      if (keepMissing) return piece;
      throw new Error(`"${template}" needs a value for {${name}}`);
    });
}

/** A template as one string: `fill('Results in {area}', { area: 'Chelsea' })`. */
export const fill = (
  template: string,
  values: Record<string, string | number>,
  options?: { keepMissing?: boolean },
) => fillParts(template, values, options).join('');

// Words English does write twice ("that that", "had had"): not a slip.
const fineTwice = new Set(['that', 'had']);

/**
 * Each phrase of one to four words that a text says twice in a row ("up to up to 80%"). A filled template must not
 * hold one: it means a slot's value repeats the words around the slot. The launch check reads built pages with it.
 */
export function repeatedPhrases(text: string): string[] {
  const found = text.matchAll(
    /(?<![\p{L}\p{N}])(\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*){0,3})\s+\1(?![\p{L}\p{N}])/giu,
  );
  return [...found].map((m) => m[1]!).filter((phrase) => !fineTwice.has(phrase.toLowerCase()));
}

/** The first phrase a text says twice in a row, or undefined. */
export const repeatedPhrase = (text: string): string | undefined => repeatedPhrases(text)[0];
