import type { AcousticPerformanceInputs, GuideTable } from './schema.ts';
import { fill } from '../../lib/templates.ts';
import { floatSecondaryPerformance } from '../estimator/index.ts';
import { estimatorData } from '../estimator/data.ts';
import { pickOf } from '../../lib/estimator/picks.ts';

/** The existing window the guide's table assumes: a sound single 4 mm pane (src/lib/estimator/picks.ts). */
export const tableWindow = pickOf(estimatorData, 'window')!;

/** Rw (dB) by the calculator's model: a float pane of `glassMm` in front of single 4 mm glazing, `cavityMm` apart. */
export const modelRw = (glassMm: number, cavityMm: number) =>
  floatSecondaryPerformance(tableWindow, glassMm, cavityMm).rw;

/** The model's laboratory Rw and its Rw + Ctr (traffic) over every cell of the table, lowest and highest. */
export function modelRange(inputs: Pick<AcousticPerformanceInputs, 'glassThicknessesMm' | 'cavityWidthsMm'>) {
  const cells = inputs.glassThicknessesMm.flatMap((glassMm) =>
    inputs.cavityWidthsMm.map((cavityMm) => floatSecondaryPerformance(tableWindow, glassMm, cavityMm)),
  );
  const rw = cells.map((p) => p.rw);
  const traffic = cells.map((p) => p.rw + p.ctr);
  return {
    tableRwMinDb: Math.min(...rw),
    tableRwMaxDb: Math.max(...rw),
    tableTrafficMinDb: Math.min(...traffic),
    tableTrafficMaxDb: Math.max(...traffic),
  };
}

/** The cells whose modelled value falls outside the range the guide states (`npm run launch-check` lists them). */
export function outsideStatedRange(inputs: AcousticPerformanceInputs) {
  const { min, max } = inputs.ratingDb;
  return inputs.glassThicknessesMm.flatMap((glassMm) =>
    inputs.cavityWidthsMm
      .map((cavityMm) => ({ glassMm, cavityMm, rw: modelRw(glassMm, cavityMm) }))
      .filter((cell) => cell.rw < min || cell.rw > max),
  );
}

/** The table of modelled Rw by glass and cavity. */
export function acousticPerformanceTable(inputs: AcousticPerformanceInputs): GuideTable {
  return {
    caption: inputs.caption,
    columns: [
      inputs.headings.corner,
      ...inputs.cavityWidthsMm.map((mm) => fill(inputs.headings.cavity, { mm })),
    ],
    rows: inputs.glassThicknessesMm.map((mm) => ({
      header: fill(inputs.headings.glass, { mm }),
      cells: inputs.cavityWidthsMm.map((c) => `${modelRw(mm, c)} dB`),
    })),
    source: inputs.method,
  };
}
