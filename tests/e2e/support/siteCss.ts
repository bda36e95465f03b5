import type { Page } from '@playwright/test';

/**
 * Opens `path` as a page reached from one of the site's own pages (a link: Sec-Fetch-Site same-origin), which gets the
 * page as built, its stylesheet in its head and no inline copy of its rules (docs/performance.md): what a visitor's
 * next pages are.
 */
export async function openAsNextPage(page: Page, path: string) {
  const loaded = page.waitForEvent('load');
  await page.evaluate((to) => location.assign(to), path);
  await loaded;
}
