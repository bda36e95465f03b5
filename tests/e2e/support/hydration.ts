import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until the `client:interaction` directive has armed every island on the page (it marks each one
 * `data-scripted` when its wake, submit-hold and draft listeners are in place): from then on a visitor's first
 * contact wakes the island and nothing typed is lost. Every island of the site uses that directive, so there are
 * no eagerly hydrated islands to wait for.
 */
export async function waitForEagerIslands(page: Page) {
  await page.waitForFunction(
    () => document.querySelectorAll('astro-island:not([data-scripted])').length === 0,
  );
}

/**
 * A visitor's first contact with a field by the keyboard: it is focused once it is on the screen (`focus()` on a
 * field not shown does nothing: no `focusin`, no wake, where a visitor could not reach it at all).
 */
export async function touch(field: Locator) {
  await expect(field).toBeVisible();
  await field.focus();
}

/**
 * The island scripts, with or without Astro's `?astro-retry=` query: the islands' chunks, not the page's own
 * scripts (Astro's island runtime and the interaction directive: inline on a first visit, `/_astro/script.*.js` on
 * a next page, src/integrations/scriptFiles.ts), which a page runs whether or not a visitor touches anything.
 */
export const islandScripts = /\/_astro\/(?!script\.).+\.js(\?.*)?$/;

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

/**
 * Times, in the page's own clock, how long after a form's submit event the form shows its busy state
 * (`data-busy`): what the visitor sees, measured where it happens, so a slow test runner cannot blur it.
 * Call before `page.goto`; the returned function answers the delay in ms of the first submit, or null if the
 * form never showed it.
 */
export async function timeBusyState(page: Page): Promise<() => Promise<number | null>> {
  await page.addInitScript(() => {
    const times: { submit?: number; busy?: number } = {};
    (window as unknown as { busyTimes: typeof times }).busyTimes = times;
    addEventListener('submit', () => (times.submit ??= performance.now()), true);
    new MutationObserver((records) => {
      if (records.some((r) => (r.target as Element).hasAttribute('data-busy')))
        times.busy ??= performance.now();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-busy'] });
  });
  return () =>
    page.evaluate(() => {
      const { submit, busy } = (window as unknown as { busyTimes: { submit?: number; busy?: number } })
        .busyTimes;
      return submit === undefined || busy === undefined ? null : busy - submit;
    });
}
