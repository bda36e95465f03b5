import { fill } from '../templates.ts';
import { estimatorData as data } from '../../content/estimator/data.ts';
import { estimatorWords } from '../../content/estimator/words.ts';
import type { RoomSize } from './estimate.ts';

const words = estimatorWords.form;

/** The room's three figures a visitor may type, each with its message for a bad entry (limits in `room.limits`). */
export const roomFields = [
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

export type RoomFieldName = (typeof roomFields)[number]['name'] | 'events' | 'gap';
export type Checked = { ok: true; value: number } | { ok: false; message: string };

/** A typed figure: digits with at most two decimals (a comma counts as the point), within `min` to `max`. */
function checkNumber(input: string, min: number, max: number, message: string, whole = false): Checked {
  const text = input.trim().replace(',', '.');
  const pattern = whole ? /^\d{1,4}$/ : /^\d{1,4}(\.\d{1,2})?$/;
  const value = Number(text);
  if (!pattern.test(text) || value < min || value > max) return { ok: false, message };
  return { ok: true, value };
}

/** One of the room's figures, as typed, against its limits. */
export function checkRoomField(field: (typeof roomFields)[number], input: string): Checked {
  const { min, max } = data.room.limits[field.key];
  return checkNumber(input, min, max, fill(field.invalid, { min, max }));
}

/** The number of trains or flights a night: a whole number from 1 to the content's most. */
export function checkEvents(input: string): Checked {
  const max = data.room.events.maxPerNight;
  return checkNumber(input, 1, max, fill(words.invalidEvents, { max }), true);
}

/** A figure as a form shows it: "1.5", "30". */
export const figure = (value: number) => String(Math.round(value * 100) / 100);
