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
