import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dateSlots,
  describeSlot,
  isOpenSlot,
  matchSlot,
  maxSlots,
  openParts,
  parseSlot,
  slotDays,
  slotProblem,
  weekdays,
  weekdaySlots,
  type Opening,
} from '../../src/lib/leads/surveySlots.ts';
import { slotFields, slotMessages, surveySchema } from '../../src/lib/leads/schemas.ts';
import { chosenSlots } from '../../src/lib/leads/surveyConfirmation.ts';
import { formWords } from '../../src/content/forms.ts';
import { contactContent } from '../../src/content/contact.ts';
import { site } from '../../src/config/site.ts';
import { fill } from '../../src/lib/templates.ts';

// Opening hours of a made-up firm (test input), so the rules are tested apart from the business's own hours.
const hours: Opening[] = [
  { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' },
  { days: ['Saturday'], opens: '09:00', closes: '11:30' },
  { days: ['Sunday'], opens: '13:00', closes: '16:00' },
];
const words = formWords.survey.slots;
const dayOf = (code: string) => parseSlot(code)!.weekday;

describe('open parts of a day', () => {
  it('splits the opening hours at midday: a morning before, an afternoon after, none outside them', () => {
    expect(openParts(hours, 'Tuesday')).toEqual([
      { part: 'morning', from: '08:00', to: '12:00' },
      { part: 'afternoon', from: '12:00', to: '18:00' },
    ]);
    expect(openParts(hours, 'Saturday')).toEqual([{ part: 'morning', from: '09:00', to: '11:30' }]);
    expect(openParts(hours, 'Sunday')).toEqual([{ part: 'afternoon', from: '13:00', to: '16:00' }]);
    expect(openParts(hours.slice(0, 1), 'Sunday')).toEqual([]);
  });

  it('offers weekdays without JavaScript: each open morning and afternoon, Monday first', () => {
    expect(weekdaySlots(hours)).toEqual([
      'monday morning',
      'monday afternoon',
      'tuesday morning',
      'tuesday afternoon',
      'wednesday morning',
      'wednesday afternoon',
      'thursday morning',
      'thursday afternoon',
      'friday morning',
      'friday afternoon',
      'saturday morning',
      'sunday afternoon',
    ]);
    expect(weekdaySlots(hours).every((code) => isOpenSlot(code, hours))).toBe(true);
    expect(isOpenSlot('saturday afternoon', hours)).toBe(false);
  });
});

describe('dated slots', () => {
  // Monday 23 November 2026, 10:00 in London (GMT).
  const monday10am = new Date('2026-11-23T10:00:00Z');

  it('starts after the lead time and keeps to the next 14 days and the opening hours', () => {
    const slots = dateSlots(hours, monday10am, 24);
    // Tuesday 08:00 is 22 hours away, Tuesday 12:00 is 26.
    expect(slots[0]).toBe('2026-11-24 afternoon');
    expect(slots).not.toContain('2026-11-24 morning');
    // The 14 days are 23 November to 6 December.
    expect(slots.at(-1)).toBe('2026-12-06 afternoon');
    expect(slots.every((code) => code <= '2026-12-06 z')).toBe(true);
    expect(slots.every((code) => isOpenSlot(code, hours))).toBe(true);
    expect(slots).not.toContain('2026-11-28 afternoon'); // Saturday closes at 11:30
    expect(slots).toContain('2026-11-29 afternoon'); // Sunday opens at 13:00
    expect(new Set(slots.map(dayOf)).size).toBe(7);
  });

  it('counts the lead time in hours from now, including today', () => {
    expect(dateSlots(hours, monday10am, 0)[0]).toBe('2026-11-23 afternoon');
    expect(dateSlots(hours, monday10am, 2)[0]).toBe('2026-11-23 afternoon');
    expect(dateSlots(hours, monday10am, 3)[0]).toBe('2026-11-24 morning');
    expect(dateSlots(hours, monday10am, slotDays * 24)).toEqual([]);
    expect(dateSlots(hours, monday10am, 0, 1)).toEqual(['2026-11-23 afternoon']);
  });

  it('reads the time in London, summer time included', () => {
    // 07:30 UTC on a July Friday is 08:30 in London: the morning has begun.
    const summer = new Date('2026-07-03T07:30:00Z');
    expect(dateSlots(hours, summer, 0)[0]).toBe('2026-07-03 afternoon');
    // 23:30 UTC on Friday 3 July is already Saturday in London.
    expect(dateSlots(hours, new Date('2026-07-03T23:30:00Z'), 0)[0]).toBe('2026-07-04 morning');
  });

  it('matches a weekday chosen before the script ran to the first such date on offer', () => {
    const offered = dateSlots(hours, monday10am, 24);
    expect(matchSlot('tuesday morning', offered)).toBe('2026-12-01 morning');
    expect(matchSlot('tuesday afternoon', offered)).toBe('2026-11-24 afternoon');
    expect(matchSlot('2026-11-25 morning', offered)).toBe('2026-11-25 morning');
    expect(matchSlot('2026-11-23 morning', offered)).toBeUndefined();
    expect(matchSlot('saturday afternoon', offered)).toBeUndefined();
  });

  it("offers the business's own hours after the lead time the content sets", () => {
    const slots = dateSlots(site.hours, monday10am, contactContent.surveyPage.leadTimeHours);
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((code) => isOpenSlot(code, site.hours))).toBe(true);
  });
});

