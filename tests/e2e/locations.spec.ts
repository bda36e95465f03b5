import { test, expect } from '@playwright/test';
import { areaHref, areaNames, getArea, outwardCodeAreas, regions } from '../../src/content/areas/index.ts';
import { fill, words } from '../../src/content/interface.ts';
import { familyPath, paths } from '../../src/paths.ts';

// The areas, their postcodes and the finder's words come from the content (the business edits them).
const t = words.postcodeFinder;
// An area's /areas page, or its installer page where that is switched off (`areaHref`).
const codes = Object.entries(outwardCodeAreas);
/** Outward codes served by one area only: the finder goes straight to its page. */
const single = codes.filter(([, slugs]) => slugs.length === 1);
/** An outward code several areas share: the finder lists them. */
const shared = codes.find(([, slugs]) => slugs.length > 1);
/** The areas /locations lists under their regions. */
const listed = regions.flatMap((r) => r.areas).map(getArea);
/** A real outward code no area lists. */
const elsewhere = ['E1', 'EC1', 'SE1', 'N1', 'ZE1'].find((code) => !(code in outwardCodeAreas))!;

// The installers hub's and /locations' area links are read from the built pages in tests/unit/locations-pages.test.ts.
test.describe('postcode finder', () => {
  test('routes an outward code and a full postcode to their area pages from /locations', async ({ page }) => {
    expect(single.length, 'an area with a postcode of its own').toBeGreaterThan(0);
    const [first, second = first] = [single[0]!, single.at(-1)!];
    for (const [postcode, slug] of [
      [first[0], first[1][0]!],
      [`${second[0].toLowerCase()} 1aa`, second[1][0]!],
    ] as const) {
      await page.goto(paths.locations);
      await page.getByLabel(t.label).fill(postcode);
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page).toHaveURL(new RegExp(`${areaHref('area', slug)}$`));
    }
  });

  test('routes a full postcode to its installer page from the hub', async ({ page }) => {
    const [code, [slug]] = single[Math.floor(single.length / 2)]!;
    await page.goto(paths.installers);
    await page.getByLabel(t.label).fill(`${code} 2PA`);
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${familyPath('installer', slug!)}$`));
  });

  test('explains nonsense, empty input, shared codes and places without a page', async ({ page }) => {
    await page.goto(paths.locations);
    const input = page.getByLabel(t.label);
    const find = page.getByRole('button', { name: t.submit });

    await input.fill('banana');
    await find.click();
    await expect(page.getByText(t.invalid)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');

    await input.fill('');
    await find.click();
    await expect(page.getByText(t.empty)).toBeVisible();

    const status = page.getByRole('status');
    if (shared) {
      await input.fill(shared[0]);
      await find.click();
      for (const slug of shared[1])
        await expect(status.getByRole('link', { name: areaNames[slug] })).toHaveAttribute(
          'href',
          areaHref('area', slug),
        );
    }

    await input.fill(`${elsewhere} 6AN`);
    await find.click();
    await expect(status).toContainText(fill(t.elsewhere, { outward: elsewhere }));
    await expect(status.getByRole('link', { name: 'Get Free Quote' })).toHaveAttribute('href', paths.quote);
    await expect(page).toHaveURL(new RegExp(`${paths.locations}$`));
  });

  test('without JavaScript the form stays hidden and every area is still listed', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(paths.locations);
    await expect(page.getByText(t.withoutScript)).toBeVisible();
    await expect(page.getByLabel(t.label)).toBeHidden();
    const list = page.getByRole('region', { name: words.locations.regions });
    for (const area of listed)
      await expect(list.getByRole('link', { name: area.name, exact: true })).toBeVisible();
    await context.close();
  });
});
