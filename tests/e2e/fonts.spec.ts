import { test, expect, type Page } from '@playwright/test';
import { openAsNextPage, waitForSiteCss } from './support/siteCss.ts';

// Headings are drawn in Source Serif 4 and text in Inter, both served by the site itself as two small core files,
// cached for the whole visit (src/config/fonts.ts, astro.config.ts `fonts`); a first visit paints from its document
// alone and fetches them for the next page (docs/performance.md).

/** The fonts Chromium actually drew an element's text with (not what its CSS asks for). */
async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  expect(nodeId, selector).toBeGreaterThan(0);
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((f) => f.familyName);
}

for (const path of ['/', '/services/residential-secondary-glazing']) {
  for (const width of [390, 1280]) {
    test(`${path} at ${width} px draws headings in Source Serif 4 and text in Inter from its own origin, from the visit's next page on`, async ({
      page,
      baseURL,
    }) => {
      const foreign: string[] = [];
      const fontFiles: string[] = [];
      // Recorded, not routed: routing would turn off the browser's cache, which the next page below relies on.
      page.on('request', (request) => {
        if (new URL(request.url()).hostname !== new URL(baseURL!).hostname) foreign.push(request.url());
      });
      page.on('requestfinished', (request) => {
        if (request.url().endsWith('.woff2')) fontFiles.push(request.url());
      });
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // A first visit draws in the metric-matched fallbacks (no font file holds its first paint, none is swapped
      // in later) and fetches the two core files, from this site, for the next page.
      expect(await renderedFonts(page, 'main h1')).not.toContain('Source Serif 4');
      await expect.poll(() => fontFiles.length).toBe(2);
      for (const url of fontFiles) expect(url).toMatch(new RegExp(`^${baseURL}/_astro/fonts/[^/]+\\.woff2$`));

      // The pages opened from this one (as by a link: Sec-Fetch-Site same-origin) draw with them, from the cache.
      // Twice: under load, a face can miss the first next page's paint (`font-display: optional`).
      for (let hop = 0; hop < 2; hop++) await openAsNextPage(page, path);
      await page.evaluate(() => document.fonts.ready);
      expect(await renderedFonts(page, 'main h1')).toEqual(['Source Serif 4']);
      // The first serif section heading (a small sans eyebrow heading may come before it).
      expect(await renderedFonts(page, 'main h2:not(.font-sans)')).toEqual(['Source Serif 4']);
      expect(await renderedFonts(page, 'main p')).toEqual(['Inter']);
      expect(new Set(fontFiles).size).toBe(2);
      expect(foreign).toEqual([]);
    });
  }
}

test('a first visit asks for its stylesheet and font files only after its first paint, and carries no font inside it', async ({
  page,
}) => {
  await page.goto('/');
  await waitForSiteCss(page);
  await expect
    .poll(() =>
      page.evaluate(
        () => performance.getEntriesByType('resource').filter((r) => r.name.endsWith('.woff2')).length,
      ),
    )
    .toBe(2);
  const { paint, files } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    files: performance
      .getEntriesByType('resource')
      .filter((r) => /\/_astro\/.+\.(css|woff2)$/.test(r.name))
      .map((r) => ({ name: r.name, start: r.startTime })),
  }));
  expect(files.filter((f) => f.name.endsWith('.css'))).toHaveLength(1);
  expect(files.filter((f) => f.start < paint)).toEqual([]);
  expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(0);
  expect(await page.content()).not.toContain('data:font');
});