describe('what a slot means: open, not past, not too far ahead', () => {
  // Monday 23 November 2026, 10:00 in London (GMT).
  const monday10am = new Date('2026-11-23T10:00:00Z');

  it('refuses a day or a part of a day the business is closed', () => {
    expect(slotProblem('saturday afternoon', hours, monday10am)).toBe('closed');
    expect(slotProblem('sunday morning', hours, monday10am)).toBe('closed');
    expect(slotProblem('sunday afternoon', hours.slice(0, 1), monday10am)).toBe('closed');
    expect(slotProblem('2026-11-29 morning', hours, monday10am)).toBe('closed');
    expect(slotProblem('sunday afternoon', hours, monday10am)).toBeUndefined();
  });

  it('refuses a time already over, in London time', () => {
    expect(slotProblem('1999-01-04 afternoon', hours, monday10am)).toBe('past');
    expect(slotProblem('2026-11-20 morning', hours, monday10am)).toBe('past');
    expect(slotProblem('2026-11-23 morning', hours, monday10am)).toBeUndefined();
    expect(slotProblem('2026-11-23 morning', hours, new Date('2026-11-23T12:00:00Z'))).toBe('past');
    expect(slotProblem('2026-11-23 afternoon', hours, new Date('2026-11-23T12:00:00Z'))).toBeUndefined();
  });

  it(`refuses a date beyond the ${slotDays} days on offer`, () => {
    const offered = dateSlots(hours, monday10am, 0);
    expect(offered.every((code) => slotProblem(code, hours, monday10am) === undefined)).toBe(true);
    expect(slotProblem('2026-12-06 afternoon', hours, monday10am)).toBeUndefined();
    expect(slotProblem('2026-12-07 morning', hours, monday10am)).toBe('too far');
    expect(slotProblem('2030-01-07 morning', hours, monday10am)).toBe('too far');
  });
});

describe('slot names', () => {
  it('names a date or any such weekday, its part of the day and its hours', () => {
    expect(describeSlot('2026-11-24 morning', hours, words)).toBe(
      fill(words.slot, { day: 'Tuesday 24 November', part: words.parts.morning, times: '8am–12pm' }),
    );
    expect(describeSlot('saturday morning', hours, words)).toBe(
      fill(words.slot, {
        day: fill(words.anyDay, { day: 'Saturday' }),
        part: words.parts.morning,
        times: '9am–11:30am',
      }),
    );
    expect(describeSlot('nonsense', hours, words)).toBe('nonsense');
  });

  it('names the year of a date in another year than this one', () => {
    const lateDecember = new Date('2026-12-28T10:00:00Z');
    expect(describeSlot('2027-01-04 morning', hours, words, lateDecember)).toBe(
      fill(words.slot, { day: 'Monday 4 January 2027', part: words.parts.morning, times: '8am–12pm' }),
    );
    expect(describeSlot('2026-12-29 morning', hours, words, lateDecember)).toBe(
      fill(words.slot, { day: 'Tuesday 29 December', part: words.parts.morning, times: '8am–12pm' }),
    );
  });

  it('reads only real dates and known parts', () => {
    expect(parseSlot('2026-02-29 morning')).toBeUndefined();
    expect(parseSlot('2028-02-29 morning')).toEqual({
      date: '2028-02-29',
      weekday: 'Tuesday',
      part: 'morning',
    });
    expect(parseSlot('tuesday evening')).toBeUndefined();
  });
});

describe('the survey request schema (shared with the local inbox)', () => {
  afterEach(() => vi.useRealTimers());
  const request = {
    name: 'Ann Lee',
    phone: '020 7946 0007',
    postcode: 'SW3 4AB',
    slot_1: '2026-11-24 afternoon',
    slot_2: 'friday morning',
    slot_3: '',
    notes: '',
  };

  it('takes at most three times: the first required, each different', () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z'), toFake: ['Date'] });
    expect(slotFields).toHaveLength(maxSlots);
    expect(maxSlots).toBe(3);
    expect(surveySchema.safeParse(request).success).toBe(true);
    const issues = (values: object) =>
      surveySchema.safeParse(values).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ ...request, slot_1: '' })).toEqual([
      ['slot_1', 'Please choose at least one preferred time'],
    ]);
    expect(issues({ ...request, slot_3: 'friday morning' })).toEqual([
      ['slot_3', 'Please choose a different time for each choice'],
    ]);
    expect(issues({ ...request, slot_4: 'monday morning' })).toEqual([
      ['', "Unknown field slot_4: add it to the form's schema in src/lib/leads/schemas.ts"],
    ]);
  });

  it("refuses a time the business's own hours close, one already over, and one too far ahead, saying which", () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z'), toFake: ['Date'] });
    const closedDay = weekdays.find((day) => openParts(site.hours, day).length === 0)!;
    const problem = (slot_2: string) =>
      surveySchema.safeParse({ ...request, slot_2 }).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(problem(`${closedDay.toLowerCase()} morning`)).toEqual([['slot_2', slotMessages.closed]]);
    expect(problem('1999-01-04 afternoon')).toEqual([['slot_2', slotMessages.past]]);
    expect(problem('2030-01-07 afternoon')).toEqual([['slot_2', slotMessages['too far']]]);
    expect(slotMessages['too far']).toContain(`${slotDays} days`);
  });

  it('confirms the chosen times by name, in order', () => {
    expect(chosenSlots(request, hours, words)).toEqual([
      describeSlot('2026-11-24 afternoon', hours, words),
      describeSlot('friday morning', hours, words),
    ]);
  });
});
