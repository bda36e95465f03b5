import { BANDS_HZ } from './rating.ts';

/**
 * Sound reduction index per third-octave band of glazing: one continuous two-leaf model for every cavity, from a
 * 6 mm sealed unit to a 200 mm secondary system, after Sharp's prediction method (B. H. Sharp, Noise Control
 * Engineering 11(2), 1978, as set out in Bies, Hansen & Howard, Engineering Noise Control, ch. 7):
 *
 * - each pane: the field-incidence mass law, its own coincidence dip, damped by its interlayer's loss factor;
 * - two leaves: the mass law of their total mass, through the mass-air-mass resonance as a damped oscillator (the
 *   dip's depth is set by the cavity's damping), up to Sharp's line for leaves apart, R1 + R2 + 20 lg(f d) - 29
 *   (each leaf's own R, coincidence included), less what an unlined cavity loses against Sharp's absorbent one;
 * - two leaves also pass sound through what joins them (the frames, the reveals, the edges of a sealed unit): a path
 *   that follows the mass law of their total mass, `coupling` dB above it, in parallel with the air path;
 * - the whole window: a flanking ceiling (frame, seals, edges) in parallel with the glass.
 *
 * The constants are passed in (the site's figures live in src/content/noiseEstimator.json, each with its source and
 * whether it was fitted, chosen or assumed: docs/acoustic-model.md). This module imports nothing from content.
 */
export interface ModelConstants {
  air: { density: number; speedOfSound: number };
  glass: { density: number; youngsModulus: number; poissonRatio: number };
  /** The mass law's constant (47 dB for field incidence) and the factor in the resonance frequency (1.8). */
  sharp: { massLawConstant: number; resonanceFactor: number };
  /** Loss factor of a pane by its interlayer: it sets the depth of the coincidence dip. */
  lossFactor: { none: number; pvb: number; acousticPvb: number };
  /**
   * A pane's bending stiffness as a share of a monolithic pane of its glass thickness, by interlayer: an interlayer
   * couples its plies less than solid glass would, which moves the coincidence dip up (1 for plain glass).
   */
  stiffness: { none: number; pvb: number; acousticPvb: number };
  /**
   * The path through what joins two leaves (frames, reveals, a unit's edge seal): the mass law of their total mass,
   * `atReferenceDb` above it at the cavity's reference gap and `perDoublingDb` more per doubling of the gap.
   */
  coupling: { atReferenceDb: number; perDoublingDb: number };
  /**
   * What an unlined cavity reaches of Sharp's line for panes apart, which assumes an absorbent-filled cavity: the line
   * is lowered by `lossAtReferenceDb` at `referenceGapMm`, by `lossFallPerDoublingDb` less per doubling of the gap,
   * never by less than `leastLossDb`; absorbent on the reveals takes back `liningGainDb` at most. The mass-air-mass
   * resonance's loss factor is `resonanceDamping`, plus `dampingPerDoubling` per doubling above the reference gap,
   * plus the leaves' own (docs/acoustic-model.md: which figures were fitted and which chosen, and why).
   */
  cavity: {
    referenceGapMm: number;
    lossAtReferenceDb: number;
    lossFallPerDoublingDb: number;
    leastLossDb: number;
    dampingPerDoubling: number;
    liningGainDb: number;
    resonanceDamping: number;
  };
  /** The most any window passes to the room besides its glass: frame, seals and reveals, in dB. */
  flanking: { ceilingDb: number };
  /** Open area of a leaky sash as a share of the window. */
  leak: { openShare: number };
}

export type Interlayer = keyof ModelConstants['lossFactor'];
export interface Pane {
  glassMm: number;
  interlayer: Interlayer;
}

/**
 * A window as leaves and cavities: one pane, a sealed unit, or either with a secondary pane behind it (`lined`: the
 * cavity's reveals lined with absorbent).
 */
export type BuildUp =
  | { kind: 'pane'; pane: Pane; leaky?: boolean }
  | { kind: 'double'; outer: BuildUp; inner: Pane; cavityMm: number; lined?: boolean };

export type Spectrum = number[];

const lg = Math.log10;

