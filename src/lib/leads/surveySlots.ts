import { fill } from '../templates.ts';

// The survey request's preferred times: a morning or an afternoon within the opening hours. No file reads and no
// Vite-only features: the survey island, the page and the local inbox (server/inbox.ts) all use it.

export const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type Weekday = (typeof weekdays)[number];
export const dayParts = ['morning', 'afternoon'] as const;
export type DayPart = (typeof dayParts)[number];

/** Opening hours as src/config/business.json gives them (`08:00`-`18:00` on the days listed). */
export interface Opening {
  days: readonly Weekday[];
  opens: string;
  closes: string;
}

/** The most times a visitor may offer, and how many days ahead they may choose from (today included). */
export const maxSlots = 3;
export const slotDays = 14;
/** Where a morning ends and an afternoon begins. */
const midday = '12:00';

/**
 * A slot as the form sends it: `2026-11-25 morning` (a date, offered when the page's script knows today), or
 * `tuesday morning` (any Tuesday: what the page offers without JavaScript, since a static page cannot know the date).
 */
export const slotPattern =
  /^(?:(\d{4})-(\d{2})-(\d{2})|(sunday|monday|tuesday|wednesday|thursday|friday|saturday)) (morning|afternoon)$/;

export interface Slot {
  /** `2026-11-25`, or undefined for "any such weekday". */
  date?: string;
  weekday: Weekday;
  part: DayPart;
}

const dayMs = 86_400_000;
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const isoDate = (utcMs: number) => new Date(utcMs).toISOString().slice(0, 10);

/** A slot code read back, or undefined when it is not one (a date that does not exist included). */
export function parseSlot(code: string): Slot | undefined {
  const match = slotPattern.exec(code);
  if (!match) return undefined;
  const [, y, m, d, day, part] = match;
  if (day) return { weekday: (day[0]!.toUpperCase() + day.slice(1)) as Weekday, part: part as DayPart };
  const ms = Date.UTC(Number(y), Number(m) - 1, Number(d));
  if (isoDate(ms) !== `${y}-${m}-${d}`) return undefined;
  return { date: `${y}-${m}-${d}`, weekday: weekdays[new Date(ms).getUTCDay()]!, part: part as DayPart };
}

/** The parts of a weekday the business is open, with their times: a morning up to midday, an afternoon after it. */
export function openParts(hours: readonly Opening[], weekday: Weekday) {
  const opening = hours.find((h) => h.days.includes(weekday));
  if (!opening) return [];
  const parts: { part: DayPart; from: string; to: string }[] = [];
  if (opening.opens < midday)
    parts.push({ part: 'morning', from: opening.opens, to: opening.closes < midday ? opening.closes : midday });
  if (opening.closes > midday)
    parts.push({ part: 'afternoon', from: opening.opens > midday ? opening.opens : midday, to: opening.closes });
  return parts;
}

/** Whether a code names a part of a day the business is open. */
export function isOpenSlot(code: string, hours: readonly Opening[]): boolean {
  const slot = parseSlot(code);
  return !!slot && openParts(hours, slot.weekday).some((p) => p.part === slot.part);
}

/** Without JavaScript: every open weekday's morning and afternoon, Monday first ("any Tuesday morning"). */
export function weekdaySlots(hours: readonly Opening[]): string[] {
  return [...weekdays.slice(1), weekdays[0]].flatMap((day) =>
    openParts(hours, day).map(({ part }) => `${day.toLowerCase()} ${part}`),
  );
}

/** The London wall-clock time of an instant, as milliseconds of the same reading in UTC. */
function londonClock(now: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((p) => [p.type, Number(p.value)]),
  );
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
}

/**
 * The dated slots a visitor may choose from `now`: the open mornings and afternoons of the next `days` days (today
 * first), each starting at least `leadTimeHours` after now, in London time. Notice is counted on the wall clock, as
 * a person reads "24 hours' notice" (across a clock change it may be an hour more or less).
 */
