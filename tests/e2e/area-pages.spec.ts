import { test, expect, type Page } from '@playwright/test';
import { areas, reviewPages, type Area } from '../../src/content/areas/index.ts';
import { familyPath, type PageFamily } from '../../src/paths.ts';
import { resultStats } from '../../src/components/areas/format.ts';
import { priceExample, priceRangeText } from '../../src/lib/prices.ts';
import { site } from '../../src/config/site.ts';
import { isVerified, reviewFor } from '../../src/content/proof.ts';
import { projectsIn } from '../../src/content/projects.ts';
import { fill, words } from '../../src/content/interface.ts';

async function localBusiness(page: Page) {
  const graphs = await page.locator('script[type="application/ld+json"]').allTextContents();
  const nodes = graphs.flatMap((g) => JSON.parse(g)['@graph'] as Record<string, unknown>[]);
  return nodes.find((n) => String(n['@id']).endsWith('#localbusiness'));
}

// Every heading, label and figure is the area file's or interface.yaml's (the business edits both).
const t = words.areaPages;
const named = (template: string, area: Area) => fill(template, { area: area.name });

async function checkAreaPage(page: Page, area: Area, family: PageFamily) {
  const installer = family === 'installer';
  const figures = installer ? area.installer.figures : area.areaPage!.figures;
  const testimonial = reviewFor(area.slug, reviewPages(family, area));
  const response = await page.goto(familyPath(family, area.slug));
  expect(response?.status()).toBe(200);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    named(installer ? t.installerTitle : t.guideTitle, area),
  );
  for (const highlight of area.highlights)
    await expect(page.getByText(highlight, { exact: true })).toBeVisible();
  const calls = page.getByRole('link', { name: fill(words.actions.call, { phone: site.phone.display }) });
  await expect(calls).toHaveCount(2);
  for (const call of await calls.all()) await expect(call).toHaveAttribute('href', site.phone.href);
  // The booking buttons lead to the survey request, the consultation button in the area's own words.
  await expect(page.getByRole('link', { name: area.consultation, exact: true })).toHaveAttribute(
    'href',
    '/book-survey',
  );
  await expect(page.getByRole('link', { name: words.actions.bookOnline })).toHaveAttribute(
    'href',
    '/book-survey',
  );

  const results = page.getByRole('region', { name: named(t.results, area) });
  for (const stat of resultStats(figures)) {
    await expect(results.getByText(stat.value, { exact: true })).toBeVisible();
  }
  // The price range its structured data states is on the page too.
  await expect(results).toContainText(`${priceRangeText(area.installer.priceRange)} per window`);

  // Each family has its own job: the installer page is the offer, the /areas page the local guide (London, with
  // no guide, carries both).
  const offer = installer;
  const guide = !installer || !area.areaPage;
  const services = page.getByRole('region', { name: area.services.title });
  await expect(services).toHaveCount(offer ? 1 : 0);
  if (offer) await expect(services.getByRole('listitem').first()).toHaveText(area.services.bullets[0]!);
  const worked = priceExample(area.installer.priceRange, t.exampleWindows);
  const example = fill(t.priceExample, {
    windows: worked.count,
    area: area.name,
    range: worked.each,
    total: worked.total,
  });
  if (offer) await expect(results).toContainText(example);

  // The spec: every area page, in both families, has "a checklist of nine served streets or areas".
  const streets = page.getByRole('region', {
    name: fill(installer ? words.areaPages.installerCoverage : words.areaPages.guideStreets, {
      area: area.name,
    }),
  });
  await expect(streets).toHaveCount(1);
  await expect(streets.getByRole('listitem')).toHaveCount(9);
  await expect(streets.getByRole('listitem')).toHaveText(area.streets);

  const noise = page.getByRole('region', {
    name: named(guide ? t.noiseSources : t.noiseTargets, area),
  });
  for (const source of area.noiseSources) {
    const item = noise.getByRole('listitem').filter({ hasText: source.name });
    await expect(item).toContainText(
      guide
        ? fill(t.sourceReduction, { percent: source.reduction })
        : `${source.reduction}%${fill(t.quieterAgainst, { source: source.name })}`,
    );
    if (guide) await expect(item).toContainText(source.detail);
    else await expect(noise).not.toContainText(source.detail);
  }

  // The /areas guide lists our projects in the area (the gallery's projects that name it); so does an installer page
  // standing in for it.
  const projects = page.getByRole('region', { name: named(t.projects, area) });
  const local = guide ? projectsIn(area.slug) : [];
  await expect(projects).toHaveCount(local.length ? 1 : 0);
  for (const project of local)
    await expect(projects.getByRole('link', { name: project.title })).toHaveAttribute('href', project.href);

  const review = page.getByRole('region', { name: named(t.review, area) });
  // The spec: "one five-star testimonial", where reviews.yaml has one for the page (a new area has none yet, and a
  // review is never made up).
  await expect(review).toHaveCount(testimonial ? 1 : 0);
  if (testimonial) {
    await expect(
      review.getByRole('img', { name: fill(words.proof.rated, { rating: 5, max: 5 }) }),
    ).toBeVisible();
    await expect(review.getByRole('blockquote')).toContainText(testimonial.text);
    await expect(review).toContainText(`${testimonial.name}, ${testimonial.place}`);
    if (!isVerified(testimonial)) await expect(review.getByText(words.proof.sampleReview)).toBeVisible();
  }

  const twin = page.getByRole('link', { name: named(installer ? t.toGuide : t.toInstallers, area) });
  if (area.areaPage)
    await expect(twin).toHaveAttribute('href', familyPath(installer ? 'area' : 'installer', area.slug));

  const node = await localBusiness(page);
  expect(node).toMatchObject({
    '@type': 'HomeAndConstructionBusiness',
    telephone: site.phone.e164,
    priceRange: priceRangeText(area.installer.priceRange),
    address: { addressLocality: 'London', addressRegion: 'London', addressCountry: 'GB' },
    // One business: each area's node is a branch of it.
    parentOrganization: { '@id': `${site.url}/#business` },
  });
  expect(node).toHaveProperty('areaServed.name');
  expect(node).toHaveProperty('serviceArea.name');
  expect(String(node?.description)).toMatch(/\d+%/);
}

test.describe('installer pages', () => {
  for (const area of areas) {
    test(`${area.name} shows its own figures, streets, call link and review`, async ({ page }) => {
      await checkAreaPage(page, area, 'installer');
    });
  }
});

test.describe('/areas pages', () => {
  for (const area of areas.filter((a) => a.areaPage)) {
    test(`${area.name} shows its own figures, streets, call link and review`, async ({ page }) => {
      await checkAreaPage(page, area, 'area');
    });
  }
});

test('unknown area slugs answer 404', async ({ page }) => {
  for (const path of [
    '/areas/atlantis',
    '/services/secondary-glazing-installers/atlantis',
    '/areas/london',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
});
