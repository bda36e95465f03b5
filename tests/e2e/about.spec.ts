import { test, expect } from '@playwright/test';
import { jsonLdNodes } from './support/jsonLdNodes.ts';
import { about, aboutStats, promises } from '../../src/content/about.ts';
import { words } from '../../src/content/interface.ts';

test.describe('about page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/about');
  });

  // The figures, promises, values and expertise are content (about.yaml, claims.yaml, business.json).
  test('states the company record and promises as the content gives them', async ({ page }) => {
    const record = page.getByRole('region', { name: words.about.record }).getByRole('listitem');
    await expect(record).toHaveText(aboutStats.map((s) => `${s.value}${s.label}`));
    const main = page.getByRole('main');
    for (const promise of promises) await expect(main.getByText(promise).first()).toBeVisible();
  });

  test('has a mission, its values and technical expertise lists', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: about.mission.title, level: 2 })).toBeVisible();
    const values = page.getByRole('region', { name: words.about.valuesTitle });
    await expect(values.getByRole('heading', { level: 3 })).toHaveText(about.values.map((v) => v.title));
    const expertise = page.getByRole('region', { name: words.about.expertiseTitle });
    await expect(expertise.getByRole('heading', { level: 3 })).toHaveText(
      about.expertise.map((e) => e.title),
    );
    await expect(expertise.getByRole('list')).toHaveCount(about.expertise.length);
  });

  test('describes itself as an AboutPage and links only to real targets', async ({ page }) => {
    const nodes = await jsonLdNodes(page);
    expect(nodes.some((n) => n['@type'] === 'AboutPage')).toBe(true);
    await expect(page.locator('main a[href="#"], main a:not([href])')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact Our Experts' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});
