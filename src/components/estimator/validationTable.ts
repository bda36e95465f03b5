import { measuredSets } from '../../content/measuredGlazing.ts';
import type { MeasuredSummary } from '../../lib/acoustics/measured.ts';
import { estimatorWords } from '../../content/estimator/words.ts';
import { fill } from '../../lib/templates.ts';
import type { TableView } from '../guides/DataTable.tsx';

const words = estimatorWords.method.validation;
const signed = (x: number) => `${x > 0.05 ? '+' : x < -0.05 ? '-' : ''}${Math.abs(x).toFixed(1)} dB`;
/** A count out of its rows: "13 of 14". */
const of = (n: number, rows: number) => fill(words.outOf, { n, rows });
const cells = (s: MeasuredSummary) => [
  s.rows,
  of(s.rwWithin2, s.rows),
  of(s.rwWithin3, s.rows),
  signed(s.meanRw),
  of(s.rwCtrWithin3, s.ctrRows),
  signed(s.meanRwCtr),
];

/** The residual table: the fitting half, the held-out half, every row, then every row by kind of build-up. */
export const validationTable: TableView = {
  caption: words.caption,
  columns: [
    words.set,
    words.count,
    words.within2,
    words.within3,
    words.mean,
    words.ctrWithin3,
    words.ctrMean,
  ],
  rows: measuredSets.map((s) => ({ header: words.sets[s.id], cells: cells(s.summary) })),
  source: words.source,
};
