import { test, expect, type Page } from '@playwright/test';
import { layoutShiftSoFar } from './support/layoutShift.ts';

// Headings are drawn in Source Serif 4 and text in Inter, both served by the site itself as two small core files,
// preloaded on every page and cached for the whole visit (src/config/fonts.ts, astro.config.ts `fonts`): a first
// visit shows them too, swapped in over metric-matched fallbacks when they come after the first paint, so no text
// moves (docs/performance.md).

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

/** The brand's faces drawn where each kind of text is, after the browser says its fonts are in. */
async function expectBrandFonts(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  expect(await renderedFonts(page, 'main h1')).toEqual(['Source Serif 4']);
  // The first serif section heading (a small sans eyebrow heading may come before it).
  expect(await renderedFonts(page, 'main h2:not(.font-sans)')).toEqual(['Source Serif 4']);
  expect(await renderedFonts(page, 'main p')).toEqual(['Inter']);
}

for (const [path, width] of [
  ['/', 390],
  ['/services/residential-secondary-glazing', 1280],
] as const) {
  test(`a first visit of ${path} at ${width} px draws headings in Source Serif 4 and text in Inter from its own origin, with no layout shift`, async ({
    page,
    baseURL,
  }) => {
    const foreign: string[] = [];
    const fontFiles: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname !== new URL(baseURL!).hostname) foreign.push(request.url());
    });
    page.on('requestfinished', (request) => {
      if (request.url().endsWith('.woff2')) fontFiles.push(request.url());
    });
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await expectBrandFonts(page);
    expect(await layoutShiftSoFar(page)).toBe(0);
    expect(new Set(fontFiles).size).toBe(2);
    for (const url of fontFiles) expect(url).toMatch(new RegExp(`^${baseURL}/_astro/fonts/[^/]+\\.woff2$`));
    expect(foreign).toEqual([]);
  });
}

test('a first visit whose fonts arrive after its first paint swaps them in without moving any text', async ({
  page,
}) => {
  // A slow line: the font files held until the page has painted in its fallbacks.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/fonts/*.woff2', async (route) => {
    await held;
    await route.continue();
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/about', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  expect(await renderedFonts(page, 'main h1')).not.toContain('Source Serif 4');
  release();
  await page.waitForLoadState('load');
  await expectBrandFonts(page);
  expect(await layoutShiftSoFar(page)).toBe(0);
});
