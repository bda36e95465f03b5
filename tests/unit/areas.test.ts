import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { areas, getArea, areaPath, reviewPages, type Area } from '../../src/content/areas/index.ts';
import { familyPath, type PageFamily } from '../../src/paths.ts';
import { installerAreas, areaPageAreas, regions, featuredAreaSlugs } from '../../src/content/areas/index.ts';
import { AreaPage } from '../../src/components/areas/AreaPage.tsx';
import { areaServiceNode } from '../../src/lib/seo/areaJsonLd.ts';
import { businessId } from '../../src/lib/seo/jsonLd.ts';
import { resultStats } from '../../src/components/areas/format.ts';
import { getRoute } from '../../src/routes.ts';
import { pounds } from '../../src/lib/prices.ts';
import { reviewFor, reviews } from '../../src/content/proof.ts';

/** A page's visible text, one line per block. */
const textOf = (html: string) => textBlocks(html).join('\n');

describe('area collection', () => {
  it('lists every area file once, in its order, and an /areas page for each that has one', () => {
    expect(areas.map((a) => a.slug)).toEqual(installerAreas.map((a) => a.slug));
    expect(areas.filter((a) => a.areaPage).map((a) => a.slug)).toEqual(areaPageAreas.map((a) => a.slug));
    const orders = areas.map((a) => a.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  // Each page shows its own file's figures: the three result figures, and the installer page's price range.
  it.each(areas.map((a) => [a.slug, a] as const))(
    '%s: both pages show the figures of its file',
    (_, area) => {
      const installer = textOf(render(area, 'installer'));
      for (const stat of resultStats(area.installer.figures)) expect(installer).toContain(stat.value);
      expect(installer).toContain(pounds(area.installer.priceRange.from));
      expect(installer).toContain(pounds(area.installer.priceRange.to));
      // Where the file gives the intro's headline reduction, the intro states it as "69%+".
      if (area.installer.bodyClaim !== undefined)
        expect(area.installer.intro.join(' ')).toContain(`${area.installer.bodyClaim}%+`);
      if (area.areaPage) {
        const page = textOf(render(area, 'area'));
        for (const stat of resultStats(area.areaPage.figures)) expect(page).toContain(stat.value);
      }
    },
  );

  it('shows a figure as a count of homes, an amount per window or project, or words', () => {
    const base = getArea(areas[0]!.slug).installer.figures;
    const stats = resultStats({
      ...base,
      reduction: 61,
      properties: { count: 1234, noun: 'homes' },
      investment: { pounds: 450, per: 'window' },
    });
    expect(stats.map((s) => s.value)).toEqual(['61%', '1,234+', '£450']);
    expect(stats[1]!.label).toContain('homes');
    const asWords = resultStats({
      ...base,
      properties: { value: '1 day', label: 'Installation' },
      investment: { value: 'Same day', label: 'Surveys' },
    });
    expect(asWords.slice(1)).toEqual([
      { value: '1 day', label: 'Installation' },
      { value: 'Same day', label: 'Surveys' },
    ]);
  });

  // Which page has a review is the business's to say in reviews.yaml (an area made in the editor starts with none).
  it('shows on each page the review written for it, and no testimonial where there is none', () => {
    for (const area of areas)
      for (const page of ['installer', 'area'] as const) {
        if (page === 'area' && !area.areaPage) continue;
        const review = reviewFor(area.slug, reviewPages(page, area));
        const html = render(area, page);
        if (review) expect(textOf(html), `${area.slug} ${page}`).toContain(review.text);
        else expect(html, `${area.slug} ${page}`).not.toContain('id="review"');
      }
  });

  // A meta description stating a figure its page does not show (a figure changed in the editor, the description not)
  // is the launch check's to name (tests/unit/launch-check.test.ts).

  it('links neighbours and twins to pages that exist', () => {
    for (const area of areas) {
      for (const slug of area.neighbours) expect(areaPath('installer', slug)).toBeDefined();
    }
    expect(areaPath('area', 'london')).toBeUndefined();
    expect(familyPath('area', 'chelsea')).toBe('/areas/chelsea');
  });

  it('lists every /areas page under its region on /locations, and features the areas marked featured', () => {
    const listed = new Set(regions.flatMap((r) => r.areas));
    for (const { slug } of areaPageAreas) expect(listed).toContain(slug);
    for (const region of regions)
      for (const slug of region.areas) expect(getArea(slug).region).toBe(region.id);
    expect(featuredAreaSlugs).toEqual(areas.filter((a) => a.featured).map((a) => a.slug));
  });

  it("builds each installer page's Service: its place served, the site's one business as provider, a from-price", () => {
    for (const area of areas) {
      const route = getRoute(familyPath('installer', area.slug));
      const place = `${area.name}, London`;
      const node = areaServiceNode(route, { place, priceFrom: area.installer.priceRange.from });
      expect(node).toMatchObject({
        '@type': 'Service',
        provider: { '@id': businessId },
        areaServed: [{ '@type': 'Place', name: place }],
        offers: {
          description: `From ${pounds(area.installer.priceRange.from)} per window`,
          priceSpecification: { minPrice: area.installer.priceRange.from, unitText: 'per window' },
        },
      });
      expect(node).not.toHaveProperty('offers.price');
      expect(node).not.toHaveProperty('serviceArea');
    }
  });
});

/** Text blocks of a rendered page, skipping the calls to action every page shares. */
function textBlocks(html: string): string[] {
  return html
    .replace(/<section[^>]*data-shared="cta"[\s\S]*?<\/section>/g, '')
    .replace(/<\/(p|li|h[1-6]|dt|dd|figcaption|blockquote|div|section|header|nav|ul|dl|figure)>/g, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&[a-z#0-9]+;/g, ' ')
    .split('\n')
    .map((t) => t.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** The runs of 21 words in one block of text. */
function runsOf(block: string): string[] {
  const words = block.toLowerCase().match(/[a-z0-9£%+'’-]+/g) ?? [];
  return words.flatMap((_, i) => (i + 21 <= words.length ? [words.slice(i, i + 21).join(' ')] : []));
}

/**
 * The runs in an area file's own words and in the reviews (a real review shows on both of its area's pages): the
 * business's to write, and launch-check's to report when copied.
 */
function fileRuns(area: Area): Set<string> {
  const texts: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(area);
  walk(reviews.map((review) => review.text));
  return new Set(texts.flatMap(runsOf));
}

/** Runs of 21 words that appear on two different pages, leaving out the runs a page's `ignore` holds. */
function sharedRuns(pages: { id: string; html: string; ignore?: Set<string> }[]): string[] {
  const seen = new Map<string, string>();
  const shared: string[] = [];
  for (const page of pages) {
    const own = new Set(textBlocks(page.html).flatMap(runsOf));
    for (const shingle of own) {
      if (page.ignore?.has(shingle)) continue;
      const other = seen.get(shingle);
      if (other) shared.push(`${other} & ${page.id}: "${shingle}"`);
      else seen.set(shingle, page.id);
    }
  }
  return shared;
}

const render = (area: Area, family: PageFamily) =>
  renderToStaticMarkup(createElement(AreaPage, { area, family }));

describe('not doorway pages', () => {
  const pages = areas.flatMap((area) => [
    { id: `installer/${area.slug}`, html: render(area, 'installer'), ignore: fileRuns(area) },
    ...(area.areaPage
      ? [{ id: `areas/${area.slug}`, html: render(area, 'area'), ignore: fileRuns(area) }]
      : []),
  ]);

  it('renders a page per area and family with their intros, noise sources and testimonials', () => {
    expect(pages).toHaveLength(areas.length + areas.filter((a) => a.areaPage).length);
    const guide = areas.find((a) => a.areaPage)!;
    const text = textBlocks(pages.find((p) => p.id === `areas/${guide.slug}`)!.html).join('\n');
    expect(text).toContain(guide.areaPage!.intro[0]);
    for (const source of guide.noiseSources) expect(text).toContain(source.name);
  });

  // An area file's words copied into another (an area made in the editor as a copy of Barnes) are the business's to
  // rewrite: `npm run launch-check` names the near-duplicate pages. The template's own words are this test's.
  it('the area template writes no run of more than 20 words on two pages outside the shared calls to action', () => {
    expect(sharedRuns(pages)).toEqual([]);
  });

  it('would catch a copied paragraph', () => {
    const [barnes, fulham] = [getArea('barnes'), getArea('fulham')];
    const copy = { ...barnes, installer: { ...barnes.installer, intro: fulham.installer.intro } };
    const pair = [fulham, copy].map((area, i) => ({ id: String(i), html: render(area, 'installer') }));
    expect(sharedRuns(pair).length).toBeGreaterThan(0);
  });
});
