import { test, expect } from '@playwright/test';
import { templateRoutes } from './support/templates.ts';
import { axeViolations as violations } from './support/axe.ts';
import { words } from '../../src/content/interface.ts';

// Every distinct template (see templateRoutes) plus the 404 page, at both widths.
const paths = [...templateRoutes.map((r) => r.path), '/no-such-page'];

for (const width of [390, 1280]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of paths) {
      test(`${path} has no WCAG 2.2 AA violations, one main heading and no sideways scroll`, async ({
        page,
      }) => {
        await page.goto(path);
        expect(await violations(page)).toEqual([]);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      });
    }
  });
}

test('the open mobile menu has no WCAG 2.2 AA violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/');
  await page.getByRole('button', { name: words.layout.menu }).click();
  await expect(page.getByRole('navigation', { name: words.layout.navMenu })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
