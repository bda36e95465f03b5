import { test, expect } from '@playwright/test';
import { words } from '../../src/content/interface.ts';

// Nothing a page shows after it first paints may move what is already there (Lighthouse's CLS 0).
for (const path of [
  '/',
  '/locations',
  '/services/secondary-glazing-installers',
  '/quote-request',
  '/contact',
]) {
  test(`${path} does not shift its layout while loading`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
              total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shift).toBe(0);
  });
}

for (const width of [320, 360, 375, 390, 414]) {
  test(`at ${width} px nothing scrolls sideways and the header's controls stay on screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/about');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    const menu = await page.getByRole('button', { name: words.layout.menu }).boundingBox();
    expect(menu!.x + menu!.width).toBeLessThanOrEqual(width);
    const quote = page.getByRole('banner').getByRole('link', { name: 'Free Quote' });
    if (width >= 384) await expect(quote).toBeVisible();
  });
}
