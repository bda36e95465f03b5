import { test, expect } from '@playwright/test';
import { jsonLdNodes } from './support/jsonLdNodes.ts';

test.describe('about page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/about');
  });

  test('states the company claims as the spec gives them', async ({ page }) => {
    const record = page.getByRole('region', { name: 'Our record' }).getByRole('listitem');
    await expect(record).toHaveCount(4);
    await expect(record).toContainText([
      '15+Years of experience',
      '5000+Homes protected',
      '98%Customer satisfaction',
      '50+Industry awards',
    ]);
    const main = page.getByRole('main');
    await expect(main.getByText('Founded in 2008').first()).toBeVisible();
    await expect(main.getByText(/10-year warranty/).first()).toBeVisible();
    await expect(main.getByText('Certified installation teams on every job')).toBeVisible();
    await expect(main.getByText(/certified by an acoustics institute/).first()).toBeVisible();
  });

  test('has a mission, four values and technical expertise lists', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Our mission', level: 2 })).toBeVisible();
    const values = page.getByRole('region', { name: 'Our values' });
    await expect(values.getByRole('heading', { level: 3 })).toHaveCount(4);
    const expertise = page.getByRole('region', { name: 'What our teams know' });
    await expect(expertise.getByRole('heading', { level: 3 })).toHaveText([
      'Acoustic expertise',
      'Installation expertise',
      'Thermal expertise',
    ]);
    await expect(expertise.getByRole('list')).toHaveCount(3);
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
