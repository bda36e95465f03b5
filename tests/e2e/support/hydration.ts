import type { Page } from '@playwright/test';

/** Waits until the page's eagerly hydrated islands are live (`client:interaction` islands wake on first contact). */
export async function waitForEagerIslands(page: Page) {
  await page.waitForFunction(
    () => document.querySelectorAll('astro-island[ssr]:not([client="interaction"])').length === 0,
  );
}

/** The island scripts, with or without Astro's `?astro-retry=` query. */
export const islandScripts = /\/_astro\/.+\.js(\?.*)?$/;

/**
 * Holds every island script (the `/_astro/*.js` chunks) until `release()`: what a visitor on a slow connection
 * does before the page's forms are live.
 */
export async function holdIslandScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(islandScripts, async (route) => {
    await gate;
    await route.fallback();
  });
  return release;
}

/** The island that holds the form labelled `name`. */
export const islandOf = (page: Page, formName: string) =>
  page
    .locator('astro-island')
    .filter({ has: page.getByRole('form', { name: formName }) })
    .last();
