import { fill } from '../templates.ts';
import type { RoomSize } from './estimate.ts';

/**
 * What the room's fields read of the estimator's figures (`room.limits` and `room.events` of
 * src/content/noiseEstimator.json). roomInput.ts owns this type: the figures are passed in.
 */
export interface RoomInputFigures {
  room: {
    limits: Record<keyof RoomSize, { min: number; max: number }>;
    events: { maxPerNight: number };
  };
}

/** The calculator's words the room's fields read (src/content/estimator-words.json): each label, hint and message. */
export interface RoomInputWords {
  form: Record<
    | 'volume'
    | 'volumeHint'
    | 'invalidVolume'
    | 'windowArea'
    | 'windowAreaHint'
    | 'invalidWindowArea'
    | 'reverberation'
    | 'reverberationHint'
    | 'invalidReverberation'
    | 'invalidEvents',
    string
  >;
}

export type Checked = { ok: true; value: number } | { ok: false; message: string };

/** A typed figure: digits with at most two decimals (a comma counts as the point), within `min` to `max`. */
function checkNumber(input: string, min: number, max: number, message: string, whole = false): Checked {
  const text = input.trim().replace(',', '.');
  const pattern = whole ? /^\d{1,4}$/ : /^\d{1,4}(\.\d{1,2})?$/;
  const value = Number(text);
  if (!pattern.test(text) || value < min || value > max) return { ok: false, message };
  return { ok: true, value };
}

/** The room's fields with the figures and words given (src/content/estimator/index.ts binds them to the site's). */
export function roomInputs(data: RoomInputFigures, estimatorWords: RoomInputWords) {
  const words = estimatorWords.form;

  /** The room's three figures a visitor may type, each with its message for a bad entry (limits in `room.limits`). */
  const roomFields = [
    {
      key: 'volumeM3',
      name: 'volume',
      label: words.volume,
      hint: words.volumeHint,
      invalid: words.invalidVolume,
    },
    {
      key: 'windowM2',
      name: 'windowArea',
      label: words.windowArea,
      hint: words.windowAreaHint,
      invalid: words.invalidWindowArea,
    },
    {
      key: 'reverberationS',
      name: 'reverberation',
      label: words.reverberation,
      hint: words.reverberationHint,
      invalid: words.invalidReverberation,
    },
  ] as const satisfies readonly {
    key: keyof RoomSize;
    name: string;
    label: string;
    hint: string;
    invalid: string;
  }[];

  /** One of the room's figures, as typed, against its limits. */
  function checkRoomField(field: (typeof roomFields)[number], input: string): Checked {
    const { min, max } = data.room.limits[field.key];
    return checkNumber(input, min, max, fill(field.invalid, { min, max }));
  }

  /** The number of trains or flights a night: a whole number from 1 to the content's most. */
  function checkEvents(input: string): Checked {
    const max = data.room.events.maxPerNight;
    return checkNumber(input, 1, max, fill(words.invalidEvents, { max }), true);
  }

  return { roomFields, checkRoomField, checkEvents };
}

export type RoomInputs = ReturnType<typeof roomInputs>;
/** One of the room's fields: its key in `RoomSize`, its name in the form, and its words. */
export type RoomField = RoomInputs['roomFields'][number];
export type RoomFieldName = RoomField['name'] | 'events' | 'gap';

/** A figure as a form shows it: "1.5", "30". */
export const figure = (value: number) => String(Math.round(value * 100) / 100);
