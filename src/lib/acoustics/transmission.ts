import { BANDS_HZ } from './rating.ts';

/**
 * Sound reduction index per third-octave band (100-3150 Hz) of glazing, by Sharp's prediction method
 * (B. H. Sharp, Noise Control Engineering 11(2), 1978, as set out in Bies, Hansen & Howard, Engineering Noise
 * Control, ch. 7): field-incidence mass law with its coincidence dip for one pane, mass-air-mass resonance and
 * cavity width for two leaves. Every constant comes from the content file, with its source.
 */
export interface ModelConstants {
  air: { density: number; speedOfSound: number };
  glass: { density: number; youngsModulus: number; poissonRatio: number };
  /** The mass law's constant (47 dB for field incidence) and the factor in the resonance frequency (1.8). */
  sharp: { massLawConstant: number; resonanceFactor: number };
  /** Loss factor of a pane by its interlayer: it sets the depth of the coincidence dip. */
  lossFactor: { none: number; pvb: number; acousticPvb: number };
  /**
   * The share of Sharp's cavity gain (which assumes absorbent in the cavity) an unlined cavity achieves, and one whose
   * reveals are lined with absorbent; and the depth in dB of a sealed unit's mass-air-mass resonance dip (cavities up
   * to `sealedUnitMaxMm`), fading to nothing an octave either side.
   */
  cavity: { emptyShare: number; linedShare: number; resonanceDip: number; sealedUnitMaxMm: number };
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

/** The build-up's sound reduction index in one band. */
export function buildUpBand(k: ModelConstants, b: BuildUp, f: number): number {
  if (b.kind === 'pane') {
    const r = paneBand(k, b.pane, f);
    return b.leaky ? withLeak(k, r) : r;
  }
  const m1 = totalMass(k, b.outer);
  const m2 = surfaceMass(k, b.inner);
  const d = b.cavityMm / 1000;
  const f0 = resonanceFrequency(k, m1, m2, d);
  const fl = k.air.speedOfSound / (2 * Math.PI * d);
  const r1 = buildUpBand(k, b.outer, f);
  const r2 = paneBand(k, b.inner, f);
  // Below resonance the two leaves move as one: the mass law of their total, capped by what leaks through.
  const together = Math.min(massLaw(k, m1 + m2, f), r1 + r2);
  // The dip is fitted to sealed units and kept to them; Sharp's method itself has none.
  const depth = b.cavityMm <= k.cavity.sealedUnitMaxMm ? k.cavity.resonanceDip : 0;
  const dip = depth * Math.max(0, 1 - Math.abs(Math.log2(f / f0)));
  if (f <= f0) return together - dip;
  const sharp = f < fl ? r1 + r2 + 20 * lg(f * d) - 29 : r1 + r2 + 6;
  const separate = Math.max(together, sharp);
  const share = b.lined ? k.cavity.linedShare : k.cavity.emptyShare;
  return together + share * (separate - together) - dip;
}

/** The sound reduction index in each ISO 717-1 band, 100 to 3150 Hz. */
export function spectrum(k: ModelConstants, b: BuildUp): Spectrum {
  return BANDS_HZ.map((f) => buildUpBand(k, b, f));
}
