import type { Page } from '@playwright/test';

/**
 * Waits until a first visit has its stylesheet: the page shows its first screen from its inline CSS and loads the
 * stylesheet once that has painted, leaving out the rest of the page until then (src/integrations/criticalCss.ts,
 * docs/performance.md). A test that measures the layout below the first screen waits for it first. Without
 * JavaScript the stylesheet is linked where the first screen ends and nothing waits.
 */
export async function waitForSiteCss(page: Page) {
  await page.waitForFunction(
    () => !document.querySelector('noscript[data-site-css]') || !matchMedia('(scripting: enabled)').matches,
  );
}

/**
 * Opens `path` as a page reached from one of the site's own pages (a link: Sec-Fetch-Site same-origin), which gets the
 * page as built, its stylesheet in its head and its fonts preloaded (docs/performance.md): what a visitor's next
 * pages are, drawn in the web fonts on any machine, where a first visit draws in whatever fallback the machine has.
 */
export async function openAsNextPage(page: Page, path: string) {
  const loaded = page.waitForEvent('load');
  await page.evaluate((to) => location.assign(to), path);
  await loaded;
}
