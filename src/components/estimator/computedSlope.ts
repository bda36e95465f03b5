import { estimatorData as data } from '../../content/estimator/data.ts';
import { secondaryBuildUp, windowPerformance } from '../../content/estimator/index.ts';
import { BANDS_HZ } from '../../lib/acoustics/rating.ts';
import { resonanceFrequency, surfaceMass, totalMass } from '../../lib/acoustics/transmission.ts';
import { typicalSetup } from './presetTable.ts';

const { window, glass, gapMm } = typicalSetup;
const w = data.existingWindows.find((x) => x.id === window)!;
const g = data.glasses.find((x) => x.id === glass)!;
const b = secondaryBuildUp(window, glass, gapMm);
const k = data.model;
const f0 =
  b.kind === 'double'
    ? resonanceFrequency(k, totalMass(k, b.outer), surfaceMass(k, b.inner), gapMm / 1000)
    : 0;
const bands = windowPerformance(window, glass, gapMm).bands;
// From the first band an octave above the resonance to the last band 3 dB or more under the flanking ceiling.
const from = BANDS_HZ.findIndex((f) => f >= 2 * f0);
const to = bands.findLastIndex((r) => r <= k.flanking.ceilingDb - 3);
const octaves = Math.log2(BANDS_HZ[to]! / BANDS_HZ[from]!);

/** The model's own slope above the resonance, dB per octave, for the typical setup, and the setup it describes. */
export const computedSlope = {
  window: w.inSentence,
  glass: g.label,
  gap: gapMm,
  slope: octaves > 0 ? Math.round((bands[to]! - bands[from]!) / octaves) : 0,
};
