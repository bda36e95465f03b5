// Over the built pages (npm test builds first): each area's installer page and /areas guide show that area's own
// figures, streets, call links and review, read from the area file and interface.yaml (the business edits both).
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { areas, reviewPages, type Area } from '../../src/content/areas/index.ts';
import { familyPath, type PageFamily } from '../../src/paths.ts';
import { resultStats } from '../../src/components/areas/format.ts';
import { priceRangeText } from '../../src/lib/prices.ts';
import { guideService, priceGuide } from '../../src/lib/priceGuide.ts';
import { priceGuideData } from '../../src/content/priceGuide.ts';
import { site } from '../../src/config/site.ts';
import { isVerified, reviewFor } from '../../src/content/proof.ts';
import { projectsIn } from '../../src/content/projects.ts';
import { fill, words } from '../../src/content/interface.ts';
import { builtFile, builtPage, linksNamed, tagIs, text } from './support/builtPage.ts';

const t = words.areaPages;
const named = (template: string, area: Area) => fill(template, { area: area.name });

function checkAreaPage(area: Area, family: PageFamily) {
  const installer = family === 'installer';
  const figures = installer ? area.installer.figures : area.areaPage!.figures;
  const testimonial = reviewFor(area.slug, reviewPages(family, area));
  const route = familyPath(family, area.slug);
  expect(existsSync(builtFile(route))).toBe(true);
  const page = builtPage(route);
  const { main } = page;
  const withText = (root: typeof main, wanted: string) => page.all((el) => text(el) === wanted, root);

  expect(page.all(tagIs('h1')).map(text)).toEqual([named(installer ? t.installerTitle : t.guideTitle, area)]);
  for (const highlight of area.highlights) expect(withText(main, highlight), highlight).not.toEqual([]);
  const calls = linksNamed(main, fill(words.actions.call, { phone: site.phone.display }));
  expect(calls.map((l) => l.href)).toEqual([site.phone.href, site.phone.href]);
  // The booking buttons lead to the survey request, the consultation button in the area's own words.
  expect(linksNamed(main, area.consultation, { exact: true }).map((l) => l.href)).toEqual(['/book-survey']);
  expect(linksNamed(main, words.actions.bookOnline).map((l) => l.href)).toEqual(['/book-survey']);

  const results = page.region(named(t.results, area));
  for (const stat of resultStats(figures)) expect(withText(results, stat.value), stat.value).not.toEqual([]);
  // The price range its structured data states is on the page too.
  expect(text(results)).toContain(`${priceRangeText(area.installer.priceRange)} per window`);

  // Each family has its own job: the installer page is the offer, the /areas page the local guide (London, with
  // no guide, carries both).
  const offer = installer;
  const guide = !installer || !area.areaPage;
  const services = page.regions(area.services.title);
  expect(services).toHaveLength(offer ? 1 : 0);
  if (offer) expect(text(page.one(tagIs('li'), services[0]))).toBe(area.services.bullets[0]);
  // The price guide's own sum for these windows (its first service), so the page states one total.
  const worked = priceGuide(
    guideService(priceGuideData),
    { slug: '', name: area.name, perWindow: area.installer.priceRange },
    t.exampleWindows,
  );
  if (offer) {
    expect(worked.kind).toBe('windows');
    if (worked.kind === 'windows') {
      const example = fill(t.priceExample, {
        windows: worked.windows,
        area: area.name,
        range: priceRangeText(worked.each),
        total: priceRangeText(worked.total),
      });
      expect(text(results)).toContain(example);
    }
  }

  // The spec: every area page, in both families, has "a checklist of nine served streets or areas".
  const streets = page.region(fill(installer ? t.installerCoverage : t.guideStreets, { area: area.name }));
  expect(page.all(tagIs('li'), streets).map(text)).toEqual(area.streets);
  expect(area.streets).toHaveLength(9);

  const noise = page.region(named(guide ? t.noiseSources : t.noiseTargets, area));
  const noiseItems = page.all(tagIs('li'), noise).map(text);
  for (const source of area.noiseSources) {
    const item = noiseItems.find((i) => i.includes(source.name));
    expect(item, source.name).toBeDefined();
    expect(item).toContain(
      guide
        ? fill(t.sourceReduction, { percent: source.reduction })
        : `${source.reduction}%${fill(t.quieterAgainst, { source: source.name })}`,
    );
    if (guide) expect(item).toContain(source.detail);
    else expect(text(noise)).not.toContain(source.detail);
  }

  // The /areas guide lists our projects in the area (the gallery's projects that name it); so does an installer page
  // standing in for it.
  const projects = page.regions(named(t.projects, area));
  const local = guide ? projectsIn(area.slug) : [];
  expect(projects).toHaveLength(local.length ? 1 : 0);
  for (const project of local)
    expect(linksNamed(projects[0]!, project.title).map((l) => l.href)).toEqual([project.href]);

  const review = page.regions(named(t.review, area));
  // The spec: "one five-star testimonial", where reviews.yaml has one for the page (a new area has none yet, and a
  // review is never made up).
  expect(review).toHaveLength(testimonial ? 1 : 0);
  if (testimonial) {
    const box = review[0]!;
    const rated = fill(words.proof.rated, { rating: 5, max: 5 });
    expect(
      page.all((el) => el.attribs.role === 'img' && el.attribs['aria-label'] === rated, box),
    ).toHaveLength(1);
    expect(text(page.one(tagIs('blockquote'), box))).toContain(testimonial.text);
    expect(text(box)).toContain(`${testimonial.name}, ${testimonial.place}`);
    if (!isVerified(testimonial)) expect(withText(box, words.proof.sampleReview)).not.toEqual([]);
  }

  if (area.areaPage)
    expect(
      linksNamed(page.doc, named(installer ? t.toGuide : t.toInstallers, area)).map((l) => l.href),
    ).toEqual([familyPath(installer ? 'area' : 'installer', area.slug)]);

  // No business of its own: the installer page is the business's Service there, with a from-price; the /areas page
  // is a WebPage about that Service.
  const nodes = page.jsonLd();
  expect(nodes.filter((n) => String(n['@id']).endsWith('#localbusiness'))).toEqual([]);
  const service = `${site.url}${familyPath('installer', area.slug)}#service`;
  if (installer)
    expect(nodes.find((n) => n['@id'] === service)).toMatchObject({
      '@type': 'Service',
      provider: { '@id': `${site.url}/#business` },
      areaServed: [{ '@type': 'Place', name: expect.stringContaining(area.name) }],
      // The from-price the page's guide starts at: never below the main service's own from-price.
      offers: {
        priceSpecification: {
          minPrice: Math.max(area.installer.priceRange.from, guideService(priceGuideData).price ?? 0),
        },
      },
    });
  else expect(nodes.find((n) => n['@type'] === 'WebPage')).toMatchObject({ about: { '@id': service } });
}

describe('installer pages', () => {
  it.each(areas.map((a) => [a.name, a] as const))(
    '%s shows its own figures, streets, call link and review',
    (_, area) => checkAreaPage(area, 'installer'),
  );
});

describe('/areas pages', () => {
  it.each(areas.filter((a) => a.areaPage).map((a) => [a.name, a] as const))(
    '%s shows its own figures, streets, call link and review',
    (_, area) => checkAreaPage(area, 'area'),
  );
});

describe('unknown area slugs', () => {
  it('are not built, so they answer 404', () => {
    for (const route of [
      '/areas/atlantis',
      '/services/secondary-glazing-installers/atlantis',
      '/areas/london',
    ])
      expect(existsSync(builtFile(route)), route).toBe(false);
  });
});
