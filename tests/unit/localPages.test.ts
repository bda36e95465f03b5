import { describe, expect, it } from 'vitest';
import { localPageFindings, localPageRules, type PageWords } from '../../scripts/launch/localPages.ts';
import { words } from '../../scripts/seo/similarity.ts';

// Fixtures: pages of made-up words, so the checks are proven whatever the business writes.
const prose = (seed: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${seed}${i.toString(36)}`).join(' ');
const page = (path: string, text: string, links: string[] = []): PageWords => ({
  path,
  mainWords: words(text),
  links,
});
const isLocal = (path: string) => path.startsWith('/areas/');
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
      ...linkers('/areas/alpha'),
      ...linkers('/areas/beta'),
      page('/about', prose('about', 50), ['/areas/gamma']),
    ];
    const findings = localPageFindings(pages, isLocal);
    expect(findings.every((f) => f.kind === 'thin-page')).toBe(true);
    expect(findings.map((f) => f.message)).toEqual([
      expect.stringMatching(/^\/areas\/alpha and \/areas\/beta share 0\.\d\d of their text/),
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
});
