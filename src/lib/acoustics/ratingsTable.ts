import { estimatorData as data } from '../estimator/data.ts';
import { paths } from '../../paths.ts';
import { windowPerformance, type Performance } from './glazing.ts';
import { BANDS_HZ } from './rating.ts';

/** Where the ratings table is published, beside the calculator. */
export const ratingsCsvPath = `${paths.calculator}/ratings.csv`;

/** The gaps the table lists, in mm. */
export const ratingsGapsMm = [50, 100, 150, 200] as const;

export const ratingsColumns = [
  'existing_window',
  'inner_pane',
  'gap_mm',
  'rw',
  'rw_ctr',
  ...BANDS_HZ.map((f) => `tl_${f}`),
  'c',
  'ctr',
  'basis',
] as const;

/** Every row is the acoustic model's prediction, not a laboratory test of the build-up. */
export const ratingsBasis = 'prediction';

const row = (window: string, pane: string, gapMm: number, p: Performance) =>
  [
    window,
    pane,
    gapMm,
    p.rw,
    p.rw + p.ctr,
    ...p.bands.map((r) => r.toFixed(1)),
    p.c,
    p.ctr,
    ratingsBasis,
  ].join(',');

/** Every existing window alone (`none`, gap 0) and with every secondary pane at every gap, one line each. */
export function ratingsCsv(): string {
  const lines = [ratingsColumns.join(',')];
  for (const w of data.existingWindows) {
    lines.push(row(w.id, 'none', 0, windowPerformance(w.id)));
    for (const g of data.glasses) {
      for (const gap of ratingsGapsMm) lines.push(row(w.id, g.spec, gap, windowPerformance(w.id, g.id, gap)));
    }
  }
  return `${lines.join('\n')}\n`;
}
