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
 * - the whole window: a flanking ceiling (frame, seals, edges) in parallel with the glass.
 *
 * Every constant comes from the content file (src/content/noiseEstimator.json), with its source.
 */
export interface ModelConstants {
  air: { density: number; speedOfSound: number };
  glass: { density: number; youngsModulus: number; poissonRatio: number };
  /** The mass law's constant (47 dB for field incidence) and the factor in the resonance frequency (1.8). */
  sharp: { massLawConstant: number; resonanceFactor: number };
  /** Loss factor of a pane by its interlayer: it sets the depth of the coincidence dip. */
  lossFactor: { none: number; pvb: number; acousticPvb: number };
  /**
   * The cavity as a small room between the leaves: its mean absorption coefficient sets how much of Sharp's gain (which
   * assumes an absorbent-filled cavity) it reaches. The glass faces absorb `glassAbsorption`; the reveals round the
   * edge, whose area grows with the gap (perimeter × gap, over the window's two glass faces: `revealPerArea`, 1/m),
   * absorb `revealAbsorption`, or `linedAbsorption` when lined, the lining's gain held to `liningGainDb` at most.
   * The same absorption damps the mass-air-mass resonance: its loss factor is `resonanceDamping` plus
   * `dampingPerAbsorption` times the mean absorption, and its dip 20 lg(1/η) deep.
   */
  cavity: {
    glassAbsorption: number;
    revealAbsorption: number;
    linedAbsorption: number;
    revealPerArea: number;
    liningGainDb: number;
    resonanceDamping: number;
    dampingPerAbsorption: number;
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
  const stiffness = (k.glass.youngsModulus * h ** 3) / (12 * (1 - k.glass.poissonRatio ** 2));
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
 * The cavity's mean absorption ᾱ (never above 1) at `d` metres, what it loses against Sharp's absorbent-filled line,
 * 10 lg(1/ᾱ), and the loss factor of its mass-air-mass resonance: unlined, or with lined reveals (their gain held to
 * the measured most).
 */
export function cavityOf(k: ModelConstants, d: number, lined = false) {
  const c = k.cavity;
  const absorption = (reveal: number) => Math.min(1, c.glassAbsorption + reveal * c.revealPerArea * d);
  const bare = absorption(c.revealAbsorption);
  const alpha = lined ? Math.min(absorption(c.linedAbsorption), bare * 10 ** (c.liningGainDb / 10)) : bare;
  return { lossDb: -10 * lg(alpha), damping: c.resonanceDamping + c.dampingPerAbsorption * alpha };
}

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
  const cavity = cavityOf(k, d, b.lined);
  // The leaves' own damping (an acoustic interlayer's above all) damps the resonance too: their mean loss factor.
  const damping = cavity.damping + (leafDamping(k, b.outer) + k.lossFactor[b.inner.interlayer]) / 2;
  const together = massLaw(k, m1 + m2, f);
  // The two leaves on the cavity's air spring: the total mass law far below f0, a dip 20 lg(1/η) deep at f0.
  const x = f / f0;
  const resonant = together + 10 * lg((1 - x * x) ** 2 + (damping * x) ** 2);
  // Apart: each leaf's own R (its coincidence dip and damping kept) plus the cavity's term, less the cavity's loss.
  const apart = buildUpBand(k, b.outer, f) + paneBand(k, b.inner, f) + cavityTerm(k, f, d) - cavity.lossDb;
  // Whichever lets more through, never below the leaves moving as one: continuous in frequency and in gap.
  return Math.min(resonant, Math.max(apart, together));
}

/** The whole window in one band: the glass in parallel with the flanking ceiling. */
export function windowBand(k: ModelConstants, b: BuildUp, f: number): number {
  return -10 * lg(10 ** (-buildUpBand(k, b, f) / 10) + 10 ** (-k.flanking.ceilingDb / 10));
}

/** The sound reduction index in each band (ISO 717-1's 100 to 3150 Hz unless other bands are asked for). */
export function spectrum(k: ModelConstants, b: BuildUp, bands: readonly number[] = BANDS_HZ): Spectrum {
  return bands.map((f) => windowBand(k, b, f));
}
