import { fill, fillParts } from '../templates.ts';
import { estimatorData as data, type DbRange } from './data.ts';
import { estimatorWords } from './words.ts';
import { windowPerformance, type Performance } from '../acoustics/glazing.ts';

const { units } = estimatorWords;

export type NoiseKindId = string;

/** What the visitor chose: the noise, how loud it is outside (a preset or a typed level), the window and the glazing. */
export interface EstimatorConfig {
  kind: NoiseKindId;
  level: { preset: string } | { db: number };
  window: string;
  glass: string;
  gapMm: number;
  /** The cavity's reveals lined with absorbent: the model gives a range, from none of Sharp's extra gain to all of it. */
  lined?: boolean;
}

export type GuidelineStatus = 'meets' | 'meetsRelaxed' | 'partly' | 'above';

export interface Estimate {
  outdoor: DbRange;
  /** Sound insulation (Rw or Rw + Ctr, from the model) of today's window and of the window with secondary glazing. */
  ratingToday: DbRange;
  ratingWith: DbRange;
  indoorToday: DbRange;
  indoorWith: DbRange;
  improvement: DbRange;
  /** How loud the noise will seem, as a percentage of today (from the perception rule). */
  loudnessPercent: DbRange;
  /** The guidelines for this kind of noise: averages (LAeq) for continuous noise, maxima (LAmax) for events. */
  guidelines: {
    id: string;
    label: string;
    standard: string;
    target: number;
    relaxed: number;
    status: GuidelineStatus;
  }[];
  usesCtr: boolean;
  /** A passing train or aircraft: the levels are maxima (LAmax). */
  event: boolean;
}

const find = <T extends { id: string }>(list: T[], id: string, what: string): T => {
  const item = list.find((x) => x.id === id);
  if (!item) throw new Error(`Unknown ${what}: ${id}`);
  return item;
};

export function outdoorLevel(level: EstimatorConfig['level']): DbRange {
  if ('db' in level) return { min: level.db, max: level.db };
  return find(data.outdoorPresets, level.preset, 'outdoor preset').level;
}

/** The gap the model uses: the typed gap within the range the calculator supports. */
export const clampGap = (gapMm: number) => Math.min(Math.max(gapMm, data.gap.min), data.gap.max);

/**
 * The model's ratings of today's window and of the window with secondary glazing; with lined reveals, also the most the
 * linings can add (Sharp's absorbent-cavity line).
 */
export function windowRatings(windowId: string, glassId: string, gapMm: number, lined = false) {
  const withSecondary = windowPerformance(windowId, glassId, clampGap(gapMm));
  return {
    today: windowPerformance(windowId),
    withSecondary,
    withLining: lined ? windowPerformance(windowId, glassId, clampGap(gapMm), true) : withSecondary,
  };
}

/** Rw + Ctr for low-pitched noise, Rw for voices, as a range of one value. */
const forNoise = (p: Performance, useCtr: boolean): DbRange => {
  const r = useCtr ? p.rw + p.ctr : p.rw;
  return { min: r, max: r };
};

const indoor = (outdoor: DbRange, rating: DbRange): DbRange => ({
  min: Math.max(0, outdoor.min - rating.max),
  max: Math.max(0, outdoor.max - rating.min),
});

/** Each 10 dB less sounds about half as loud: the share of today's loudness left. */
export function loudnessPercent(improvementDb: DbRange): DbRange {
  const share = (d: number) => Math.round(100 * 2 ** (-d / data.perception.halvingDb));
  return { min: share(improvementDb.max), max: share(improvementDb.min) };
}

function guidelineStatus(level: DbRange, target: number, relaxed: number): GuidelineStatus {
  if (level.max <= target) return 'meets';
  if (level.max <= relaxed) return 'meetsRelaxed';
  if (level.min <= relaxed) return 'partly';
  return 'above';
}

export function estimate(config: EstimatorConfig): Estimate {
  const kind = find(data.noiseKinds, config.kind, 'noise kind');
  const outdoor = outdoorLevel(config.level);
  const { today, withSecondary, withLining } = windowRatings(
    config.window,
    config.glass,
    config.gapMm,
    config.lined,
  );
  const ratingToday = forNoise(today, kind.useCtr);
  const ratingWith = {
    min: forNoise(withSecondary, kind.useCtr).min,
    max: forNoise(withLining, kind.useCtr).max,
  };
  const improvement = { min: ratingWith.min - ratingToday.min, max: ratingWith.max - ratingToday.min };
  const indoorWith = indoor(outdoor, ratingWith);
  return {
    outdoor,
    ratingToday,
    ratingWith,
    indoorToday: indoor(outdoor, ratingToday),
    indoorWith,
    improvement,
    loudnessPercent: loudnessPercent(improvement),
    guidelines: data.guidelines
      .filter((g) => g.event === kind.event)
      .map((g) => ({
        id: g.id,
        label: g.label,
        standard: g.standard,
        target: g.target,
        relaxed: g.relaxed,
        status: guidelineStatus(indoorWith, g.target, g.relaxed),
      })),
    usesCtr: kind.useCtr,
    event: kind.event,
  };
}

/** "68–70 dB", "90 dB" when both ends agree, "up to 21 dB" when the low end reaches 0 (no room is silent). */
export function dbRangeLabel(r: DbRange): string {
  if (r.min === r.max) return fill(units.db, { db: r.min });
  return r.min <= 0 ? fill(units.dbUpTo, { max: r.max }) : fill(units.dbRange, r);
}

/** The same label in pieces for a page's text: "up to" as the content has it, apart from the figure. */
export function dbRangeParts(r: DbRange): (string | number)[] {
  return r.min === r.max || r.min > 0 ? [dbRangeLabel(r)] : fillParts(units.dbUpTo, { max: r.max });
}

/** "about 20–25%" of today's loudness, or "about 25%" when both ends agree. */
export function percentLabel(p: DbRange): string {
  return p.min === p.max ? fill(units.percent, { percent: p.min }) : fill(units.percentRange, p);
}

export type LevelCheck = { ok: true; db: number } | { ok: false; message: string };

export const invalidLevelMessage = fill(estimatorWords.form.invalidLevel, data.customLevel);

/** A typed outdoor level: a whole number within the range the estimator supports. */
export function checkLevel(input: string): LevelCheck {
  const text = input.trim();
  if (!/^\d{1,3}$/.test(text)) return { ok: false, message: invalidLevelMessage };
  const value = Number(text);
  if (value < data.customLevel.min || value > data.customLevel.max)
    return { ok: false, message: invalidLevelMessage };
  return { ok: true, db: value };
}
