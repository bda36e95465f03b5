import { test, expect } from '@playwright/test';
import { words } from '../../src/content/interface.ts';
import { layoutShiftSoFar } from './support/layoutShift.ts';
import { quickContactLabels, whatsappLabels } from '../../src/lib/leads/labels.ts';

// Nothing a page shows after it first paints may move what is already there (Lighthouse's CLS 0). One movement is not
// the page's: when the brand's fonts arrive after the first paint (a busy machine, a slow line), a mark after a label
// (the required "*") moves sideways on its line by the pixels the two fonts' widths of the label differ (0.00007 on
// /quote-request with the fonts held back 300 ms); that alone is left out (support/layoutShift.ts).
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
    const shift = await layoutShiftSoFar(page, 500, { besidesFontSwap: true });
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

// At the load event of a first visit the whole page is there: every section, the footer and the contact buttons
// are laid out, drawn and reachable by a tap, nothing left to come back later (docs/performance.md).
for (const [path, width] of [
  ['/', 390],
  ['/services/thermal-insulation', 1280],
] as const) {
  test(`at the load event of a first visit of ${path} at ${width} px every section, the footer and the floating actions are there`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      addEventListener('load', () => {
        const shown = (e: Element) => {
          const box = e.getBoundingClientRect();
          return e.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && box.height > 0;
        };
        /** Whether a tap at the middle of a fixed control reaches it (nothing covers it, it is on the screen). */
        const tappable = (e: Element) => {
          const box = e.getBoundingClientRect();
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return shown(e) && !!hit && (e === hit || e.contains(hit));
        };
        const sections = [...document.querySelectorAll('main > *, main > * > section')].filter(
          (e) => !e.matches('script, template, style, link'),
        );
        (window as unknown as { atLoad: unknown }).atLoad = {
          hidden: sections.filter((e) => !shown(e)).map((e) => e.outerHTML.slice(0, 80)),
          sections: sections.length,
          footer: shown(document.querySelector('footer')!),
          tappable: [...document.querySelectorAll('[data-contact-dock] :is(a, button)')]
            .filter((e) => !e.closest('dialog, [popover]') && tappable(e))
            .map((e) => (e.getAttribute('aria-label') ?? e.textContent!).replace(/\s+/g, ' ').trim()),
        };
      });
    });
    await page.setViewportSize({ width, height: 844 });
    await page.goto(path);
    const atLoad = await page.evaluate(() => (window as unknown as { atLoad: unknown }).atLoad);
    const { hidden, sections, footer, tappable } = atLoad as {
      hidden: string[];
      sections: number;
      footer: boolean;
      tappable: string[];
    };
    expect(sections).toBeGreaterThan(3);
    expect(hidden).toEqual([]);
    expect(footer).toBe(true);
    // Quick Contact and WhatsApp everywhere; below 1280 px the bar's Call and Book a survey before them.
    expect(tappable).toEqual([
      ...(width < 1280 ? [words.layout.dockCall, words.layout.dockSurvey] : []),
      quickContactLabels.title,
      whatsappLabels.label,
    ]);
  });
}
