import { test, expect } from '@playwright/test';
import { routes } from '../../src/routes.ts';
import { site } from '../../src/config/site.ts';

test.describe('every registered route', () => {
  for (const route of routes) {
    test(`${route.path} answers 200 with its own head`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(
        route.title.includes(site.shortName) ? route.title : `${route.title} | ${site.name}`,
      );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', route.description);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        route.path === '/' ? site.url : `${site.url}${route.path}`,
      );
    });
  }

  test('titles are unique', () => {
    expect(new Set(routes.map((r) => r.title)).size).toBe(routes.length);
  });
});

test('an unknown path answers 404 with the 404 page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
});
