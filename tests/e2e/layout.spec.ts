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

// A first visit's rest of the page (after its first screen) comes back one block a frame once the stylesheet is in,
// so no one frame styles and lays out the whole page (a long task: Lighthouse's TBT); all of it is shown in the end.
test('a first visit shows the rest of the page one block a frame, then all of it', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { shownAt: number[]; frame: number };
    w.shownAt = [];
    w.frame = 0;
    const tick = () => {
      w.frame++;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    new MutationObserver((records) => {
      for (const r of records)
        if (r.oldValue?.includes('display: none') && !(r.target as HTMLElement).style.display)
          w.shownAt.push(w.frame);
    }).observe(document, {
      attributes: true,
      attributeFilter: ['style'],
      attributeOldValue: true,
      subtree: true,
    });
  });
  await page.goto('/');
  await page.waitForFunction(() => !document.querySelector('noscript[data-site-css]'));
  const shownAt = await page.evaluate(() => (window as unknown as { shownAt: number[] }).shownAt);
  // The home page's sections after its hero, the footer and the contact buttons: each in a frame of its own.
  expect(shownAt.length).toBeGreaterThanOrEqual(3);
  expect(new Set(shownAt).size).toBe(shownAt.length);
  const left = await page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLElement>('body *')].filter((e) => e.style.display === 'none').length,
  );
  expect(left).toBe(0);
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
