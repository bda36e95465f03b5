import { test, expect } from '@playwright/test';
import { templateRoutes } from './support/templates.ts';
import { axeViolations as violations } from './support/axe.ts';
import { words } from '../../src/content/interface.ts';

// Every distinct template (see templateRoutes) plus the 404 page, at both widths. One main heading per page is read
// from the built pages (tests/unit/route-heads.test.ts); no sideways scroll is layout-fit.spec.ts's, at five widths.
const paths = [...templateRoutes.map((r) => r.path), '/no-such-page'];

// One load per page, checked at the phone width and again at the desktop width: the styles follow the resize.
for (const path of paths) {
  test(`${path} has no WCAG 2.2 AA violations at 390 and 1280 px`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(path);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await violations(page), `${width} px`).toEqual([]);
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
