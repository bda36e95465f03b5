import { describe, expect, it } from 'vitest';
import { calibratedSlowdown } from '../../bench/calibration.ts';

// Lighthouse's throttling guide (throttling.md in its repository, "Calibrating the CPU slowdown") and the calculator it links.
describe('the bench calibrates the CPU slowdown from the host benchmarkIndex', () => {
  it('gives the guide’s figures at the edges of its brackets', () => {
    expect([150, 800, 1300, 1533, 2000].map(calibratedSlowdown)).toEqual([1, 2, 3, 4, 6]);
  });

  it('rises with the host’s speed, and keeps 1x for a host slower than a mid-tier phone', () => {
    expect(calibratedSlowdown(1050)).toBe(2.5);
    expect(calibratedSlowdown(2532)).toBeCloseTo(8.3, 1);
    expect(calibratedSlowdown(100)).toBe(1);
  });

  it('falls back to Lighthouse’s default 4x when the host was not measured', () => {
    expect(calibratedSlowdown(NaN)).toBe(4);
  });
});
