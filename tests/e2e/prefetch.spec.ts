import { test, expect, type Page } from '@playwright/test';
import { words } from '../../src/content/interface.ts';

// The pages a visitor is likely to open next are fetched before the tap (src/config/prefetch.ts), never when the
// visitor saves data or is on a 2G connection.

const activeRules = (page: Page) =>
  page.evaluate(() => document.head.querySelectorAll('script[type="speculationrules"]').length);

// Chromium prerenders the header's links, but not under DevTools (Playwright): there the prefetch rule serves them.
test('a main navigation link hovered is fetched before the click, and its page comes from that fetch', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  expect(await activeRules(page)).toBe(1);
  const link = page
    .getByRole('navigation', { name: words.layout.navMain, exact: true })
    .getByRole('link', { name: 'Benefits' });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Preload.enable');
  const ready = new Promise<void>((resolve) =>
    cdp.on('Preload.prefetchStatusUpdated', (event) => {
      if (event.prefetchUrl.endsWith('/benefits') && event.status === 'Ready') resolve();
    }),
  );
  await link.hover();
  await ready;
  await link.click();
  await expect(page).toHaveURL(/\/benefits$/);
  const delivery = await page.evaluate(
    () =>
      (
        performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
          deliveryType: string;
        }
      ).deliveryType,
  );
  expect(delivery).toBe('navigational-prefetch');
});

for (const [name, connection] of [
  ['saves data', { saveData: true, effectiveType: '4g' }],
  ['is on a 2G connection', { saveData: false, effectiveType: '2g' }],
] as const) {
  test(`nothing is prefetched when the visitor ${name}`, async ({ page }) => {
    await page.addInitScript((value) => {
      Object.defineProperty(Navigator.prototype, 'connection', { get: () => value, configurable: true });
    }, connection);
    await page.goto('/');
    expect(await activeRules(page)).toBe(0);
  });
}