export function dateSlots(
  hours: readonly Opening[],
  now: Date,
  leadTimeHours: number,
  days = slotDays,
): string[] {
  const clock = londonClock(now);
  const today = clock - (clock % dayMs);
  const earliest = clock + leadTimeHours * 3_600_000;
  const slots: string[] = [];
  for (let i = 0; i < days; i++) {
    const day = today + i * dayMs;
    const weekday = weekdays[new Date(day).getUTCDay()]!;
    for (const { part, from } of openParts(hours, weekday))
      if (day + minutes(from) * 60_000 >= earliest) slots.push(`${isoDate(day)} ${part}`);
  }
  return slots;
}

/** Why a visitor may not book a slot: the business is closed then, it is over, or it is beyond the days on offer. */
export type SlotProblem = 'closed' | 'past' | 'too far';

/**
 * What keeps a slot from being booked at `now` (London time), or undefined when it can be: a part of a day the
 * business is closed, a dated part already over, or a date beyond the `days` on offer (today first). The notice the
 * page asks for is not enforced here: a page left open may be sent after it, and the team confirms each time by phone.
 */
export function slotProblem(
  code: string,
  hours: readonly Opening[],
  now: Date,
  days = slotDays,
): SlotProblem | undefined {
  const slot = parseSlot(code);
  const times = slot && openParts(hours, slot.weekday).find((p) => p.part === slot.part);
  if (!slot || !times) return 'closed';
  if (!slot.date) return undefined;
  const clock = londonClock(now);
  const today = clock - (clock % dayMs);
  const day = Date.parse(`${slot.date}T00:00:00Z`);
  if (day + minutes(times.to) * 60_000 <= clock) return 'past';
  if (day >= today + days * dayMs) return 'too far';
  return undefined;
}

/**
 * A weekday choice made before the page's script ran, as the first dated slot on offer that matches it (a dated
 * choice is kept if it is on offer); undefined when nothing matches.
 */
export function matchSlot(code: string, offered: readonly string[]): string | undefined {
  if (offered.includes(code)) return code;
  const slot = parseSlot(code);
  if (!slot || slot.date) return undefined;
  return offered.find((o) => {
    const candidate = parseSlot(o);
    return candidate?.weekday === slot.weekday && candidate.part === slot.part;
  });
}

/** The words a slot is named with (forms.yaml `survey.slots`). */
export interface SlotWords {
  /** `{day}, {part} ({times})` */
  slot: string;
  /** `Any {day}` */
  anyDay: string;
  parts: Record<DayPart, string>;
}

/** `8:00` → `8am`, `13:30` → `1:30pm`. */
function clockLabel(time: string): string {
  const total = minutes(time);
  const hour = Math.floor(total / 60);
  const minute = total % 60;
  const twelve = hour % 12 || 12;
  return `${twelve}${minute ? `:${String(minute).padStart(2, '0')}` : ''}${hour < 12 ? 'am' : 'pm'}`;
}

const dateLabel = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/**
 * A slot as the visitor and the team read it: "Tuesday 25 November, morning (8am–12pm)", with the year when it is not
 * this year in London ("Monday 4 January 2027"); the code if unknown.
 */
export function describeSlot(code: string, hours: readonly Opening[], words: SlotWords, now = new Date()): string {
  const slot = parseSlot(code);
  const times = slot && openParts(hours, slot.weekday).find((p) => p.part === slot.part);
  if (!slot || !times) return code;
  const year = slot.date?.slice(0, 4);
  const thisYear = String(new Date(londonClock(now)).getUTCFullYear());
  const day = slot.date
    ? `${dateLabel.format(new Date(`${slot.date}T00:00:00Z`))}${year === thisYear ? '' : ` ${year}`}`
    : fill(words.anyDay, { day: slot.weekday });
  return fill(words.slot, {
    day,
    part: words.parts[slot.part],
    times: `${clockLabel(times.from)}–${clockLabel(times.to)}`,
  });
}
