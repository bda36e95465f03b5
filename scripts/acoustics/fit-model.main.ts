/**
 * Refits the acoustic model's fitted constants on the fitting half of the shared measurements
 * (src/content/acoustics/measured-glazing.csv) and prints them with the residuals on the held-out half and the whole,
 * then on the other published tables (src/content/acoustics/other-published.csv), which fit nothing.
 * `npm run fit-model` (read-only: it prints; the figures are copied into src/content/noiseEstimator.json by hand).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { estimatorData } from '../../src/content/estimator/data.ts';
import {
  gapTrends,
  measuredResiduals,
  parseMeasured,
  splitFit,
  stcResiduals,
  summariseMeasured,
  type MeasuredResidual,
} from '../../src/lib/acoustics/measured.ts';
import type { ModelConstants } from '../../src/lib/acoustics/transmission.ts';

const root = path.join(import.meta.dirname, '..', '..');
const rows = parseMeasured(
  readFileSync(path.join(root, 'src/content/acoustics/measured-glazing.csv'), 'utf8'),
);
const { fit } = splitFit(rows);

/** The fitted figures: where each lives in the constants, and the values tried. */
const range = (from: number, to: number, step: number) =>
  Array.from(
    { length: Math.round((to - from) / step) + 1 },
    (_, i) => Math.round((from + i * step) * 1000) / 1000,
  );
const knobs: { path: [string, string]; values: number[] }[] = [
  { path: ['cavity', 'lossAtReferenceDb'], values: range(0, 40, 1) },
  { path: ['cavity', 'lossFallPerDoublingDb'], values: range(0, 16, 1) },
  { path: ['cavity', 'leastLossDb'], values: range(0, 20, 1) },
  { path: ['cavity', 'resonanceDamping'], values: range(0.05, 1.5, 0.05) },
  { path: ['cavity', 'dampingPerDoubling'], values: range(0, 0.5, 0.05) },
  { path: ['coupling', 'atReferenceDb'], values: range(0, 30, 1) },
  { path: ['coupling', 'perDoublingDb'], values: range(0, 10, 0.5) },
  { path: ['stiffness', 'pvb'], values: range(0.25, 1, 0.05) },
  { path: ['stiffness', 'acousticPvb'], values: range(0.25, 1, 0.05) },
  { path: ['lossFactor', 'none'], values: range(0.02, 0.1, 0.01) },
  { path: ['flanking', 'ceilingDb'], values: range(50, 70, 1) },
];

/** The fit's cost: the absolute residuals of Rw and of Rw + Ctr (least absolute deviations: one outlying row does not
 * pull the whole model towards it). */
const cost = (list: MeasuredResidual[]) =>
  list.reduce((s, r) => s + Math.abs(r.rw) + (r.rwCtr === undefined ? 0 : Math.abs(r.rwCtr)), 0);

const clone = (k: ModelConstants): ModelConstants => JSON.parse(JSON.stringify(k));
/**
 * The fit starts from the model's figures before it was refitted (the cavity's 28 dB, 10 dB per doubling and 8 dB,
 * the resonance's 0.15 and 0.1, no coupling path, solid-glass stiffness, a 55 dB ceiling), the lining's most held at
 * 5 dB as then (the site's 2 dB was chosen afterwards from the one pair measured without and with a lining), so the
 * run repeats the one that chose the content's figures whatever they are now.
 */
const start = clone(estimatorData.model as unknown as ModelConstants);
Object.assign(start.cavity, {
  lossAtReferenceDb: 28,
  lossFallPerDoublingDb: 10,
  leastLossDb: 8,
  resonanceDamping: 0.15,
  dampingPerDoubling: 0.1,
  liningGainDb: 5,
});
Object.assign(start.coupling, { atReferenceDb: 40, perDoublingDb: 3 });
Object.assign(start.stiffness, { none: 1, pvb: 1, acousticPvb: 1 });
start.lossFactor.none = 0.03;
start.flanking.ceilingDb = 55;
const set = (c: ModelConstants, [group, key]: [string, string], v: number) => {
  const copy = clone(c);
  (copy as unknown as Record<string, Record<string, number>>)[group]![key] = v;
  return copy;
};
const score = (c: ModelConstants) => {
  // An acoustic interlayer never damps or couples less than PVB, nor PVB than plain glass.
  if (c.stiffness.acousticPvb > c.stiffness.pvb || c.stiffness.pvb > c.stiffness.none) return Infinity;
  return cost(measuredResiduals(c, fit));
};
/** Coordinate descent from one starting point: each figure in turn set to its best value, until none moves. */
function descend(from: ModelConstants): [ModelConstants, number] {
  let k = from;
  let best = score(k);
  for (let round = 0, moved = true; round < 8 && moved; round++) {
    moved = false;
    for (const knob of knobs)
      for (const v of knob.values) {
        const next = set(k, knob.path, v);
        const s = score(next);
        if (s < best - 1e-9) {
          best = s;
          k = next;
          moved = true;
        }
      }
  }
  return [k, best];
}
// Several starting points for the cavity's figures and the coupling, so one local minimum does not decide.
let [k, best] = descend(start);
for (const loss of [10, 20, 30])
  for (const fall of [3, 6, 10])
    for (const coupling of [0, 8, 15]) {
      let from = set(start, ['cavity', 'lossAtReferenceDb'], loss);
      from = set(from, ['cavity', 'lossFallPerDoublingDb'], fall);
      from = set(from, ['coupling', 'atReferenceDb'], coupling);
      const [found, s] = descend(from);
      if (s < best - 1e-9) [k, best] = [found, s];
    }
console.error(`cost ${best.toFixed(1)}`);

const report = (name: string, list: MeasuredResidual[]) => {
  const s = summariseMeasured(list);
  console.log(
    `${name}: ${s.rows} rows, Rw within 3 dB ${s.rwWithin3}, mean ${s.meanRw.toFixed(2)}; Rw+Ctr ${s.ctrRows} rows, within 3 dB ${s.rwCtrWithin3}, mean ${s.meanRwCtr.toFixed(2)}`,
  );
};
const all = measuredResiduals(k, rows);
const split = splitFit(all);
report('fitting', split.fit);
report('held out', split.held);
report('whole', all);
for (const r of all)
  console.log(
    `  ${r.row.id.padEnd(5)} Rw ${r.measured.rw} model ${r.model.rw} (${r.model.c};${r.model.ctr}) res ${r.rw} ${r.rwCtr ?? ''}`,
  );
console.log(JSON.stringify(gapTrends(all)));
// The other published tables (src/content/acoustics/other-published.csv) chose nothing: their residuals, as a check.
const other = parseMeasured(
  readFileSync(path.join(root, 'src/content/acoustics/other-published.csv'), 'utf8'),
);
report(
  'other published, octave rows (not fitted)',
  measuredResiduals(
    k,
    other.filter((r) => r.kind !== 'stc'),
  ),
);
const stc = stcResiduals(
  k,
  other.filter((r) => r.kind === 'stc'),
).map((r) => r.stc);
console.log(
  `other published, STC rows (not fitted): ${stc.length} rows, STC within 3 dB ${stc.filter((x) => Math.abs(x) <= 3).length}, mean ${(stc.reduce((s, x) => s + x, 0) / stc.length).toFixed(2)}`,
);
console.log(
  JSON.stringify(
    Object.fromEntries(
      knobs.map(({ path: [g, key] }) => [
        `${g}.${key}`,
        (k as unknown as Record<string, Record<string, number>>)[g]![key],
      ]),
    ),
  ),
);
