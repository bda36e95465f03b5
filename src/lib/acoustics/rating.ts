/**
 * Single-number ratings from third-octave sound reduction indices, as ISO 717-1:2020 defines them (clause 4.4 and
 * Tables 3 and 4): the weighted sound reduction index Rw, and the spectrum adaptation terms C and Ctr.
 */

/** The 16 third-octave bands ISO 717-1 rates, 100 Hz to 3150 Hz. */
export const BANDS_HZ = [
  100, 125, 160, 200, 250, 315, 400, 500, 630, 800, 1000, 1250, 1600, 2000, 2500, 3150,
] as const;

/** The wider range the street is heard in, 50 Hz to 5000 Hz (ISO 717-1 Annex B's extended range): 21 bands. */
export const WIDE_BANDS_HZ = [50, 63, 80, ...BANDS_HZ, 4000, 5000] as const;

/** ISO 717-1 Table 3: the reference curve for airborne sound (its value at 500 Hz is 52 dB). */
export const REFERENCE_CURVE = [33, 36, 39, 42, 45, 48, 51, 52, 53, 54, 55, 56, 56, 56, 56, 56] as const;

/** ISO 717-1 Table 4: spectrum No. 1 (A-weighted pink noise), for C. */
export const PINK_SPECTRUM = [
  -29, -26, -23, -21, -19, -17, -15, -13, -12, -11, -10, -9, -9, -9, -9, -9,
] as const;

/** ISO 717-1 Table 4: spectrum No. 2 (A-weighted urban traffic noise), for Ctr. */
export const TRAFFIC_SPECTRUM = [
  -20, -20, -18, -16, -15, -14, -13, -12, -11, -9, -8, -9, -10, -11, -13, -15,
] as const;

export interface Ratings {
  rw: number;
  c: number;
  ctr: number;
}

const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);

/** R rounded to 0.1 dB, as ISO 717-1 clause 4.4.1 asks before the reference curve is shifted. */
const tenth = (r: number) => Math.round(r * 10) / 10;

/**
 * Rw: the reference curve is moved in 1 dB steps towards the measured curve until the sum of unfavourable deviations
 * (measured below reference) is as large as possible but not more than 32.0 dB; Rw is then the curve's value at 500 Hz.
 */
export function weightedIndex(bands: readonly number[]): number {
  if (bands.length !== BANDS_HZ.length) throw new Error(`ISO 717-1 needs ${BANDS_HZ.length} bands`);
  return 52 + highestShift(REFERENCE_CURVE, bands.map(tenth), (below) => sum(below) <= 32.0 + 1e-9);
}

/**
 * How far a reference curve can be moved up, in whole decibels, over the bands `r` while `fits` accepts what the bands
 * fall short of it (each band's shortfall, 0 where it is above): ISO 717-1's and ASTM E413's one search. It starts
 * where no band falls short and steps up while the next step still fits (the shortfalls only grow with the shift).
 */
function highestShift(
  curve: readonly number[],
  r: readonly number[],
  fits: (shortfalls: number[]) => boolean,
): number {
  const shortfalls = (shift: number) => curve.map((ref, i) => Math.max(0, ref + shift - r[i]!));
  let shift = Math.floor(Math.min(...r.map((x, i) => x - curve[i]!)));
  while (fits(shortfalls(shift + 1))) shift += 1;
  return shift;
}

/** X_Aj = -10 lg sum 10^((L_ij - R_i)/10), ISO 717-1 clause 4.5. */
function adaptedLevel(bands: readonly number[], spectrum: readonly number[]): number {
  const sum = bands.reduce((s, r, i) => s + 10 ** ((spectrum[i]! - tenth(r)) / 10), 0);
  return -10 * Math.log10(sum);
}

/** Rw, C and Ctr in whole decibels, as a laboratory report gives them: Rw (C; Ctr). */
export function rate(bands: readonly number[]): Ratings {
  const rw = weightedIndex(bands);
  return {
    rw,
    c: Math.round(adaptedLevel(bands, PINK_SPECTRUM) - rw) + 0,
    ctr: Math.round(adaptedLevel(bands, TRAFFIC_SPECTRUM) - rw) + 0,
  };
}

/** ASTM E413's 16 third-octave bands for the sound transmission class, 125 Hz to 4000 Hz. */
export const STC_BANDS_HZ = [
  125, 160, 200, 250, 315, 400, 500, 630, 800, 1000, 1250, 1600, 2000, 2500, 3150, 4000,
] as const;

/**
 * ASTM E413's reference contour, relative to its value at 500 Hz: ISO 717-1's curve from 125 Hz, one band on (4000 Hz)
 * at the same +4 dB as the bands below it.
 */
export const STC_CONTOUR = [...REFERENCE_CURVE.slice(1).map((ref) => ref - 52), 4];

/**
 * The sound transmission class (ASTM E413), for comparing the model with tables that print an STC, not an Rw: the
 * highest contour whose deficiencies (transmission loss below it, each band's rounded to whole decibels) add up to no
 * more than 32 dB with none above 8 dB; the STC is the contour's value at 500 Hz.
 */
export function soundTransmissionClass(bands: readonly number[]): number {
  if (bands.length !== STC_BANDS_HZ.length) throw new Error(`ASTM E413 needs ${STC_BANDS_HZ.length} bands`);
  const r = bands.map((x) => Math.round(x));
  return highestShift(STC_CONTOUR, r, (short) => sum(short) <= 32 && Math.max(...short) <= 8);
}
