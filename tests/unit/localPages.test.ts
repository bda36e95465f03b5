import { describe, expect, it } from 'vitest';
import {
  localFamily,
  localPageFindings,
  localPageRules,
  sharedTextMeasure,
  type PageWords,
} from '../../scripts/launch/localPages.ts';
import { words } from '../../scripts/seo/similarity.ts';

// Fixtures: pages of made-up words, so the checks are proven whatever the business writes.
const prose = (seed: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${seed}${i.toString(36)}`).join(' ');
const page = (path: string, text: string, links: string[] = []): PageWords => ({
  path,
  mainWords: words(text),
  links,
});
const isLocal = (path: string) => (path.startsWith('/areas/') ? 'area' : undefined);
const linkers = (target: string) =>
  Array.from({ length: localPageRules.minInbound }, (_, i) =>
    page(`/guide-${i}`, prose(`g${i}x`, 20), [target]),
  );

describe('the local-page checks of npm run launch-check', () => {
  it('pass pages written in their own words and linked from enough pages', () => {
    const pages = [
      page('/areas/alpha', prose('alpha', 400)),
      page('/areas/beta', prose('beta', 400)),
      ...linkers('/areas/alpha'),
      ...linkers('/areas/beta'),
    ];
    expect(localPageFindings(pages, isLocal)).toEqual([]);
  });

  it('name a near-duplicate pair, a thin page and a page hardly linked', () => {
    const shared = prose('same', 400);
    const pages = [
      page('/areas/alpha', `${shared} ${prose('alpha', 30)}`),
      page('/areas/beta', `${shared} ${prose('beta', 30)}`),
      page('/areas/gamma', prose('gamma', 100)),
      // Two more pages of the family, so the pair's shared text is not the family's template.
      page('/areas/delta', prose('delta', 400)),
      page('/areas/epsilon', prose('epsilon', 400)),
      ...linkers('/areas/delta'),
      ...linkers('/areas/epsilon'),
      ...linkers('/areas/alpha'),
      ...linkers('/areas/beta'),
      page('/about', prose('about', 50), ['/areas/gamma']),
    ];
    const findings = localPageFindings(pages, isLocal);
    expect(findings.every((f) => f.kind === 'thin-page')).toBe(true);
    expect(findings.map((f) => f.message)).toEqual([
      expect.stringMatching(/^\/areas\/alpha and \/areas\/beta share 0\.\d\d of their own text/),
      expect.stringMatching(/^\/areas\/alpha has \d+ words of its own \(at least 250\)/),
      expect.stringMatching(/^\/areas\/beta has \d+ words of its own/),
      expect.stringMatching(/^\/areas\/gamma has 100 words of its own/),
      expect.stringMatching(/^\/areas\/gamma is linked from 1 pages \(at least 5\)/),
    ]);
    expect(findings[0]!.pages).toEqual(['/areas/alpha', '/areas/beta']);
  });

  it('judge only the local pages', () => {
    expect(localPageFindings([page('/about', prose('about', 10))], isLocal)).toEqual([]);
  });

  it('leave out what most pages of a family share by design (the template), whatever else they share', () => {
    // Five pages with the same template around their own words, and two that also copy a paragraph of each other.
    const template = prose('template', 200);
    const own = (seed: string) => page(`/areas/${seed}`, `${template} ${prose(seed, 300)}`);
    const copied = prose('copied', 150);
    const pages = [
      ...['alpha', 'beta', 'gamma'].map(own),
      page('/areas/delta', `${template} ${prose('delta', 300)} ${copied}`),
      page('/areas/epsilon', `${template} ${prose('epsilon', 300)} ${copied}`),
    ];
    const shared = sharedTextMeasure(pages, isLocal);
    expect(shared('/areas/alpha', '/areas/beta')).toBe(0);
    expect(shared('/areas/delta', '/areas/epsilon')).toBeGreaterThan(localPageRules.maxSimilarity);
    expect(localPageFindings(pages, isLocal).map((f) => f.pages)).toContainEqual([
      '/areas/delta',
      '/areas/epsilon',
    ]);
    expect(
      localPageFindings(pages, isLocal).filter(
        (f) => f.pages?.includes('/areas/alpha') && f.pages.length === 2,
      ),
    ).toEqual([]);
  });

  it("know the site's two families of local pages", () => {
    expect(localFamily('/areas/chelsea')).toBe('area');
    expect(localFamily('/services/secondary-glazing-installers/chelsea')).toBe('installer');
    expect(localFamily('/services/residential-secondary-glazing')).toBeUndefined();
  });
});
