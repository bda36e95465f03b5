import { test, expect } from '@playwright/test';
import { installerAreas } from '../../src/content/areas/index.ts';

test('the installers hub links all 17 installer pages, London included', async ({ page }) => {
  await page.goto('/services/secondary-glazing-installers');
  const links = page.getByRole('region', { name: 'Choose your area' }).getByRole('link');
  await expect(links).toHaveCount(17);
  for (const [i, area] of installerAreas.entries()) {
    await expect(links.nth(i)).toHaveAttribute('href', `/services/secondary-glazing-installers/${area.slug}`);
    await expect(links.nth(i)).toContainText(area.name);
  }
});

test('/locations shows six area cards and twelve London regions', async ({ page }) => {
  await page.goto('/locations');
  const cards = page.getByRole('region', { name: 'Featured areas' }).getByRole('article');
  await expect(cards).toHaveCount(6);
  const slugs = ['kensington', 'chelsea', 'mayfair', 'belgravia', 'notting-hill', 'hampstead'];
  for (const [i, slug] of slugs.entries()) {
    await expect(cards.nth(i).getByRole('link')).toHaveAttribute('href', `/areas/${slug}`);
  }
  const regions = page.getByRole('region', { name: 'London regions' });
  await expect(regions.getByRole('heading', { level: 3 })).toHaveCount(12);
  for (const area of installerAreas.filter((a) => a.slug !== 'london')) {
    await expect(regions.getByRole('link', { name: area.name, exact: true })).toHaveAttribute(
      'href',
      `/areas/${area.slug}`,
    );
  }
});

test.describe('postcode finder', () => {
  test('routes SW3 to Chelsea and NW3 to Hampstead from /locations', async ({ page }) => {
    for (const [postcode, slug] of [
      ['SW3', 'chelsea'],
      ['nw3 1aa', 'hampstead'],
    ]) {
      await page.goto('/locations');
      await page.getByLabel('Your postcode').fill(postcode!);
      await page.getByRole('button', { name: 'Find my area' }).click();
      await expect(page).toHaveURL(new RegExp(`/areas/${slug}$`));
    }
  });

  test('routes SW15 to the Putney installers from the hub', async ({ page }) => {
    await page.goto('/services/secondary-glazing-installers');
    await page.getByLabel('Your postcode').fill('SW15 2PA');
    await page.getByRole('button', { name: 'Find my area' }).click();
    await expect(page).toHaveURL(/\/services\/secondary-glazing-installers\/putney$/);
  });

  test('explains nonsense, empty input, shared codes and places without a page', async ({ page }) => {
    await page.goto('/locations');
    const input = page.getByLabel('Your postcode');
    const find = page.getByRole('button', { name: 'Find my area' });

    await input.fill('banana');
    await find.click();
    await expect(
      page.getByText('That does not look like a UK postcode. Try the first part, such as SW3 or NW3.'),
    ).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');

    await input.fill('');
    await find.click();
    await expect(page.getByText('Please enter a postcode, such as SW3 or W8 4PT.')).toBeVisible();

    await input.fill('W1');
    await find.click();
    const status = page.getByRole('status');
    await expect(status.getByRole('link', { name: 'Mayfair' })).toHaveAttribute('href', '/areas/mayfair');
    await expect(status.getByRole('link', { name: 'Marylebone' })).toHaveAttribute(
      'href',
      '/areas/marylebone',
    );

    await input.fill('E1 6AN');
    await find.click();
    await expect(status).toContainText('we cover all of London and work nationwide');
    await expect(status.getByRole('link', { name: 'Get Free Quote' })).toHaveAttribute(
      'href',
      '/quote-request',
    );
    await expect(page).toHaveURL(/\/locations$/);
  });

  test('without JavaScript the form stays hidden and every area is still listed', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/locations');
    await expect(page.getByText('Choose your area from the list on this page.')).toBeVisible();
    await expect(page.getByLabel('Your postcode')).toBeHidden();
    await expect(
      page.getByRole('region', { name: 'London regions' }).getByRole('link', { name: 'Putney' }),
    ).toBeVisible();
    await context.close();
  });
});
