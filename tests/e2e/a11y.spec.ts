import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { templateRoutes } from './support/templates.ts';
import { words } from '../../src/content/interface.ts';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
// Every distinct template (see templateRoutes) plus the 404 page, at both widths.
const paths = [...templateRoutes.map((r) => r.path), '/no-such-page'];

async function violations(page: Page) {
  // Plus label-in-name (WCAG 2.5.3), which axe still files as experimental.
  // (`options` replaces what `withTags` would set, so the tags go in here too.)
  const results = await new AxeBuilder({ page })
    .options({
      runOnly: { type: 'tag', values: tags },
      rules: { 'label-content-name-mismatch': { enabled: true } },
    })
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

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
