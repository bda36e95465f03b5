import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { areas, getArea, areaPath, type Area } from '../../src/content/areas/index.ts';
import { familyPath, type PageFamily } from '../../src/paths.ts';
import { installerAreas, areaPageAreas, regions, featuredAreaSlugs } from '../../src/content/areas/index.ts';
import { AreaPage } from '../../src/components/areas/AreaPage.tsx';
import { areaBusinessNode } from '../../src/lib/seo/areaJsonLd.ts';
import { resultStats } from '../../src/components/areas/format.ts';
import { getRoute } from '../../src/routes.ts';
import { reviewFor } from '../../src/content/proof.ts';
import type { FamilyFigures } from '../../src/content/areas/schema.ts';

type Row = [slug: string, reduction: number, properties: number | null, investment: number | null];

// SPEC section 9: installer pages (price range / reduction / properties / average investment).
const installerTable: [slug: string, from: number, to: number, ...Row[1 | 2 | 3][]][] = [
  ['london', 450, 650, 75, 2500, null],
  ['kensington', 450, 750, 80, 150, null],
  ['chelsea', 550, 850, 78, 120, 4800],
  ['knightsbridge', 650, 950, 82, 85, 6200],
  ['mayfair', 750, 1200, 85, 60, 8500],
  ['belgravia', 650, 900, 83, 45, 7200],
  ['notting-hill', 480, 720, 76, 180, 520],
  ['hampstead', 520, 780, 78, 140, 650],
  ['marylebone', 450, 680, 74, 220, 485],
  ['st-johns-wood', 580, 850, 77, 85, 720],
  ['highgate', 500, 750, 76, 95, 580],
  ['primrose-hill', 480, 720, 73, 110, 540],
  ['richmond', 450, 680, 72, 165, 520],
  ['wimbledon', 420, 620, 71, 290, 480],
  ['barnes', 440, 640, 69, 145, 495],
  ['fulham', 430, 630, 70, 320, 465],
  ['putney', 410, 610, 68, 235, 450],
];

// SPEC section 9: /areas pages (reduction / average investment / properties).
const areaPageList: Row[] = [
  ['kensington', 80, null, 3500],
  ['chelsea', 75, 100, 4200],
  ['mayfair', 82, 50, 5800],
  ['belgravia', 80, 85, 5800],
  ['knightsbridge', 78, 120, 6500],
  ['notting-hill', 72, 95, 3900],
  ['hampstead', 76, 65, 4800],
  ['marylebone', 82, 140, 5200],
  ['st-johns-wood', 77, 45, 5500],
  ['highgate', 74, 38, 4600],
  ['primrose-hill', 78, 32, 6200],
  ['richmond', 76, 68, 4400],
  ['wimbledon', 75, 92, 3800],
  ['barnes', 73, 54, 4100],
  ['fulham', 77, 135, 4300],
  ['putney', 74, 108, 4000],
];

const bodyClaims: Record<string, number> = {
  knightsbridge: 80,
  belgravia: 80,
  mayfair: 82,
  'notting-hill': 75,
  hampstead: 78,
  marylebone: 74,
  'st-johns-wood': 77,
  highgate: 76,
  'primrose-hill': 73,
  richmond: 72,
  wimbledon: 71,
  barnes: 69,
  fulham: 70,
};

const warranties: Record<string, string> = {
  kensington: '10-year',
  chelsea: 'lifetime',
  mayfair: 'lifetime',
  knightsbridge: 'lifetime',
  belgravia: '25-year',
  'notting-hill': '20-year',
};

function expectFigures(figures: FamilyFigures, [, reduction, properties, investment]: Row) {
  expect(figures.reduction).toBe(reduction);
  if (properties === null) expect('count' in figures.properties).toBe(false);
  else expect(figures.properties).toMatchObject({ count: properties });
  if (investment === null) expect('pounds' in figures.investment).toBe(false);
  else expect(figures.investment).toMatchObject({ pounds: investment });
}

