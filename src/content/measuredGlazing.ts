import text from './acoustics/measured-glazing.csv?raw';
import { estimatorData } from './estimator/data.ts';
import {
  measuredResiduals,
  parseMeasured,
  splitFit,
  summariseMeasured,
  type MeasuredResidual,
} from '../lib/acoustics/measured.ts';

/**
 * The published measurements the acoustic model is fitted on and checked against (src/content/acoustics/, with its
 * README), and the model's residuals on them: the fitting half, the held-out half, the whole file, and the whole file
 * by kind of build-up. The constants come from noiseEstimator.json; the lib takes them as arguments.
 */
export const measuredRows = parseMeasured(text);
export const measuredResidualsAll = measuredResiduals(estimatorData.model, measuredRows);

/** The build-up groups the residual table breaks the whole file into, by gap. */
export const measuredGroups = [
  { id: 'single', test: (r: MeasuredResidual) => r.row.gapMm === 0 },
  { id: 'unit', test: (r: MeasuredResidual) => r.row.gapMm > 0 && r.row.gapMm < 50 },
  { id: 'wide', test: (r: MeasuredResidual) => r.row.gapMm >= 50 },
] as const;

const split = splitFit(measuredResidualsAll);
/** Each set of the residual table with its summary. */
export const measuredSets = [
  { id: 'fit' as const, rows: split.fit },
  { id: 'held' as const, rows: split.held },
  { id: 'whole' as const, rows: measuredResidualsAll },
  ...measuredGroups.map((g) => ({ id: g.id, rows: measuredResidualsAll.filter(g.test) })),
].map((s) => ({ ...s, summary: summariseMeasured(s.rows) }));
