import { describe, expect, it } from 'vitest';
import { pounds, priceExample, priceRangeText } from '../../src/lib/prices.ts';
import { planYear, plans } from '../../src/content/plans.ts';

describe('prices', () => {
  it('shows pounds with thousands, and pence only where a figure has them', () => {
    expect(pounds(1800)).toBe('£1,800');
    expect(pounds(62.5)).toBe('£62.50');
    expect(priceRangeText({ from: 450, to: 650 })).toBe('£450-£650');
    expect(priceRangeText({ from: 450 })).toBe('£450');
  });

  it('works an example for a from-price and for a price range', () => {
    expect(priceExample({ from: 450 }, 4)).toEqual({ count: 4, each: '£450', total: '£1,800' });
    expect(priceExample({ from: 550, to: 850 }, 4)).toEqual({
      count: 4,
      each: '£550-£850',
      total: '£2,200-£3,400',
    });
    expect(priceExample({ from: 350 }, 1)).toEqual({ count: 1, each: '£350', total: '£350' });
  });

  it('puts each maintenance plan over a year: a per-visit plan once per inspection', () => {
    const plan = plans[0]!;
    expect(planYear({ ...plan, price: 90, period: 'visit', inspections: 2 })).toEqual({
      year: 180,
      perInspection: 90,
    });
    expect(planYear({ ...plan, price: 250, period: 'year', inspections: 4 })).toEqual({
      year: 250,
      perInspection: 62.5,
    });
  });
});
