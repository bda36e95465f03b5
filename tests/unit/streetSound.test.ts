import { describe, expect, it } from 'vitest';
import { windowPerformance } from '../../src/content/estimator/index.ts';
import { aWeighting, bandCentre, bandEdges, versionGains } from '../../src/lib/acoustics/streetSound.ts';
import { WIDE_BANDS_HZ } from '../../src/lib/acoustics/rating.ts';

describe('the street’s band filter', () => {
  it('uses the third-octave bands from 50 to 5000 Hz: exact centres round to the nominal ones, edges meet', () => {
    WIDE_BANDS_HZ.forEach((f, i) => {
      expect(Math.abs(bandCentre(i) - f) / f).toBeLessThan(0.03);
      if (i > 0) expect(bandEdges(i)[0]).toBeCloseTo(bandEdges(i - 1)[1], 9);
    });
  });

  it('takes the A-weighting off as IEC 61672-1 tabulates it', () => {
    expect(aWeighting(1000)).toBeCloseTo(0, 1);
    expect(aWeighting(100)).toBeCloseTo(-19.1, 1);
    expect(aWeighting(3150)).toBeCloseTo(1.2, 1);
  });

  it('lowers "with secondary glazing" below "your window today" by the model’s difference in every band', () => {
    const bands = {
      today: windowPerformance('single-4mm').heardBands,
      with: windowPerformance('single-4mm', '6-8-acoustic', 100).heardBands,
    };
    const gains = versionGains(bands);
    expect(gains.today).toHaveLength(21);
    gains.today.forEach((g, i) => {
      expect(g - gains.with[i]!).toBeCloseTo(bands.with[i]! - bands.today[i]!, 9);
    });
  });
});
