import { test, expect } from '@playwright/test';
import { pricingText, services as serviceContent } from '../../src/content/services.ts';
import { words } from '../../src/content/interface.ts';
import { paths } from '../../src/paths.ts';

// The service cards, titles and prices are content (services.yaml); content-core.test.ts holds them to the spec's six
// routes, in order.
const services = serviceContent.map((s) => [s.title, s.slug, pricingText(s)] as const);
const t = words.servicesHub;

test.describe('services page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(paths.services);
  });

  test('the service cards link to their pages', async ({ page }) => {
    const list = page.getByRole('region', { name: t.listTitle });
    await expect(list.getByRole('listitem')).toHaveCount(serviceContent.length);
    for (const [title, slug, price] of services) {
      await expect(list.getByRole('link', { name: title, exact: true })).toHaveAttribute(
        'href',
        `/services/${slug}`,
      );
      await expect(list.getByRole('listitem').filter({ hasText: title })).toContainText(price);
    }
  });

  test('a card link opens the service page', async ({ page }) => {
    const [title, slug] = services.at(-1)!;
    await page.getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/services/${slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('links to the installers hub', async ({ page }) => {
    await expect(page.getByRole('link', { name: words.actions.findInstallers })).toHaveAttribute(
      'href',
      '/services/secondary-glazing-installers',
    );
  });

  test('shows the spec’s six glazing types with a description each', async ({ page }) => {
    const types = page.getByRole('region', { name: t.typesTitle });
    await expect(types.getByRole('heading', { level: 3 })).toHaveText([
      'Hinged Casement',
      'Horizontal Sliding',
      'Vertical Sliding',
      'Fixed Light',
      'Lift-Out',
      'Magnetic',
    ]);
    const items = types.getByRole('listitem');
    await expect(items).toHaveCount(6);
    for (let i = 0; i < 6; i++) {
      await expect(items.nth(i).locator('svg')).toHaveCount(1);
      await expect(items.nth(i).getByRole('paragraph').first()).toHaveText(/.{50,}/);
    }
  });

  test('has no placeholder links', async ({ page }) => {
    await expect(page.locator('main a[href="#"], main a:not([href])')).toHaveCount(0);
  });
});
