import { describe, expect, it } from 'vitest';
import { estimatorData, type EstimatorData } from '../../src/content/estimator/data.ts';
import { calculatorPicks, movedPicks, pickOf } from '../../src/lib/estimator/picks.ts';

const picks = ['preset', 'window', 'glass'] as const;
const listKey = { preset: 'outdoorPresets', window: 'existingWindows', glass: 'glasses' } as const;

/** The figures with one list replaced by items of these ids (each a copy of the list's first item). */
function withIds(pick: (typeof picks)[number], ids: string[]): EstimatorData {
  const sample = estimatorData[listKey[pick]][0]!;
  return { ...estimatorData, [listKey[pick]]: ids.map((id) => ({ ...sample, id })) } as EstimatorData;
}

describe('the calculator’s own choices among the business’s figures (src/lib/estimator/picks.ts)', () => {
  it('take the item they name, wherever the business has put it in its list', () => {
    for (const pick of picks) {
      const data = withIds(pick, ['another', calculatorPicks[pick]]);
      expect(pickOf(data, pick)).toBe(calculatorPicks[pick]);
      expect(movedPicks(data).map((m) => m.pick)).not.toContain(pick);
    }
  });

  it('take the first of the list when the business renamed or removed the one they name, and say so', () => {
    for (const pick of picks) {
      const data = withIds(pick, ['first', `${calculatorPicks[pick]}-renamed`]);
      expect(pickOf(data, pick)).toBe('first');
      expect(movedPicks(data)).toContainEqual({ pick, named: calculatorPicks[pick], used: 'first' });
    }
  });

  it('leave no preset to start with when the figures have none (the calculator then starts from a typed level)', () => {
    const data = withIds('preset', []);
    expect(pickOf(data, 'preset')).toBeUndefined();
    expect(movedPicks(data)).toContainEqual({
      pick: 'preset',
      named: calculatorPicks.preset,
      used: undefined,
    });
  });
});