/** Surface mass, kg/m2 (the interlayer's own mass is left out: under 1 kg/m2, and leaving it out errs low). */
export const surfaceMass = (k: ModelConstants, pane: Pane) => (k.glass.density * pane.glassMm) / 1000;

/** Coincidence (critical) frequency of the pane, bending stiffness of its whole glass thickness. */
export function criticalFrequency(k: ModelConstants, pane: Pane): number {
  const h = pane.glassMm / 1000;
  const stiffness =
    (k.stiffness[pane.interlayer] * k.glass.youngsModulus * h ** 3) / (12 * (1 - k.glass.poissonRatio ** 2));
  return (k.air.speedOfSound ** 2 / (2 * Math.PI)) * Math.sqrt(surfaceMass(k, pane) / stiffness);
}

const massLaw = (k: ModelConstants, mass: number, f: number) => 20 * lg(mass * f) - k.sharp.massLawConstant;

/** One pane: mass law below half the critical frequency, Sharp's damping-controlled line above it, joined between. */
export function paneBand(k: ModelConstants, pane: Pane, f: number): number {
  const m = surfaceMass(k, pane);
  const fc = criticalFrequency(k, pane);
  const eta = k.lossFactor[pane.interlayer];
  const above = (x: number) => massLaw(k, m, x) + 10 * lg((2 * eta * x) / (Math.PI * fc));
  if (f < fc / 2) return massLaw(k, m, f);
  if (f >= fc) return above(f);
  const low = massLaw(k, m, fc / 2);
  return low + ((above(fc) - low) * lg(f / (fc / 2))) / lg(2);
}

/** A leak in parallel with the glass: what gets through the gaps adds to what gets through the pane. */
const withLeak = (k: ModelConstants, r: number) =>
  -10 * lg((1 - k.leak.openShare) * 10 ** (-r / 10) + k.leak.openShare);

export function totalMass(k: ModelConstants, b: BuildUp): number {
  return b.kind === 'pane' ? surfaceMass(k, b.pane) : totalMass(k, b.outer) + surfaceMass(k, b.inner);
}

/** Mass-air-mass resonance of two leaves of masses m1 and m2, d metres apart (Sharp). */
export function resonanceFrequency(k: ModelConstants, m1: number, m2: number, d: number): number {
  const { density, speedOfSound } = k.air;
  return (
    Math.sqrt((k.sharp.resonanceFactor * density * speedOfSound ** 2 * (m1 + m2)) / (m1 * m2 * d)) /
    (2 * Math.PI)
  );
}

/**
 * Sharp's cavity term for leaves d metres apart: 20 lg(f d) - 29 dB up to the cavity limit c/(2πd), where it meets
 * its ceiling (Sharp rounds the ceiling to 6 dB; its exact value, 20 lg(c/2π) - 29, keeps the line continuous).
 */
export function cavityTerm(k: ModelConstants, f: number, d: number): number {
  return Math.min(20 * lg(f * d), 20 * lg(k.air.speedOfSound / (2 * Math.PI))) - 29;
}

/**
 * What the cavity between leaves d metres apart loses against Sharp's absorbent-filled line, dB: the loss at the
 * reference gap, falling by `lossFallPerDoublingDb` per doubling of the gap but never below `leastLossDb`, less the
 * lining's gain when the reveals are lined (never below 0, Sharp's own line). A wider gap never loses more.
 */
export function cavityLoss(k: ModelConstants, d: number, lined = false): number {
  const c = k.cavity;
  const falling = c.lossAtReferenceDb - c.lossFallPerDoublingDb * Math.log2(d / (c.referenceGapMm / 1000));
  return Math.max(0, Math.max(c.leastLossDb, falling) - (lined ? c.liningGainDb : 0));
}

/** The mass-air-mass resonance's own loss factor: `resonanceDamping` at the reference gap, growing with each doubling. */
export const resonanceDamping = (k: ModelConstants, d: number) =>
  k.cavity.resonanceDamping +
  k.cavity.dampingPerDoubling * Math.max(0, Math.log2(d / (k.cavity.referenceGapMm / 1000)));

