// Over the built pages (npm test builds first): the installers hub and /locations link every area the content
// lists (the business edits the areas and regions).
import { describe, expect, it } from 'vitest';
import {
  areaHref,
  featuredAreaSlugs,
  getArea,
  installerAreas,
  regions,
} from '../../src/content/areas/index.ts';
import { words } from '../../src/content/interface.ts';
import { familyPath, paths } from '../../src/paths.ts';
import { builtPage, linksNamed, tagIs, text } from './support/builtPage.ts';

describe('area lists', () => {
  it('the installers hub links every installer page, London included', () => {
    const page = builtPage(paths.installers);
    const links = page.links(page.region(words.installerHub.chooseArea));
    expect(links.map((l) => l.href)).toEqual(installerAreas.map((a) => familyPath('installer', a.slug)));
    for (const [i, area] of installerAreas.entries()) expect(links[i]!.text).toContain(area.name);
  });

  it('/locations shows the featured area cards and every London region', () => {
    const page = builtPage(paths.locations);
    const cards = page.all(tagIs('article'), page.region(words.locations.featured));
    expect(cards.map((c) => page.links(c).map((l) => l.href))).toEqual(
      featuredAreaSlugs.map((slug) => [areaHref('area', slug)]),
    );
    const list = page.region(words.locations.regions);
    expect(page.all(tagIs('h3'), list).map(text)).toHaveLength(regions.length);
    for (const area of regions.flatMap((r) => r.areas).map(getArea))
      expect(linksNamed(list, area.name, { exact: true }).map((l) => l.href)).toEqual([
        areaHref('area', area.slug),
      ]);
  });
});
