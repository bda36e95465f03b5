import type { AcousticPerformanceInputs, GuideTable } from './schema.ts';
import { fill } from '../../lib/templates.ts';

/**
 * Indicative Rw (dB) for a secondary pane of `glassMm` in front of an existing single-glazed window, `cavityMm` apart.
 * Method: `baseDb` at 4 mm / 50 mm, plus 2.5 dB per doubling of glass thickness (mass law trend) and 3 dB per doubling
 * of cavity width (cavity trend), rounded to the nearest dB.
 */
export function indicativeRw(glassMm: number, cavityMm: number, baseDb: number): number {
  const rw = baseDb + 2.5 * Math.log2(glassMm / 4) + 3 * Math.log2(cavityMm / 50);
  return Math.round(rw);
}

/** The table of indicative Rw by glass and cavity; `file` names figures.yaml when a value leaves the stated range. */
export function acousticPerformanceTable(inputs: AcousticPerformanceInputs, file: string): GuideTable {
  const { min, max } = inputs.ratingDb;
  const rw = (glassMm: number, cavityMm: number) => {
    const value = indicativeRw(glassMm, cavityMm, min);
    if (value < min || value > max)
      throw new Error(
        `${file}: acousticPerformance gives ${value} dB for ${glassMm} mm glass and a ${cavityMm} mm cavity, outside ${min}-${max} dB`,
      );
    return value;
  };
  return {
    caption: inputs.caption,
    columns: [
      inputs.headings.corner,
      ...inputs.cavityWidthsMm.map((mm) => fill(inputs.headings.cavity, { mm })),
    ],
    rows: inputs.glassThicknessesMm.map((mm) => ({
      header: fill(inputs.headings.glass, { mm }),
      cells: inputs.cavityWidthsMm.map((c) => `${rw(mm, c)} dB`),
    })),
    source: inputs.method,
  };
}
