import { fill } from '../templates.ts';
import type { EstimatorConfig, EstimatorModel, RoomSize } from './estimate.ts';
import type { RoomInputs } from './roomInput.ts';

type Labelled = { id: string; label: string };

/**
 * What the configuration reads of the estimator's figures (src/content/noiseEstimator.json): each list's ids and
 * labels, and the air gaps the model covers. config.ts owns this type: the figures are passed in.
 */
export interface ConfigFigures {
  noiseKinds: readonly Labelled[];
  outdoorPresets: readonly Labelled[];
  existingWindows: readonly Labelled[];
  glasses: readonly Labelled[];
  room: { rooms: readonly Labelled[] };
  gap: { min: number; max: number };
}

/** The calculator's words the enquiry's line reads (src/content/estimator-words.json). */
export interface ConfigWords {
  enquiry: string;
  form: Record<'preset' | 'linedGlass', string>;
}

const label = (list: readonly Labelled[], id: string) => list.find((x) => x.id === id)?.label;

/** Marks a configuration whose reveals are lined with absorbent: `road.busy-road.single.4.150.lined`. */
const linedToken = 'lined';

/** The visitor's own room as one token, `room-30-1_5-0_5` (volume, window, reverberation; `_` for the point). */
const sizeToken = (r: RoomSize) =>
  ['room', r.volumeM3, r.windowM2, r.reverberationS].map((x) => String(x).replace('.', '_')).join('-');
const sizePattern = /^room-(\d{1,4}(?:_\d{1,2})?)-(\d{1,4}(?:_\d{1,2})?)-(\d{1,4}(?:_\d{1,2})?)$/;

/** The events' number as a token, `12-events`. */
const eventsToken = (n: number) => `${n}-events`;

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
    ...(c.roomSize ? [sizeToken(c.roomSize)] : []),
    ...(c.events ? [eventsToken(c.events)] : []),
  ].join('.');
}

/**
 * Reading a configuration back and describing it, with the figures and words given and the estimate and room fields
 * made of them (src/content/estimator/index.ts binds it to the site's).
 */
export function configCodec(
  data: ConfigFigures,
  estimatorWords: ConfigWords,
  { checkLevel, dbRangeLabel, estimate, indoorLabel, outdoorLevel }: EstimatorModel,
  { checkEvents, checkRoomField, roomFields }: RoomInputs,
) {
  /** The room's size in a token, or undefined when it is not one or a figure is out of `room.limits`. */
  function readSize(token: string): RoomSize | undefined {
    const match = sizePattern.exec(token);
    if (!match) return undefined;
    const checks = roomFields.map((f, i) => checkRoomField(f, match[i + 1]!.replace('_', '.')));
    if (!checks.every((c) => c.ok)) return undefined;
    const [volumeM3, windowM2, reverberationS] = checks.map((c) => (c.ok ? c.value : 0)) as [
      number,
      number,
      number,
    ];
    return { volumeM3, windowM2, reverberationS };
  }

  /** The events' number in a token, or undefined when it is not a valid one. */
  function readEvents(token: string): number | undefined {
    const match = /^(\d{1,4})-events$/.exec(token);
    const check = match ? checkEvents(match[1]!) : undefined;
    return check?.ok ? check.value : undefined;
  }

  /** The configuration in a query value, or undefined when any part is unknown or out of range. */
  function decodeConfig(value: string): EstimatorConfig | undefined {
    const parts = value.split('.');
    // After the gap, each optional and in this order: `lined`, a room other than the first, its size, the events'
    // number.
    const rest = parts.slice(5);
    const take = <T>(read: (token: string) => T | undefined): T | undefined => {
      const value = rest[0] === undefined ? undefined : read(rest[0]);
      if (value !== undefined) rest.shift();
      return value;
    };
    const lined = take((t) => (t === linedToken ? true : undefined)) ?? false;
    const room = take((t) => (label(data.room.rooms, t) ? t : undefined));
    const roomSize = take(readSize);
    const events = take(readEvents);
    if (parts.length < 5 || rest.length) return undefined;
    const [kind, levelToken, window, glass, gapText] = parts as [string, string, string, string, string];
    if (
      !label(data.noiseKinds, kind) ||
      !label(data.existingWindows, window) ||
      !label(data.glasses, glass)
    ) {
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
    return {
      kind,
      level,
      window,
      glass,
      gapMm,
      ...(lined ? { lined } : {}),
      ...(room ? { room } : {}),
      ...(roomSize ? { roomSize } : {}),
      ...(events ? { events } : {}),
    };
  }

  /** An estimate's query value as the enquiry's line (`describeConfig`), or undefined when it is not a valid one. */
  function describeEstimate(value: string): string | undefined {
    const config = decodeConfig(value);
    return config ? describeConfig(config) : undefined;
  }

  /** One line for the enquiry: what was chosen and the estimate it gave. */
  function describeConfig(c: EstimatorConfig): string {
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

  return { decodeConfig, describeEstimate, describeConfig };
}
