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
