import { test, expect, type Page } from '@playwright/test';

// Headings are drawn in Source Serif 4 and text in Inter, both served by the site itself as two small core files,
// cached for the whole visit (src/config/fonts.ts, astro.config.ts `fonts`).

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
    test(`${path} at ${width} px draws headings in Source Serif 4 and text in Inter from its own origin`, async ({
      page,
      baseURL,
    }) => {
      const foreign: string[] = [];
      const fontFiles: string[] = [];
      // Recorded, not routed: routing would turn off the browser's cache, which the reload below relies on.
      page.on('request', (request) => {
        if (new URL(request.url()).hostname !== new URL(baseURL!).hostname) foreign.push(request.url());
      });
      page.on('requestfinished', (request) => {
        if (request.resourceType() === 'font') fontFiles.push(request.url());
      });
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      const loaded = await page.evaluate(() =>
        [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family),
      );
      expect(loaded.some((f) => /^"?Source Serif 4-/.test(f) && !f.includes('fallback'))).toBe(true);
      expect(loaded.some((f) => /^"?Inter-/.test(f) && !f.includes('fallback'))).toBe(true);
      // Two font files, the core files, from this site.
      expect(fontFiles).toHaveLength(2);
      for (const url of fontFiles) expect(url).toMatch(new RegExp(`^${baseURL}/_astro/fonts/[^/]+\\.woff2$`));
      expect(foreign).toEqual([]);

      // `font-display: optional` (astro.config.ts): a face that misses the first paint (a slow link, or a busy
      // test machine) is drawn from the visit's next page on, so the drawing is checked on a page that follows.
      await page.reload();
      await page.evaluate(() => document.fonts.ready);
      expect(await renderedFonts(page, 'main h1')).toEqual(['Source Serif 4']);
      // The first serif section heading (a small sans eyebrow heading may come before it).
      expect(await renderedFonts(page, 'main h2:not(.font-sans)')).toEqual(['Source Serif 4']);
      expect(await renderedFonts(page, 'main p')).toEqual(['Inter']);
    });
  }
}

test('the first screen preloads the two font files it requests, and carries none inside it', async ({
  page,
}) => {
  const fontFiles: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'font') fontFiles.push(request.url());
  });
  await page.goto('/');
  await page.evaluate(() => document.fonts.ready);
  const preloads = await page
    .locator('head link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  expect(preloads).toHaveLength(2);
  for (const href of preloads) expect(href).toMatch(/\/_astro\/fonts\/[^/]+\.woff2$/);
  expect(fontFiles.sort()).toEqual(preloads.sort());
  expect(await page.content()).not.toContain('data:font');
});
