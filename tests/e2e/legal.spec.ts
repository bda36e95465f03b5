import { test, expect } from '@playwright/test';
import { routes } from '../../src/routes.ts';
import { site } from '../../src/config/site.ts';
import { words } from '../../src/content/interface.ts';

// The processors, the ICO and the governing law are what the law asks a notice and terms to state (UK GDPR arts
// 13-14, the Consumer Rights Act): they stay written out here as well as in tests/unit/legal.test.ts.
test('privacy notice names the controller, the processors, the ICO and cookies', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  const main = page.getByRole('main');
  await expect(main).toContainText(words.legal.lastUpdated);
  await expect(main).toContainText(site.name);
  await expect(main.getByRole('link', { name: `E-mail ${site.email}` })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  );
  for (const word of [
    'EmailJS',
    'form-collection service',
    'WhatsApp',
    'Meta',
    'UK GDPR',
    'sets no cookies',
  ]) {
    await expect(main).toContainText(word);
  }
  await expect(main.getByRole('link', { name: /ICO/ })).toHaveAttribute(
    'href',
    'https://ico.org.uk/make-a-complaint/',
  );
});

test('terms cover indicative prices, sample testimonials and governing law', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  const main = page.getByRole('main');
  for (const phrase of [
    'indicative',
    'written quote',
    'samples',
    'England and Wales',
    'Consumer Rights Act 2015',
  ]) {
    await expect(main).toContainText(phrase);
  }
});

test('the HTML sitemap links every registered route', async ({ page }) => {
  await page.goto('/sitemap');
  const main = page.getByRole('main');
  for (const r of routes) await expect(main.locator(`a[href="${r.path}"]`).first()).toBeAttached();
  const hrefs = await main.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(new Set(hrefs).size).toBe(routes.length);
  for (const g of Object.values(words.sitemap.groups)) {
    await expect(main.getByRole('heading', { name: g, exact: true })).toBeVisible();
  }
});
