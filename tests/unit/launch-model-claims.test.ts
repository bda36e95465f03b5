import { describe, expect, it } from 'vitest';
import { formatModelClaims, modelClaims, modelFor } from '../../scripts/launch/modelClaims.ts';
import { estimatorData as data } from '../../src/content/estimator/data.ts';

describe('launch-check: noise claims beside the model', () => {
  const pages = [
    {
      path: '/case-studies',
      text: 'A 150mm air gap with 6.8mm acoustic laminated glass cut the hum by 33 dB.\nOur team is friendly.\nNoise reduction of 70-80%.',
    },
    { path: '/about', text: '98% customer satisfaction' },
  ];

  it('lists each line that states a dB or % figure about noise, with the model’s figures for the gap and glass it names', () => {
    const claims = modelClaims(pages);
    expect(claims.map((c) => [c.path, c.gapMm])).toEqual([
      ['/case-studies', 150],
      // A line that names no gap: the middle of the range the calculator accepts.
      ['/case-studies', Math.round((data.gap.min + data.gap.max) / 2)],
    ]);
    expect(claims[0]!.glass).toBe('6-8-acoustic');
    expect(claims[0]!.model).toEqual(modelFor('6-8-acoustic', 150));
    const report = formatModelClaims(claims);
    expect(report).toContain('"A 150mm air gap with 6.8mm acoustic laminated glass cut the hum by 33 dB."');
    expect(report).toContain(`Rw ${claims[0]!.model.rw} dB`);
    expect(report).not.toContain('customer satisfaction');
  });
});
