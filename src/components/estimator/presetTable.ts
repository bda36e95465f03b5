import type { GuideTable } from '../../content/guides/schema.ts';
import { estimatorData as data } from '../../lib/estimator/data.ts';
import { dbRangeLabel, estimate, type EstimatorConfig } from '../../lib/estimator/estimate.ts';

/** The configuration the typical-results table assumes for every preset. */
export const typicalSetup = { window: 'single', glass: '6-8-acoustic', gapMm: 150 } as const;

export const presetConfig = (presetId: string): EstimatorConfig => {
  const preset = data.outdoorPresets.find((p) => p.id === presetId)!;
  return { kind: preset.kind, level: { preset: preset.id }, ...typicalSetup };
};

const label = (list: { id: string; label: string }[], id: string) => list.find((x) => x.id === id)!.label;

/** Typical results for each preset, computed at build time from the same module as the calculator. */
export const presetTable: GuideTable = {
  caption: 'Typical results for each kind of street',
  columns: [
    'Where you live',
    'Outside',
    `Indoors today (${label(data.existingWindows, typicalSetup.window).toLowerCase()})`,
    `With ${label(data.glasses, typicalSetup.glass)}, ${typicalSetup.gapMm} mm gap`,
    'Quieter by',
  ],
  rows: data.outdoorPresets.map((p) => {
    const r = estimate(presetConfig(p.id));
    return {
      header: p.label,
      cells: [
        dbRangeLabel(r.outdoor),
        dbRangeLabel(r.indoorToday),
        dbRangeLabel(r.indoorWith),
        dbRangeLabel(r.improvement),
      ],
    };
  }),
  source:
    'Estimates from the figures and method below, not measurements. Gaps round frames, other paths for sound and the condition of your window change the real result; a survey measures it.',
};
