import { paths } from '../../paths.ts';
import type { Performance } from './glazing.ts';
import { WIDE_BANDS_HZ } from './rating.ts';

/** Where the ratings table is published, beside the calculator. */
export const ratingsCsvPath = `${paths.calculator}/ratings.csv`;

/**
 * The gaps the table lists, mm: every 10 mm from the smallest the calculator accepts to 200 mm, and the sealed units'
 * usual 12, 16 and 20 mm.
 */
export function ratingsGapsMm(gap: { min: number; max: number }): number[] {
  const steps = Array.from({ length: Math.floor((gap.max - gap.min) / 10) + 1 }, (_, i) => gap.min + 10 * i);
  return [...new Set([...steps, 12, 16, 20].filter((g) => g >= gap.min && g <= gap.max))].sort(
    (a, b) => a - b,
  );
}

export const ratingsColumns = [
  'existing_window',
  'inner_pane',
  'gap_mm',
  'rw',
  'rw_ctr',
  ...WIDE_BANDS_HZ.map((f) => `tl_${f}`),
  'c',
  'ctr',
  'basis',
] as const;

/** Every row is the acoustic model's laboratory prediction, not a test of the build-up. */
export const ratingsBasis = 'prediction';

const row = (window: string, pane: string, gapMm: number, p: Performance) =>
  [
    window,
    pane,
    gapMm,
    p.rw,
    p.rw + p.ctr,
    ...p.wideBands.map((r) => r.toFixed(1)),
    p.c,
    p.ctr,
    ratingsBasis,
  ].join(',');

/** What the table is built from: the windows, the panes, the gap range and the model's ratings of each. */
export interface RatingsInput {
  windows: readonly { id: string }[];
  glasses: readonly { id: string; spec: string }[];
  gap: { min: number; max: number };
  performance: (windowId: string, glassId?: string, gapMm?: number) => Performance;
}

/** Every existing window alone (`none`, gap 0) and with every secondary pane at every gap, one line each. */
export function ratingsCsv({ windows, glasses, gap, performance }: RatingsInput): string {
  const lines = [ratingsColumns.join(',')];
  for (const w of windows) {
    lines.push(row(w.id, 'none', 0, performance(w.id)));
    for (const g of glasses)
      for (const mm of ratingsGapsMm(gap)) lines.push(row(w.id, g.spec, mm, performance(w.id, g.id, mm)));
  }
  return `${lines.join('\n')}\n`;
}
