import { byGap, residualGroups } from '../../lib/acoustics/validation.ts';
import { estimatorWords } from '../../lib/estimator/words.ts';
import { fill } from '../../lib/templates.ts';
import type { TableView } from '../guides/DataTable.tsx';

const words = estimatorWords.method.validation;
const signed = (x: number) => `${x > 0 ? '+' : x < 0 ? '-' : ''}${Math.abs(x).toFixed(1)} dB`;
const cells = (s: { count: number; within2: number; within3: number; meanRw: number }) => [
  s.count,
  s.within2,
  s.within3,
  signed(s.meanRw),
];

/** The residual table: each set (fitting, independent read, independent recalled), then each set by gap band. */
export const validationTable: TableView = {
  caption: words.caption,
  columns: [words.set, words.count, words.within2, words.within3, words.mean],
  rows: [
    ...residualGroups.map((g) => ({ header: words.sets[g.id], cells: cells(g.summary) })),
    ...residualGroups.flatMap((g) =>
      byGap(g.rows)
        .filter((band) => band.summary.count > 0)
        .map((band) => ({
          header: fill(words.gapRow, { set: words.sets[g.id], gaps: words.gaps[band.id] }),
          cells: cells(band.summary),
        })),
    ),
  ],
  source: words.source,
};
