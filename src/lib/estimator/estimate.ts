import { fill, fillParts } from '../templates.ts';
import type { GlazingModel, Performance } from '../acoustics/glazing.ts';

/** A range of levels, dB: the lower first. */
export type DbRange = { min: number; max: number };

export type NoiseKindId = string;

/** What the visitor chose: the noise, how loud it is outside (a preset or a typed level), the window and the glazing. */
export interface EstimatorConfig {
  kind: NoiseKindId;
  level: { preset: string } | { db: number };
  window: string;
  glass: string;
  gapMm: number;
  /** The cavity's reveals lined with absorbent: a range, from the bare cavity to the most linings were measured to add. */
  lined?: boolean;
  /** The room behind the window (`room.rooms`), the first (a bedroom) when not given. */
  room?: string;
  /** The visitor's own room size, when it is not the room's stated default. */
  roomSize?: RoomSize;
  /** Passing trains or aircraft a night, when not the content's default (`room.events.perNight`). */
  events?: number;
}

/** What sets the room's term: its volume, its window's area and its reverberation time. */
export interface RoomSize {
  volumeM3: number;
  windowM2: number;
  reverberationS: number;
}

export type GuidelineStatus = 'meets' | 'lowEndMeets' | 'meetsRelaxed' | 'partly' | 'above';

export interface Estimate {
  /** The outdoor level by day (LAeq,16h, or each event's LAmax) and at night. */
  outdoor: DbRange;
  outdoorNight: DbRange;
  /** The outdoor level of the headline's period (a bedroom's night, else the day). */
  outdoorShown: DbRange;
  /** The room's term, 10 lg(S/A), dB (BS EN 12354-3's simplified relation). */
  roomDb: number;
  /**
   * Sound insulation of today's window and of the window with secondary glazing as fitted (`field.allowanceDb` below the
   * model's laboratory rating, Rw + Ctr or Rw + C or the range between them); `labWith` the laboratory rating itself.
   */
  ratingToday: DbRange;
  ratingWith: DbRange;
  labWith: DbRange;
  /** What the façade adds to the outdoor level as given (a free-field preset), dB; 0 for a level at the façade. */
  facadeDb: number;
  indoorToday: DbRange;
  indoorWith: DbRange;
  improvement: DbRange;
  /** How loud the noise will seem, as a percentage of today (from the perception rule). */
  loudnessPercent: DbRange;
  /**
   * The guidelines for this room and kind of noise: averages (LAeq) for continuous noise, maxima (LAmax) for events;
   * each judged against its own period's outdoor level (the first also gives `indoorToday` and `indoorWith`).
   */
  guidelines: {
    id: string;
    label: string;
    /** Set for the night's average worked out from the events' number (`room.events`). */
    events?: number;
    standard: string;
    target: number;
    relaxed: number;
    period: 'day' | 'night';
    indoorWith: DbRange;
    status: GuidelineStatus;
  }[];
  /** Ctr (low-pitched noise), C (voices), or the range between them (voices and amplified music), as ISO 717-1 Annex A assigns. */
  term: 'ctr' | 'c' | 'c-to-ctr';
  /** A passing train or aircraft: the levels are maxima (LAmax). */
  event: boolean;
}

const find = <T extends { id: string }>(list: readonly T[], id: string, what: string): T => {
  const item = list.find((x) => x.id === id);
  if (!item) throw new Error(`Unknown ${what}: ${id}`);
  return item;
};

/**
 * What the estimate reads of the estimator's figures (src/content/noiseEstimator.json, checked and reshaped by
 * src/content/estimator/data.ts). estimate.ts owns this type: the figures are passed in.
 */
export interface EstimateFigures {
  noiseKinds: readonly { id: string; term: Estimate['term']; event: boolean }[];
  outdoorPresets: readonly { id: string; level: DbRange; night?: DbRange; basis: 'free-field' | 'facade' }[];
  customLevel: DbRange;
  facade: { correctionDb: number };
  field: { allowanceDb: number; uncertaintyDb: number };
  /** The air gaps the model covers, mm. */
  gap: { min: number; max: number };
  room: {
    rooms: readonly ({ id: string; label: string } & RoomSize)[];
    floorDb: number;
    events: { perNight: number; exposureAboveMaxDb: DbRange };
  };
  perception: { halvingDb: number };
  guidelines: readonly {
    id: string;
    label: string;
    standard: string;
    target: number;
    relaxed: number;
    period: 'day' | 'night';
    room: string;
    event: boolean;
  }[];
}

