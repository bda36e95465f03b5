import { tableSchema } from './schema.ts';

export const glassThicknessesMm = [4, 6, 8, 10, 12] as const;
export const cavityWidthsMm = [50, 100, 150, 200] as const;

/** The spec states values between 35 and 45 dB for this table; individual cells are not given. */
export const ratingRange = { min: 35, max: 45 } as const;

/**
 * Indicative Rw (dB) for a secondary pane of `glassMm` in front of an existing single-glazed window, `cavityMm` apart.
 * Method: 35 dB at 4 mm / 50 mm, plus 2.5 dB per doubling of glass thickness (mass law trend) and 3 dB per doubling
 * of cavity width (cavity trend), rounded to the nearest dB so the grid spans the stated 35-45 dB.
 */
export function indicativeRw(glassMm: number, cavityMm: number): number {
  const rw = ratingRange.min + 2.5 * Math.log2(glassMm / 4) + 3 * Math.log2(cavityMm / 50);
  return Math.round(rw);
}

export const performanceMethod =
  'Indicative Rw estimates, not laboratory results. Method: 35 dB for 4 mm glass with a 50 mm cavity, plus about 2.5 dB each time the glass thickness doubles (the mass law trend) and about 3 dB each time the cavity doubles (the cavity-width trend), rounded to whole decibels. Every value sits inside the 35-45 dB range our guide states for these combinations. Real results depend on seals, frames and the existing window; a survey measures yours.';

export const acousticPerformanceTable = tableSchema.parse({
  caption: 'Indicative acoustic performance (Rw, dB) by glass thickness and cavity width',
  columns: ['Glass thickness', ...cavityWidthsMm.map((c) => `${c} mm cavity`)],
  rows: glassThicknessesMm.map((g) => ({
    header: `${g} mm glass`,
    cells: cavityWidthsMm.map((c) => `${indicativeRw(g, c)} dB`),
  })),
  source: performanceMethod,
});
