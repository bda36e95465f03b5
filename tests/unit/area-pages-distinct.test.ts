// Over the built pages (npm test builds before the unit tests): the area pages must read as distinct pages to a
// search engine and a visitor, not as doorway copies of each other.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPages } from '../../scripts/launch/pageText.ts';
import {
  builtMainWords,
  internalLinks,
  jaccard,
  shingles,
  uniqueWordCount,
} from '../../scripts/seo/similarity.ts';
import { londonInstallersPath } from '../../src/content/areas/paths.ts';
import { requireBuild } from './support/builtSite.ts';

const dist = requireBuild();

const routes = builtPages(dist).map((p) => p.path);
const areaRoutes = routes.filter((r) =>
  /^\/(areas|services\/secondary-glazing-installers)\/[a-z-]+$/.test(r),
);
const mainWords = new Map(routes.map((r) => [r, builtMainWords(dist, r)]));
const pageShingles = new Map([...mainWords].map(([r, w]) => [r, shingles(w)]));
const html = (route: string) =>
  readFileSync(path.join(dist, route === '/' ? 'index.html' : `${route.slice(1)}.html`), 'utf8');

describe('area pages', () => {
  it('are all here: 17 installer pages and 16 area guides', () => {
    expect(areaRoutes).toHaveLength(33);
  });

  it('share at most 0.15 of their 8-word shingles with any other area page (an area and its twin included)', () => {
    const over: string[] = [];
    for (const [i, a] of areaRoutes.entries())
      for (const b of areaRoutes.slice(i + 1)) {
        const similarity = jaccard(pageShingles.get(a)!, pageShingles.get(b)!);
        if (similarity > 0.15) over.push(`${a} ~ ${b}: ${similarity.toFixed(3)}`);
      }
    expect(over).toEqual([]);
  });

  it('each have at least 250 words of their own, found on no other page', () => {
    const thin = areaRoutes.flatMap((route) => {
      const others = new Set<string>();
      for (const [other, set] of pageShingles) if (other !== route) for (const s of set) others.add(s);
      const own = uniqueWordCount(mainWords.get(route)!, others);
      return own < 250 ? [`${route}: ${own}`] : [];
    });
    expect(thin).toEqual([]);
  });

  it('each have at least 5 pages linking to them, and the London installers page is linked from home, /services and the footer', () => {
    const inbound = new Map<string, Set<string>>();
    for (const route of routes)
      for (const target of internalLinks(html(route)))
        if (target !== route) inbound.set(target, (inbound.get(target) ?? new Set()).add(route));
    const few = areaRoutes.filter((r) => (inbound.get(r)?.size ?? 0) < 5);
    expect(few).toEqual([]);
    const london = inbound.get(londonInstallersPath)!;
    for (const page of ['/', '/services', '/about', '/benefits']) expect(london.has(page), page).toBe(true);
    expect(london.size).toBeGreaterThanOrEqual(routes.length - 2);
  });

  it('measure what they claim to: a copied page would fail', () => {
    const a = mainWords.get('/areas/chelsea')!;
    const copy = shingles([...a]);
    expect(jaccard(pageShingles.get('/areas/chelsea')!, copy)).toBe(1);
    expect(uniqueWordCount(a, copy)).toBe(0);
  });
});