/** The calculator's words the estimate reads (src/content/estimator-words.json): how figures read, two messages. */
export interface EstimateWords {
  units: Record<'db' | 'dbRange' | 'dbUpTo' | 'below' | 'percent' | 'percentRange', string>;
  form: Record<'invalidGap' | 'invalidLevel', string>;
}

/**
 * The room's term of BS EN 12354-3's simplified relation, L_in = L_out - R + 10 lg(S/A): S the window's area, A the
 * room's absorption by Sabine, 0.16 V / T (m2).
 */
export function roomTerm(room: { volumeM3: number; windowM2: number; reverberationS: number }): number {
  const absorption = (0.16 * room.volumeM3) / room.reverberationS;
  return 10 * Math.log10(room.windowM2 / absorption);
}

export type GapCheck = { ok: true; gapMm: number } | { ok: false; message: string };

export type LevelCheck = { ok: true; db: number } | { ok: false; message: string };

type Term = Estimate['term'];
/** The terms a kind of noise is rated with: Ctr, C, or both (the range between them). */
const termsOf = (term: Term): ('ctr' | 'c')[] => (term === 'c-to-ctr' ? ['ctr', 'c'] : [term]);

/** Rw + Ctr for low-pitched noise, Rw + C for voices, the range between them for both (ISO 717-1 Annex A). */
const forNoise = (p: Performance, term: Term, allowance = 0): DbRange => {
  const r = termsOf(term).map((t) => p.rw + p[t] - allowance);
  return { min: Math.min(...r), max: Math.max(...r) };
};

/** A level in whole decibels, never below 0. */
const whole = (r: DbRange): DbRange => ({
  min: Math.max(0, Math.round(r.min)),
  max: Math.max(0, Math.round(r.max)),
});

function guidelineStatus(level: DbRange, target: number, relaxed: number): GuidelineStatus {
  if (level.max <= target) return 'meets';
  // Within the relaxed limit throughout: the low end may still meet the target itself.
  if (level.max <= relaxed) return level.min <= target ? 'lowEndMeets' : 'meetsRelaxed';
  if (level.min <= relaxed) return 'partly';
  return 'above';
}

/**
 * The estimate from the figures and words given (src/content/estimator/index.ts binds it to the business's) and
 * the glazing model rating the windows.
 */
