// Every route at five widths: nothing scrolls sideways, no element runs out of its container, and the floating
// contact buttons never leave a link, button or form field under them. A failing width attaches its screenshot.
import { test, expect, type Page } from '@playwright/test';
import { routes } from '../../src/routes.ts';
import { gallery } from '../../src/content/gallery.ts';
import { home } from '../../src/content/home.ts';
import { fill, words } from '../../src/content/interface.ts';

const widths = [360, 390, 768, 1024, 1280];
/** From this width the contact buttons float in the page's right margin; below it they sit in their own bar. */
const marginButtonsFrom = 1280;

/**
 * Every fault at the current width, in one call into the page (each call costs the test a round trip to the browser):
 * sideways scrolling, elements whose box or content runs past their container where nothing clips it, and links,
 * buttons and fields under a floating contact button.
 */
const faultsAtWidth = (page: Page, marginButtons: boolean) =>
  page.evaluate((marginButtons) => {
    const fitFaults = () => {
      const found: string[] = [];
      const name = (el: Element) =>
        `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50)}"`;
      const root = document.documentElement;
      if (root.scrollWidth > root.clientWidth)
        found.push(`the page scrolls sideways: ${root.scrollWidth} px in ${root.clientWidth}`);
      const clips = new Map<Element, boolean>();
      const clipped = (el: Element | null): boolean => {
        if (!el || el === document.body) return false;
        if (!clips.has(el))
          clips.set(el, getComputedStyle(el).overflowX !== 'visible' || clipped(el.parentElement));
        return clips.get(el)!;
      };
      /** The nearest ancestor that has a box of its own (island wrappers are `display: contents`). */
      const container = (el: Element) => {
        let p = el.parentElement;
        while (p && getComputedStyle(p).display === 'contents') p = p.parentElement;
        return p;
      };
      for (const el of document.body.querySelectorAll('main *, footer *, header *')) {
        if (
          el.closest('svg, [hidden], dialog:not([open]), [popover]:not(:popover-open)') &&
          el.tagName !== 'svg'
        )
          continue;
        const style = getComputedStyle(el);
        if (style.position === 'absolute' || style.position === 'fixed' || style.display === 'contents')
          continue;
        const box = el.getBoundingClientRect();
        if (box.width < 2 || box.height < 2) continue; // screen-reader-only text
        const parent = container(el);
        if (!parent || clipped(parent)) continue;
        const outer = parent.getBoundingClientRect();
        const past = Math.max(box.right - outer.right, outer.left - box.left);
        if (past > 1) found.push(`${name(el)} runs ${Math.round(past)} px out of ${name(parent)}`);
        else if (
          style.overflowX === 'visible' &&
          style.display !== 'inline' &&
          el.scrollWidth > el.clientWidth + 1
        )
          found.push(`${name(el)}: its content is ${el.scrollWidth - el.clientWidth} px wider than it`);
      }
      return found;
    };
    /** Links, buttons and fields under a floating contact button at the current scroll position. */
    const coverFaults = () => {
      const dock = document.querySelector('[data-contact-dock]');
      const buttons = dock
        ? [...dock.querySelectorAll('a, button')].map((b) => b.getBoundingClientRect())
        : [];
      const found: string[] = [];
      for (const control of document.querySelectorAll('a, button, input, select, textarea')) {
        if (
          dock?.contains(control) ||
          control.closest('[hidden], dialog:not([open]), [popover]:not(:popover-open)')
        )
          continue;
        const c = control.getBoundingClientRect();
        const style = getComputedStyle(control);
        // Screen-reader-only (the skip link until focused), invisible or empty: nothing there to cover.
        if (c.width < 2 || c.height < 2 || style.visibility === 'hidden' || style.clipPath !== 'none')
          continue;
        if (buttons.some((f) => c.left < f.right && c.right > f.left && c.top < f.bottom && c.bottom > f.top))
          found.push(
            `a floating button covers <${control.tagName.toLowerCase()}> "${(control.textContent ?? '').trim().slice(0, 40)}"`,
          );
      }
      return found;
    };
    const found = fitFaults();
    // A bar at the foot of the screen covers a strip, as a sticky header does; the page's own padding lets everything
    // scroll clear of it, so only the end of the page is checked. Margin buttons never move: three positions.
    const height = document.documentElement.scrollHeight;
    for (const top of marginButtons ? [0, height / 2, height] : [height]) {
      window.scrollTo({ top, behavior: 'instant' });
      found.push(...coverFaults());
    }
    return found;
  }, marginButtons);