describe('area collection', () => {
  it('has 17 installer areas and 16 /areas pages, in file order', () => {
    expect(areas.map((a) => a.slug)).toEqual(installerAreas.map((a) => a.slug));
    expect(areas.filter((a) => a.areaPage).map((a) => a.slug)).toEqual(areaPageAreas.map((a) => a.slug));
  });

  it.each(installerTable)(
    'installer page %s has the SPEC figures',
    (slug, from, to, reduction, properties, investment) => {
      const area = getArea(slug);
      expect(area.installer.priceRange).toEqual({ from, to });
      expectFigures(area.installer.figures, [slug, reduction, properties, investment] as Row);
    },
  );

  it('Putney installer page counts homes, and its third figure is per window', () => {
    expect(getArea('putney').installer.figures.properties).toEqual({ count: 235, noun: 'homes' });
    expect(resultStats(getArea('putney').installer.figures).map((s) => s.value)).toEqual([
      '68%',
      '235+',
      '£450',
    ]);
  });

  it.each(areaPageList)('/areas/%s has the SPEC figures', (...row) => {
    const page = getArea(row[0]).areaPage;
    expect(page).toBeDefined();
    expectFigures(page!.figures, row);
  });

  it('Kensington says same-day surveys, no planning permission, installation in 1 day', () => {
    const k = getArea('kensington');
    expect(k.highlights).toEqual(
      expect.arrayContaining([
        'Same-day surveys',
        'No planning permission required',
        'Installation typically 1 day',
      ]),
    );
    expect(k.areaPage!.figures.properties).toMatchObject({ value: '1 day' });
  });

  it.each(Object.entries(bodyClaims))('installer body text for %s claims %i%+', (slug, claim) => {
    const area = getArea(slug);
    expect(area.installer.bodyClaim).toBe(claim);
    expect(area.installer.intro.join(' ')).toContain(`${claim}%+`);
  });

  it('carries the warranty claims (10-year where the spec names none)', () => {
    for (const area of areas) expect(area.warranty).toBe(warranties[area.slug] ?? '10-year');
  });

  it('has a consultation wording and a sample five-star testimonial per page', () => {
    for (const area of areas) {
      for (const page of ['installer', 'area'] as const) {
        if (page === 'area' && !area.areaPage) continue;
        expect(reviewFor(area.slug, page), `${area.slug} ${page}`).toMatchObject({
          rating: 5,
          source: 'sample',
        });
      }
    }
    expect(new Set(areas.map((a) => a.consultation)).size).toBeGreaterThanOrEqual(10);
    expect(getArea('putney').consultation).toBe('Book a Riverside Family Assessment');
    expect(getArea('belgravia').consultation).toBe('Book a heritage assessment');
  });

  it('states in meta descriptions only the figures of that page', () => {
    for (const area of areas) {
      const { priceRange, figures: f } = area.installer;
      const description = area.descriptions.installer;
      const own = [f.reduction, priceRange.from, priceRange.to, area.installer.bodyClaim];
      const pageFigures = (fig: FamilyFigures) => [
        fig.reduction,
        'count' in fig.properties ? fig.properties.count : undefined,
        'pounds' in fig.investment ? fig.investment.pounds : undefined,
      ];
      const numbersIn = (text: string) =>
        [...text.matchAll(/£?(\d[\d,]*)(%|\+)?/g)]
          .filter((m) => !/^\d+[- ](year|day)/.test(text.slice(m.index)))
          .map((m) => Number(m[1]!.replace(/,/g, '')));
      for (const n of numbersIn(description)) expect([...own, ...pageFigures(f)]).toContain(n);
      if (area.areaPage) {
        for (const n of numbersIn(area.descriptions.area!))
          expect(pageFigures(area.areaPage.figures)).toContain(n);
      }
    }
  });

  it('links neighbours and twins to pages that exist', () => {
    for (const area of areas) {
      for (const slug of area.neighbours) expect(areaPath('installer', slug)).toBeDefined();
    }
    expect(areaPath('area', 'london')).toBeUndefined();
    expect(familyPath('area', 'chelsea')).toBe('/areas/chelsea');
  });

  it('features six areas and twelve regions on /locations, listing every /areas page', () => {
    expect(featuredAreaSlugs).toEqual([
      'kensington',
      'chelsea',
      'mayfair',
      'belgravia',
      'notting-hill',
      'hampstead',
    ]);
    expect(regions).toHaveLength(12);
    const listed = new Set(regions.flatMap((r) => r.areas));
    for (const { slug } of areaPageAreas) expect(listed).toContain(slug);
  });

  it('builds LocalBusiness JSON-LD with £-style price ranges', () => {
    const node = areaBusinessNode(
      getRoute('/services/secondary-glazing-installers/mayfair'),
      getArea('mayfair'),
    );
    expect(node).toMatchObject({
      '@type': 'HomeAndConstructionBusiness',
      priceRange: '£750-£1,200',
      areaServed: { name: 'Mayfair, London' },
      serviceArea: { name: 'Mayfair, London' },
      address: { addressLocality: 'London', addressRegion: 'London', addressCountry: 'GB' },
    });
    expect(node).toHaveProperty('telephone');
    expect(
      areaBusinessNode(getRoute('/services/secondary-glazing-installers/london'), getArea('london')),
    ).toMatchObject({
      priceRange: '£450-£650',
    });
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

/** Runs of 21 words that appear on two different pages. */
function sharedRuns(pages: { id: string; html: string }[]): string[] {
  const seen = new Map<string, string>();
  const shared: string[] = [];
  for (const page of pages) {
    const own = new Set<string>();
    for (const block of textBlocks(page.html)) {
      const words = block.toLowerCase().match(/[a-z0-9£%+'’-]+/g) ?? [];
      for (let i = 0; i + 21 <= words.length; i++) own.add(words.slice(i, i + 21).join(' '));
    }
    for (const shingle of own) {
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
    { id: `installer/${area.slug}`, html: render(area, 'installer') },
    ...(area.areaPage ? [{ id: `areas/${area.slug}`, html: render(area, 'area') }] : []),
  ]);

  it('renders a page per area and family with their intros, noise sources and testimonials', () => {
    expect(pages).toHaveLength(areas.length + areas.filter((a) => a.areaPage).length);
    const chelsea = textBlocks(pages.find((p) => p.id === 'areas/chelsea')!.html).join('\n');
    expect(chelsea).toContain(getArea('chelsea').areaPage!.intro[0]);
    expect(chelsea).toContain('Chelsea Embankment (A3212)');
  });

  it('no two area pages share a run of more than 20 words outside the shared calls to action', () => {
    expect(sharedRuns(pages)).toEqual([]);
  });

  it('would catch a copied paragraph', () => {
    const barnes = getArea('barnes');
    const copy = { ...barnes, installer: { ...barnes.installer, intro: getArea('fulham').installer.intro } };
    expect(sharedRuns([...pages, { id: 'copy', html: render(copy, 'installer') }]).length).toBeGreaterThan(0);
  });
});
