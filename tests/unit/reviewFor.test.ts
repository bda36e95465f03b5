import { describe, expect, it } from 'vitest';
import { reviewFor, type Review } from '../../src/content/proof.ts';

// Reviews of made-up areas: which one a page shows is a rule, whatever the business's reviews say.
const review = (name: string, page: Review['page'], source: Review['source'], date = ''): Review => ({
  text: `${name} wrote this review of the work done at home.`,
  name,
  place: 'Elm Road',
  area: 'testarea',
  page,
  rating: 5,
  source,
  date,
  verifyUrl: source === 'sample' ? '' : 'https://example.org/review',
});

describe('the review an area page shows', () => {
  const samples = [
    review('Installer sample', 'installer', 'sample'),
    review('Guide sample', 'area', 'sample'),
  ];

  it('is the sample written for that page while the area has no real review', () => {
    expect(reviewFor('testarea', ['installer'], samples)?.name).toBe('Installer sample');
    expect(reviewFor('testarea', ['area'], samples)?.name).toBe('Guide sample');
  });

  it('is the newest real review of the area, on both of its pages, whichever page it names', () => {
    const list = [
      ...samples,
      review('Older', 'installer', 'Google', '2025-01-02'),
      review('Newer', 'area', 'Trustpilot', '2026-03-04'),
    ];
    expect(reviewFor('testarea', ['installer'], list)?.name).toBe('Newer');
    expect(reviewFor('testarea', ['area'], list)?.name).toBe('Newer');
    expect(reviewFor('otherarea', ['installer'], list)).toBeUndefined();
  });
});