// The routes in groups, each group one page that goes from route to route: a new page for each route cost about a
// seventh of the spec's time (128 → 111 CPU seconds). Each fault names its route and width.
const allRoutes = [...routes.map((r) => r.path), '/no-such-page'];
const perTest = 8;
for (let i = 0; i < allRoutes.length; i += perTest) {
  const group = allRoutes.slice(i, i + perTest);
  test(`${group.join(', ')} fit at ${widths.join(', ')} px`, async ({ page }, testInfo) => {
    const problems: string[] = [];
    for (const route of group) {
      // Each route opens as a first visit at the narrowest width, a phone's, whatever width the last one ended at.
      await page.setViewportSize({ width: widths[0]!, height: 800 });
      await page.goto(route);
      for (const width of widths) {
        if (width !== widths[0]) await page.setViewportSize({ width, height: 800 });
        const found = await faultsAtWidth(page, width >= marginButtonsFrom);
        if (found.length) {
          problems.push(...new Set(found.map((f) => `${route} at ${width} px: ${f}`)));
          await testInfo.attach(`${route} at ${width}px`, {
            body: await page.screenshot({ fullPage: true }),
            contentType: 'image/png',
          });
        }
      }
    }
    expect(problems).toEqual([]);
  });
}

test('the forms’ own pages offer no Quick Contact button; other pages do', async ({ page }) => {
  for (const [path, count] of [
    ['/quote-request', 0],
    ['/contact', 0],
    ['/about', 1],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Quick Contact' }), path).toHaveCount(count);
    await expect(page.getByRole('link', { name: 'Contact us on WhatsApp' }), path).toBeVisible();
  }
});

test.describe('faults a design review found', () => {
  test('the 404 page’s three buttons are one height', async ({ page }) => {
    await page.goto('/no-such-page');
    const heights = await page
      .getByRole('main')
      .getByRole('link', { name: /^(Home|Our Services|Get Help)$/ })
      .evaluateAll((links) => links.map((l) => l.getBoundingClientRect().height));
    expect(heights).toHaveLength(3);
    expect(new Set(heights).size).toBe(1);
  });

  test('the dark closing band runs into the dark footer, with no pale strip between', async ({ page }) => {
    for (const path of ['/', '/about']) {
      await page.goto(path);
      const gap = await page.evaluate(() => {
        const band = document.querySelector('main > section:last-of-type')!.getBoundingClientRect();
        return document.querySelector('footer')!.getBoundingClientRect().top - band.bottom;
      });
      expect(gap, path).toBe(0);
    }
  });

  test('the benefits contents stay below the sticky header while the guide is read', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/benefits');
    await page
      .getByRole('navigation', { name: /contents/i })
      .getByRole('link')
      .nth(4)
      .click();
    const [headerBottom, contentsTop] = await page.evaluate(() => [
      document.querySelector('body > header')!.getBoundingClientRect().bottom,
      document.querySelector('.lg\\:sticky')!.getBoundingClientRect().top,
    ]);
    expect(contentsTop).toBeGreaterThanOrEqual(headerBottom);
  });

  test('a wide table on a phone says it scrolls, and does', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/case-studies');
    await expect(page.getByText(words.guides.tableHint).first()).toBeVisible();
    const region = page.locator('[role="group"][tabindex="0"]:has(table)').first();
    expect(await region.evaluate((r) => r.scrollWidth > r.clientWidth)).toBe(true);
  });

  test('the projects are one swipeable row: no card alone on a row', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const count = gallery.length;
    const row = page.getByRole('region', { name: fill(home.notes.rowLabel, { count }) });
    const tops = await row
      .getByRole('article')
      .evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().top));
    expect(tops).toHaveLength(count);
    expect(new Set(tops).size).toBe(1);
    await expect(page.getByText(fill(home.notes.galleryHint, { count }))).toBeVisible();
  });
});
