import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { templateRoutes } from './support/templates.ts';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
// Every distinct template (see templateRoutes) plus the 404 page, at both widths.
const paths = [...templateRoutes.map((r) => r.path), '/no-such-page'];

for (const width of [390, 1280]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of paths) {
      test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
        await page.goto(path);
        const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
        expect(
          violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        ).toEqual([]);
      });
    }
  });
}
