import { estimatorData as data } from '../../lib/estimator/data.ts';
import { checkLevel, type EstimatorConfig } from '../../lib/estimator/estimate.ts';
import { pickOf } from '../../lib/estimator/picks.ts';

const startPreset = data.outdoorPresets.find((p) => p.id === pickOf(data, 'preset'));

/** The setup the calculator starts with (src/lib/estimator/picks.ts): a typical preset, a plain window, acoustic glass. */
export const defaultConfig: EstimatorConfig = {
  kind: startPreset?.kind ?? data.noiseKinds[0]!.id,
  // With no preset left in the figures, the middle of the levels a visitor may type.
  level: startPreset
    ? { preset: startPreset.id }
    : { db: Math.round((data.customLevel.min + data.customLevel.max) / 2) },
  window: pickOf(data, 'window')!,
  glass: pickOf(data, 'glass')!,
  gapMm: 100,
};

export interface FormReading {
  config?: EstimatorConfig;
  levelError?: string;
}

const known = (list: { id: string }[], value: FormDataEntryValue | null, fallback: string) =>
  typeof value === 'string' && list.some((x) => x.id === value) ? value : fallback;

/** A room other than the first (the default, a bedroom) is named in the configuration. */
const roomChoice = (value: FormDataEntryValue | null) => {
  const room = known(data.room.rooms, value, data.room.rooms[0]!.id);
  return room === data.room.rooms[0]!.id ? {} : { room };
};

/** The configuration the form's controls describe; a typed level that is not a valid number gives an error instead. */
export function readConfig(form: HTMLFormElement): FormReading {
  const f = new FormData(form);
  const typed = String(f.get('db') ?? '').trim();
  const preset = String(f.get('level') ?? '');
  let level: EstimatorConfig['level'];
  if (preset === 'custom' || typed !== '') {
    const check = checkLevel(typed);
    if (!check.ok) return { levelError: check.message };
    level = { db: check.db };
  } else {
    level =
      'preset' in defaultConfig.level
        ? { preset: known(data.outdoorPresets, preset, defaultConfig.level.preset) }
        : defaultConfig.level;
  }
  const gap = Math.round(Number(f.get('gap')));
  const { min, max } = data.gap;
  return {
    config: {
      kind: known(data.noiseKinds, f.get('kind'), defaultConfig.kind),
      level,
      window: known(data.existingWindows, f.get('window'), defaultConfig.window),
      glass: known(data.glasses, f.get('glass'), defaultConfig.glass),
      gapMm: Number.isFinite(gap) ? Math.min(Math.max(gap, min), max) : defaultConfig.gapMm,
      ...(f.get('lined') ? { lined: true } : {}),
      ...roomChoice(f.get('room')),
    },
  };
}