/** A leaf's loss factor: its pane's, or the most damped pane's of a build-up used as one leaf. */
const leafDamping = (k: ModelConstants, b: BuildUp): number =>
  b.kind === 'pane'
    ? k.lossFactor[b.pane.interlayer]
    : Math.max(leafDamping(k, b.outer), k.lossFactor[b.inner.interlayer]);

/** Points across a third-octave band at which a two-leaf build-up is averaged, as a measured band averages it. */
const BAND_POINTS = 7;

/**
 * The glass's sound reduction index in one band, before the window's flanking ceiling. A two-leaf build-up's
 * transmission is averaged across the band's width (its resonance dip is as wide as a measured band sees it).
 */
export function buildUpBand(k: ModelConstants, b: BuildUp, f: number): number {
  if (b.kind === 'pane') {
    const r = paneBand(k, b.pane, f);
    return b.leaky ? withLeak(k, r) : r;
  }
  let tau = 0;
  for (let i = 0; i < BAND_POINTS; i++) {
    const at = f * 2 ** ((i - (BAND_POINTS - 1) / 2) / (3 * BAND_POINTS));
    tau += 10 ** (-twoLeaves(k, b, at) / 10) / BAND_POINTS;
  }
  return -10 * lg(tau);
}

/** Two leaves at one frequency: the mass-air-mass resonance below, Sharp's line for leaves apart above. */
function twoLeaves(k: ModelConstants, b: Extract<BuildUp, { kind: 'double' }>, f: number): number {
  const m1 = totalMass(k, b.outer);
  const m2 = surfaceMass(k, b.inner);
  const d = b.cavityMm / 1000;
  const f0 = resonanceFrequency(k, m1, m2, d);
  // The leaves' own damping (an acoustic interlayer's above all) damps the resonance too: their mean loss factor.
  const damping = resonanceDamping(k, d) + (leafDamping(k, b.outer) + k.lossFactor[b.inner.interlayer]) / 2;
  // Moving as one, the pair keeps its panes' coincidence dips: the total mass law less the mean of what each leaf's
  // dip costs it against its own mass law (a symmetric unit's two dips coincide; an asymmetric unit's are apart).
  const [outer, inner] = [buildUpBand(k, b.outer, f), paneBand(k, b.inner, f)];
  const deficit = (r: number, m: number) => Math.min(0, r - massLaw(k, m, f));
  const together = massLaw(k, m1 + m2, f) + (deficit(outer, m1) + deficit(inner, m2)) / 2;
  // The two leaves on the cavity's air spring: the total mass law far below f0, a dip 20 lg(1/η) deep at f0.
  const x = f / f0;
  const resonant = together + 10 * lg((1 - x * x) ** 2 + (damping * x) ** 2);
  // Apart: each leaf's own R (its coincidence dip and damping kept) plus the cavity's term, less the cavity's loss.
  const apart = outer + inner + cavityTerm(k, f, d) - cavityLoss(k, d, b.lined);
  // Whichever lets more through, never below the leaves moving as one: continuous in frequency and in gap.
  const air = Math.min(resonant, Math.max(apart, together));
  // In parallel, what the frames and edges carry from one leaf to the other.
  const joined = together + couplingGain(k, d);
  return -10 * lg(10 ** (-air / 10) + 10 ** (-joined / 10));
}

/** How far above the leaves' total mass law the path through their frames and edges lies, dB, for a gap of d metres. */
export const couplingGain = (k: ModelConstants, d: number) =>
  k.coupling.atReferenceDb + k.coupling.perDoublingDb * Math.log2(d / (k.cavity.referenceGapMm / 1000));

/** The whole window in one band: the glass in parallel with the flanking ceiling. */
export function windowBand(k: ModelConstants, b: BuildUp, f: number): number {
  return -10 * lg(10 ** (-buildUpBand(k, b, f) / 10) + 10 ** (-k.flanking.ceilingDb / 10));
}

/** The sound reduction index in each band (ISO 717-1's 100 to 3150 Hz unless other bands are asked for). */
export function spectrum(k: ModelConstants, b: BuildUp, bands: readonly number[] = BANDS_HZ): Spectrum {
  return bands.map((f) => windowBand(k, b, f));
}
