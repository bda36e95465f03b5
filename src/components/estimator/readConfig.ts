import { estimatorData as data } from '../../content/estimator/data.ts';
import type { EstimatorConfig, RoomSize } from '../../lib/estimator/estimate.ts';
import {
  checkGap,
  checkLevel,
  eventsApply,
  roomOf,
  checkEvents,
  checkRoomField,
  roomFields,
} from '../../content/estimator/index.ts';
import { pickOf } from '../../lib/estimator/picks.ts';
import type { RoomFieldName } from '../../lib/estimator/roomInput.ts';

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
  /** A message for each room figure or event count that is not a valid entry. */
  errors?: Partial<Record<RoomFieldName, string>>;
  /** The noise and room chosen, valid entries or not (they say whether the events' count applies). */
  choice: Pick<EstimatorConfig, 'kind' | 'room'>;
}

const known = (list: { id: string }[], value: FormDataEntryValue | null, fallback: string) =>
  typeof value === 'string' && list.some((x) => x.id === value) ? value : fallback;

/** A room other than the first (the default, a bedroom) is named in the configuration. */
const roomChoice = (value: FormDataEntryValue | null): { room?: string } => {
  const room = known(data.room.rooms, value, data.room.rooms[0]!.id);
  return room === data.room.rooms[0]!.id ? {} : { room };
};

/**
 * The room's size and the events' number as typed: a figure left as the room's default is not named in the
 * configuration (nor a count for a noise that is not an event); a bad entry gives its message instead.
 */
function readRoom(f: FormData, roomId: string | undefined, counts: boolean) {
  const errors: Partial<Record<RoomFieldName, string>> = {};
  const room = roomOf(roomId);
  let own = false;
  const size = Object.fromEntries(
    roomFields.map((field) => {
      const check = checkRoomField(field, String(f.get(field.name) ?? ''));
      if (!check.ok) errors[field.name] = check.message;
      else if (check.value !== room[field.key]) own = true;
      return [field.key, check.ok ? check.value : room[field.key]];
    }),
  ) as unknown as RoomSize;
  const count = checkEvents(String(f.get('events') ?? ''));
  if (!count.ok && counts) errors.events = count.message;
  const events = count.ok && counts && count.value !== data.room.events.perNight ? count.value : undefined;
  return {
    errors,
    extra: { ...(own ? { roomSize: size } : {}), ...(events ? { events } : {}) },
  };
}

/** The configuration the form's controls describe; a typed level that is not a valid number gives an error instead. */
export function readConfig(form: HTMLFormElement): FormReading {
  const f = new FormData(form);
  const kind = known(data.noiseKinds, f.get('kind'), defaultConfig.kind);
  const roomChosen = roomChoice(f.get('room'));
  const choice = { kind, ...roomChosen };
  const room = readRoom(f, roomChosen.room, eventsApply(choice));
  const errors = { choice, ...(Object.keys(room.errors).length ? { errors: room.errors } : {}) };
  const typed = String(f.get('db') ?? '').trim();
  const preset = String(f.get('level') ?? '');
  let level: EstimatorConfig['level'];
  if (preset === 'custom' || typed !== '') {
    const check = checkLevel(typed);
    if (!check.ok) return { levelError: check.message, ...errors };
    level = { db: check.db };
  } else {
    level =
      'preset' in defaultConfig.level
        ? { preset: known(data.outdoorPresets, preset, defaultConfig.level.preset) }
        : defaultConfig.level;
  }
  // A gap outside the range the model covers is refused with its message, never moved into range.
  const gap = checkGap(String(f.get('gap') ?? ''));
  if (!gap.ok) return { ...errors, errors: { ...room.errors, gap: gap.message } };
  if (room.errors && Object.keys(room.errors).length) return errors;
  return {
    choice,
    config: {
      kind,
      level,
      window: known(data.existingWindows, f.get('window'), defaultConfig.window),
      glass: known(data.glasses, f.get('glass'), defaultConfig.glass),
      gapMm: gap.gapMm,
      ...(f.get('lined') ? { lined: true } : {}),
      ...roomChosen,
      ...room.extra,
    },
  };
}
