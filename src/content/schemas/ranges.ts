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
    .refine((v) => {
      const f = v as Record<string, number>;
      return keys.every((key, i) => i === 0 || f[keys[i - 1]!]! <= f[key]!);
    }, message)
    .meta({ editorAscending });
}
