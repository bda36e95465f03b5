import { test, expect, type Page } from '@playwright/test';
import { areas, type Area } from '../../src/content/areas/index.ts';
import { familyPath, type PageFamily } from '../../src/paths.ts';
import { resultStats } from '../../src/components/areas/format.ts';
import { priceRangeText } from '../../src/lib/prices.ts';
import { site } from '../../src/config/site.ts';
import { reviewFor } from '../../src/content/proof.ts';
import { fill, words } from '../../src/content/interface.ts';

async function localBusiness(page: Page) {
  const graphs = await page.locator('script[type="application/ld+json"]').allTextContents();
  const nodes = graphs.flatMap((g) => JSON.parse(g)['@graph'] as Record<string, unknown>[]);
  return nodes.find((n) => String(n['@id']).endsWith('#localbusiness'));
}

async function checkAreaPage(page: Page, area: Area, family: PageFamily) {
  const installer = family === 'installer';
  const figures = installer ? area.installer.figures : area.areaPage!.figures;
  const testimonial = reviewFor(area.slug, installer ? 'installer' : 'area')!;
  const response = await page.goto(familyPath(family, area.slug));
  expect(response?.status()).toBe(200);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    installer ? `Secondary glazing installers in ${area.name}` : `Secondary glazing in ${area.name}`,
  );
  const calls = page.getByRole('link', { name: `Call ${site.phone.display}` });
  await expect(calls).toHaveCount(2);
  for (const call of await calls.all()) await expect(call).toHaveAttribute('href', site.phone.href);
  // The booking buttons lead to the survey request, the consultation button in the area's own words.
  await expect(page.getByRole('link', { name: area.consultation, exact: true })).toHaveAttribute(
    'href',
    '/book-survey',
  );
  await expect(page.getByRole('link', { name: 'Book online' })).toHaveAttribute('href', '/book-survey');

  const results = page.getByRole('region', { name: `Results in ${area.name}` });
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
  if (offer) await expect(results).toContainText(`For example, 4 windows in ${area.name} at`);

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
    name: guide ? `Local noise sources in ${area.name}` : `The noise we quieten in ${area.name}`,
  });
  for (const source of area.noiseSources) {
    const item = noise.getByRole('listitem').filter({ hasText: source.name });
    await expect(item).toContainText(
      guide ? `${source.reduction}% noise reduction` : `${source.reduction}%quieter against ${source.name}`,
    );
    if (guide) await expect(item).toContainText(source.detail);
    else await expect(noise).not.toContainText(source.detail);
  }

  const review = page.getByRole('region', { name: `What ${area.name} clients say` });
  await expect(review.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  await expect(review.getByRole('blockquote')).toContainText(testimonial.text);
  await expect(review).toContainText(`${testimonial.name}, ${testimonial.place}`);
  await expect(review.getByText('Sample review')).toBeVisible();

  const twin = page.getByRole('link', {
    name: installer ? `Read our ${area.name} area guide` : `Meet our ${area.name} installers`,
  });
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

test('the SPEC figures appear on the pages they belong to', async ({ page }) => {
  await page.goto('/services/secondary-glazing-installers/putney');
  const results = page.getByRole('region', { name: 'Results in Putney' });
  await expect(results).toContainText('68%');
  await expect(results).toContainText('235+');
  await expect(results).toContainText('homes');
  await expect(results).toContainText('£450');
  await expect(results).toContainText('£410-£610 per window');
  await expect(page.getByRole('heading', { name: 'Putney family services' })).toBeVisible();
  expect((await localBusiness(page))?.priceRange).toBe('£410-£610');
  await page.getByRole('link', { name: 'Read our Putney area guide' }).click();
  await expect(page.getByRole('heading', { name: 'Streets we serve in Putney' })).toBeVisible();

  await page.goto('/areas/kensington');
  for (const claim of [
    'Same-day surveys',
    'No planning permission required',
    'Installation typically 1 day',
  ]) {
    await expect(page.getByText(claim, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Our work in Kensington' })).toContainText(
    'Georgian sash, Kensington',
  );
  await expect(page.getByRole('region', { name: 'Results in Kensington' })).toContainText('£3,500');

  await page.goto('/services/secondary-glazing-installers/mayfair');
  await expect(page.getByRole('region', { name: 'Results in Mayfair' })).toContainText('£8,500');
  expect((await localBusiness(page))?.priceRange).toBe('£750-£1,200');
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
