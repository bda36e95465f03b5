import { fillParts } from '../../lib/templates.ts';
import { estimatorData as data } from '../../content/estimator/data.ts';
import type { EstimatorConfig } from '../../lib/estimator/estimate.ts';
import { dbRangeParts, estimate, indoorParts } from '../../content/estimator/index.ts';
import { estimatorWords } from '../../content/estimator/words.ts';
import { pickOf } from '../../lib/estimator/picks.ts';
import type { TableView } from '../guides/DataTable.tsx';

/** The configuration the typical-results table assumes for every preset (src/lib/estimator/picks.ts). */
export const typicalSetup = { window: pickOf(data, 'window')!, glass: pickOf(data, 'glass')!, gapMm: 150 };

export const presetConfig = (presetId: string): EstimatorConfig => {
  const preset = data.outdoorPresets.find((p) => p.id === presetId)!;
  return { kind: preset.kind, level: { preset: preset.id }, ...typicalSetup };
};

const words = estimatorWords.withoutScript;
const window = data.existingWindows.find((w) => w.id === typicalSetup.window)!;
const glass = data.glasses.find((g) => g.id === typicalSetup.glass)!;

/** Typical results for each preset, computed at build time from the same module as the calculator. */
export const presetTable: TableView = {
  caption: words.caption,
  columns: [
    words.place,
    words.outside,
    fillParts(words.today, { window: window.inSentence }),
    fillParts(words.withGlazing, { glass: glass.label, gap: typicalSetup.gapMm }),
    words.quieter,
  ],
  rows: data.outdoorPresets.map((p) => {
    const r = estimate(presetConfig(p.id));
    return {
      header: p.label,
      cells: [
        dbRangeParts(r.outdoorShown),
        indoorParts(r.indoorToday),
        indoorParts(r.indoorWith),
        dbRangeParts(r.improvement),
      ],
    };
  }),
  source: words.source,
};
