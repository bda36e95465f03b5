import { z } from '../../config/zod.ts';

/**
 * Two numbers that make a range (`min`–`max`, `from`–`to`, `low`–`high`), read in order: the lower is the first,
 * whichever way round the editor saved them, so a swapped pair shows as the range it means ("£450-£650", "31-35 dB")
 * instead of stopping the build. Browser-safe (the calculator reads its ranges with it).
 */
export function inOrder<T extends z.ZodType<Record<K, number>>, K extends string>(pair: T, low: K, high: K) {
  return pair.transform((range) => {
    const r = range as z.output<T> & Record<K, number>;
    return r[low] <= r[high] ? r : { ...r, [low]: r[high], [high]: r[low] };
  });
}

/**
 * Whether a figure falls below the one before it, in the order of `keys` (a figure not given yet is skipped): the one
 * rule of `ascending` figures, for the build and the editor's field alike.
 */
export const fallsOutOfOrder = (keys: readonly string[], value: Record<string, number | null | undefined>) =>
  keys.some((key, i) => {
    const before = i > 0 ? value[keys[i - 1]!] : null;
    const figure = value[key];
    return typeof before === 'number' && typeof figure === 'number' && figure < before;
  });

/** What the editor knows of figures that rise in their order: each figure's label, and what a save out of order says. */
export type EditorAscending = { labels: Record<string, string>; message: string };

/**
 * Figures that never fall in the order given (plain glass ≤ PVB ≤ acoustic PVB), kept together as one group: the
 * editor's one field for the group refuses a save out of order (src/content/editor/ascending.ts), as the build does.
 * Each figure is `[its label in the editor, its schema]`.
 */
export function ascending<const K extends string>(
  figures: Record<K, readonly [label: string, schema: z.ZodNumber]>,
  message: string,
) {
  const entries = Object.entries(figures) as [K, readonly [string, z.ZodNumber]][];
  const keys = entries.map(([key]) => key);
  const shape = Object.fromEntries(entries.map(([key, [, schema]]) => [key, schema])) as Record<
    K,
    z.ZodNumber
  >;
  const editorAscending: EditorAscending = {
    labels: Object.fromEntries(entries.map(([key, [label]]) => [key, label])),
    message,
  };
  return z
    .object(shape)
    .strict()
    .refine((v) => !fallsOutOfOrder(keys, v as Record<string, number>), message)
    .meta({ editorAscending });
}