export function estimatorModel(
  data: EstimateFigures,
  estimatorWords: EstimateWords,
  { windowPerformance }: Pick<GlazingModel, 'windowPerformance'>,
) {
  const { units } = estimatorWords;

  /** The outdoor level by day; at night, the preset's night level where its source gives one. A typed level is both. */
  function outdoorLevel(level: EstimatorConfig['level'], period: 'day' | 'night' = 'day'): DbRange {
    if ('db' in level) return { min: level.db, max: level.db };
    const preset = find(data.outdoorPresets, level.preset, 'outdoor preset');
    return period === 'night' ? (preset.night ?? preset.level) : preset.level;
  }

  /**
   * What the façade adds to a level as given: its reflection for a free-field preset, nothing for a level at the
   * façade.
   */
  function facadeCorrection(level: EstimatorConfig['level']): number {
    if ('db' in level) return 0;
    const preset = find(data.outdoorPresets, level.preset, 'outdoor preset');
    return preset.basis === 'free-field' ? data.facade.correctionDb : 0;
  }

  /** The level at the façade, 1 m in front of the window, that the room relation takes. */
  function facadeLevel(level: EstimatorConfig['level'], period: 'day' | 'night' = 'day'): DbRange {
    const r = outdoorLevel(level, period);
    const add = facadeCorrection(level);
    return { min: r.min + add, max: r.max + add };
  }

  /** The room behind the window: the one named, or the first (a bedroom). */
  const roomOf = (id?: string) => data.room.rooms.find((r) => r.id === id) ?? data.room.rooms[0]!;

  /** The room a configuration describes: its kind's stated size, or the visitor's own. */
  const roomFor = (config: Pick<EstimatorConfig, 'room' | 'roomSize'>) => ({
    ...roomOf(config.room),
    ...config.roomSize,
  });

  /** Whether the events' number counts: a passing train or aircraft, into a room with a night average to meet. */
  function eventsApply(config: Pick<EstimatorConfig, 'kind' | 'room'>): boolean {
    const room = roomOf(config.room).id;
    const kind = data.noiseKinds.find((k) => k.id === config.kind);
    return !!kind?.event && data.guidelines.some((g) => g.room === room && !g.event && g.period === 'night');
  }

  /** The seconds in the night of BS 8233's LAeq,8h (23:00 to 07:00). */
  const nightSeconds = 8 * 3600;

  /**
   * The night's average from N events of a given maximum: LAeq,8h = SEL + 10 lg N - 10 lg 28800, each event's SEL the
   * content's range above its LAmax (`room.events`, WHO 2009 section 1.3.4.2).
   */
  function eventsAverage(maximum: { min: number; max: number }, count: number) {
    const shift = 10 * Math.log10(count / nightSeconds);
    const { exposureAboveMaxDb: sel } = data.room.events;
    return { min: maximum.min + sel.min + shift, max: maximum.max + sel.max + shift };
  }

  const invalidGapMessage = fill(estimatorWords.form.invalidGap, data.gap);

  /** A typed air gap: a whole number of millimetres within the range the model covers (`gap`), else its message. */
  function checkGap(input: string): GapCheck {
    const text = input.trim();
    const value = Number(text);
    if (!/^\d{1,3}$/.test(text) || value < data.gap.min || value > data.gap.max)
      return { ok: false, message: invalidGapMessage };
    return { ok: true, gapMm: value };
  }

  /**
   * The model's ratings of today's window and of the window with secondary glazing; with lined reveals, also the most
   * the linings can add (Sharp's absorbent-cavity line).
   */
  function windowRatings(windowId: string, glassId: string, gapMm: number, lined = false) {
    const withSecondary = windowPerformance(windowId, glassId, gapMm);
    return {
      today: windowPerformance(windowId),
      withSecondary,
      withLining: lined ? windowPerformance(windowId, glassId, gapMm, true) : withSecondary,
    };
  }

  /**
   * The level indoors before rounding: outdoors less the rating, plus the room's term, widened by the model's stated
   * uncertainty either side (`field.uncertaintyDb`).
   */
  const indoorExact = (outdoor: DbRange, rating: DbRange, roomDb: number): DbRange => ({
    min: outdoor.min - rating.max + roomDb - data.field.uncertaintyDb,
    max: outdoor.max - rating.min + roomDb + data.field.uncertaintyDb,
  });
  const indoor = (outdoor: DbRange, rating: DbRange, roomDb: number) =>
    whole(indoorExact(outdoor, rating, roomDb));

  /** Each 10 dB less sounds about half as loud: the share of today's loudness left. */
  function loudnessPercent(improvementDb: DbRange): DbRange {
    const share = (d: number) => Math.round(100 * 2 ** (-d / data.perception.halvingDb));
    return { min: share(improvementDb.max), max: share(improvementDb.min) };
  }

  function estimate(config: EstimatorConfig): Estimate {
    const kind = find(data.noiseKinds, config.kind, 'noise kind');
    const outdoor = facadeLevel(config.level);
    const { today, withSecondary, withLining } = windowRatings(
      config.window,
      config.glass,
      config.gapMm,
      config.lined,
    );
    // Both windows as fitted: the field allowance below each laboratory rating.
    const allowance = data.field.allowanceDb;
    const ratingToday = forNoise(today, kind.term, allowance);
    const ratingWith = {
      min: forNoise(withSecondary, kind.term, allowance).min,
      max: forNoise(withLining, kind.term, allowance).max,
    };
    const labWith = { min: ratingWith.min + allowance, max: ratingWith.max + allowance };
    // Term by term (the same noise through both windows), from the bare cavity to the lined one.
    const gains = termsOf(kind.term).flatMap((t) => [
      withSecondary.rw + withSecondary[t] - (today.rw + today[t]),
      withLining.rw + withLining[t] - (today.rw + today[t]),
    ]);
    const improvement = { min: Math.min(...gains), max: Math.max(...gains) };
    const room = roomFor(config);
    const roomDb = roomTerm(room);
    const judged = (g: (typeof data.guidelines)[number], indoorWith: DbRange, events?: number) => ({
      id: g.id,
      label: g.label,
      standard: g.standard,
      target: g.target,
      relaxed: g.relaxed,
      period: g.period,
      ...(events ? { events } : {}),
      indoorWith,
      status: guidelineStatus(indoorWith, g.target, g.relaxed),
    });
    const forRoom = data.guidelines.filter((g) => g.room === room.id);
    const count = config.events ?? data.room.events.perNight;
    const guidelines = [
      ...forRoom
        .filter((g) => g.event === kind.event)
        .map((g) => judged(g, indoor(facadeLevel(config.level, g.period), ratingWith, roomDb))),
      // Events also add up to the night's average: each room's night average judged by their number.
      ...(kind.event ? forRoom.filter((g) => !g.event && g.period === 'night') : []).map((g) =>
        judged(
          g,
          whole(eventsAverage(indoorExact(facadeLevel(config.level, 'night'), ratingWith, roomDb), count)),
          count,
        ),
      ),
    ];
    // The headline is the room's first guideline's period (a bedroom's night), else the day.
    const period = guidelines[0]?.period ?? 'day';
    const headline = facadeLevel(config.level, period);
    return {
      outdoor,
      outdoorNight: facadeLevel(config.level, 'night'),
      outdoorShown: headline,
      roomDb,
      ratingToday,
      ratingWith,
      labWith,
      facadeDb: facadeCorrection(config.level),
      indoorToday: indoor(headline, ratingToday, roomDb),
      indoorWith: indoor(headline, ratingWith, roomDb),
      improvement,
      loudnessPercent: loudnessPercent(improvement),
      guidelines,
      term: kind.term,
      event: kind.event,
    };
  }

  /**
   * "68–70 dB", "90 dB" when both ends agree, "up to 24 dB" when the low end is under the floor (no room is silent),
   * "below 20 dB" when the whole range is (a home's own sounds dominate there). `floor` 0 for differences.
   */
  function dbRangeLabel(r: DbRange, floor = 0): string {
    if (r.max < floor) return fill(units.below, { db: floor });
    if (r.min === r.max) return fill(units.db, { db: r.min });
    return r.min <= floor ? fill(units.dbUpTo, { max: r.max }) : fill(units.dbRange, r);
  }

  /** The same label in pieces for a page's text: "up to" as the content has it, apart from the figure. */
  function dbRangeParts(r: DbRange, floor = 0): (string | number)[] {
    if (r.max >= floor && r.min !== r.max && r.min <= floor) return fillParts(units.dbUpTo, { max: r.max });
    return [dbRangeLabel(r, floor)];
  }

  /** An indoor level's label: anything under the content's floor (20 dB) reads "below 20 dB". */
  const indoorLabel = (r: DbRange) => dbRangeLabel(r, data.room.floorDb);
  const indoorParts = (r: DbRange) => dbRangeParts(r, data.room.floorDb);

  /** "about 20–25%" of today's loudness, or "about 25%" when both ends agree. */
  function percentLabel(p: DbRange): string {
    return p.min === p.max ? fill(units.percent, { percent: p.min }) : fill(units.percentRange, p);
  }

  const invalidLevelMessage = fill(estimatorWords.form.invalidLevel, data.customLevel);

  /** A typed outdoor level: a whole number within the range the estimator supports. */
  function checkLevel(input: string): LevelCheck {
    const text = input.trim();
    if (!/^\d{1,3}$/.test(text)) return { ok: false, message: invalidLevelMessage };
    const value = Number(text);
    if (value < data.customLevel.min || value > data.customLevel.max)
      return { ok: false, message: invalidLevelMessage };
    return { ok: true, db: value };
  }

  return {
    outdoorLevel,
    roomOf,
    roomFor,
    eventsApply,
    eventsAverage,
    checkGap,
    windowRatings,
    loudnessPercent,
    estimate,
    dbRangeLabel,
    dbRangeParts,
    indoorLabel,
    indoorParts,
    percentLabel,
    invalidLevelMessage,
    checkLevel,
  };
}

export type EstimatorModel = ReturnType<typeof estimatorModel>;
