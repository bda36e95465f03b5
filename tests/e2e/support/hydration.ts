import type { Page } from '@playwright/test';

/** Waits until the page's eagerly hydrated islands are live (`client:interaction` islands wake on first contact). */
export async function waitForEagerIslands(page: Page) {
  await page.waitForFunction(
    () => document.querySelectorAll('astro-island[ssr]:not([client="interaction"])').length === 0,
  );
}
