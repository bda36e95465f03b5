import { test, expect } from '@playwright/test';

test('the 404 page explains, links back in and logs the path', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  const response = await page.goto('/no-such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
  await expect(page.getByText('Page Not Found', { exact: true })).toBeVisible();
  await expect(page.getByText('The URL may have changed or the page may have been removed.')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: 'Our Services' })).toHaveAttribute('href', '/services');
  await expect(main.getByRole('link', { name: 'Get Help' })).toHaveAttribute('href', '/contact');
  for (const href of ['/benefits', '/locations', '/case-studies', '/comparisons']) {
    await expect(main.locator(`a[href="${href}"]`)).toBeVisible();
  }
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect.poll(() => errors).toContain('404: page not found: /no-such/page');
});
