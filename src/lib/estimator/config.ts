import { fill } from '../templates.ts';
import { estimatorData as data } from './data.ts';
import { estimatorWords } from './words.ts';
import {
  checkLevel,
  dbRangeLabel,
  estimate,
  indoorLabel,
  outdoorLevel,
  type EstimatorConfig,
} from './estimate.ts';

const label = (list: { id: string; label: string }[], id: string) => list.find((x) => x.id === id)?.label;

/** Marks a configuration whose reveals are lined with absorbent: `road.busy-road.single.4.150.lined`. */
const linedToken = 'lined';

/** The configuration as one query value, e.g. `road.busy-road.single.6-8-acoustic.150` or `rail.82db.single.4.100`. */
export function encodeConfig(c: EstimatorConfig): string {
  const level = 'db' in c.level ? `${c.level.db}db` : c.level.preset;
  return [
    c.kind,
    level,
    c.window,
    c.glass,
    c.gapMm,
    ...(c.lined ? [linedToken] : []),
    ...(c.room ? [c.room] : []),
  ].join('.');
}

/** The configuration in a query value, or undefined when any part is unknown or out of range. */
export function decodeConfig(value: string): EstimatorConfig | undefined {
  const parts = value.split('.');
  // After the gap: `lined`, then a room other than the first, each optional.
  const rest = parts.slice(5);
  const lined = rest[0] === linedToken;
  if (lined) rest.shift();
  const room = rest.shift();
  if (parts.length < 5 || rest.length || (room !== undefined && !label(data.room.rooms, room)))
    return undefined;
  const [kind, levelToken, window, glass, gapText] = parts as [string, string, string, string, string];
  if (!label(data.noiseKinds, kind) || !label(data.existingWindows, window) || !label(data.glasses, glass)) {
    return undefined;
  }
  let level: EstimatorConfig['level'];
  if (label(data.outdoorPresets, levelToken)) level = { preset: levelToken };
  else {
    const typed = /^(\d{1,3})db$/.exec(levelToken);
    const check = typed ? checkLevel(typed[1]!) : undefined;
    if (!check?.ok) return undefined;
    level = { db: check.db };
  }
  if (!/^\d{2,3}$/.test(gapText)) return undefined;
  const gapMm = Number(gapText);
  if (gapMm < data.gap.min || gapMm > data.gap.max) return undefined;
  return { kind, level, window, glass, gapMm, ...(lined ? { lined } : {}), ...(room ? { room } : {}) };
}

/** An estimate's query value as the enquiry's line (`describeConfig`), or undefined when it is not a valid one. */
export function describeEstimate(value: string): string | undefined {
  const config = decodeConfig(value);
  return config ? describeConfig(config) : undefined;
}

/** One line for the enquiry: what was chosen and the estimate it gave. */
export function describeConfig(c: EstimatorConfig): string {
  const outdoor = dbRangeLabel(outdoorLevel(c.level));
  const result = estimate(c);
  return fill(estimatorWords.enquiry, {
    noise: label(data.noiseKinds, c.kind)!,
    outside:
      'preset' in c.level
        ? fill(estimatorWords.form.preset, {
            preset: label(data.outdoorPresets, c.level.preset)!,
            level: outdoor,
          })
        : outdoor,
    window: label(data.existingWindows, c.window)!,
    glass: c.lined
      ? fill(estimatorWords.form.linedGlass, { glass: label(data.glasses, c.glass)! })
      : label(data.glasses, c.glass)!,
    gap: c.gapMm,
    indoor: indoorLabel(result.indoorWith),
    improvement: dbRangeLabel(result.improvement),
  });
}
