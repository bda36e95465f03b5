import { test, expect } from '@playwright/test';
import { words } from '../../src/content/interface.ts';
import { blockSize } from '../../src/integrations/criticalCss.ts';

// Nothing a page shows after it first paints may move what is already there (Lighthouse's CLS 0).
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
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
              total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
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

// A first visit's rest of the page (after its first screen) comes back a block or a few at a time once the
// stylesheet is in, so no one frame styles and lays out much of the page (a long task: Lighthouse's TBT); a large
// container comes back first and its children after it; all of it is shown in the end.
test('a first visit shows the rest of the page a few blocks a frame, then all of it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    const w = window as unknown as { shown: { frame: number; el: Element }[]; frame: number };
    w.shown = [];
    w.frame = 0;
    const tick = () => {
      w.frame++;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    new MutationObserver((records) => {
      for (const r of records)
        if (r.oldValue?.includes('display: none') && !(r.target as HTMLElement).style.display)
          w.shown.push({ frame: w.frame, el: r.target as Element });
    }).observe(document, {
      attributes: true,
      attributeFilter: ['style'],
      attributeOldValue: true,
      subtree: true,
    });
  });
  await page.goto('/');
  await page.waitForFunction(() => !document.querySelector('noscript[data-site-css]'));
  const frames = await page.evaluate(() => {
    const { shown } = window as unknown as { shown: { frame: number; el: Element }[] };
    const byFrame = new Map<number, Element[]>();
    for (const { frame, el } of shown) byFrame.set(frame, [...(byFrame.get(frame) ?? []), el]);
    const before: Element[] = [];
    return [...byFrame.values()].map((els) => {
      // The blocks a frame gave back (a container kept whole gives back its children in the same frame).
      const blocks = els.filter((el) => !els.includes(el.parentElement!));
      const frame = {
        blocks: blocks.length,
        siblings: blocks.every((el) => el.parentElement === blocks[0]!.parentElement),
        elements: blocks.reduce((sum, el) => sum + 1 + el.getElementsByTagName('*').length, 0),
        inShownBlock: blocks.some((el) => before.some((b) => b.contains(el))),
      };
      before.push(...blocks);
      return frame;
    });
  });
  // The home page's sections after its hero, then parts of the large ones, the footer and the contact buttons.
  expect(frames.length).toBeGreaterThanOrEqual(10);
  // Each frame gives back one group of sibling blocks; a group of several holds at most blockSize elements.
  expect(frames.filter((f) => !f.siblings)).toEqual([]);
  expect(frames.filter((f) => f.blocks > 1 && f.elements > blockSize)).toEqual([]);
  // A large container came back in parts: a block given back inside one given back before.
  expect(frames.some((f) => f.inShownBlock)).toBe(true);
  const left = await page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLElement>('body *')].filter((e) => e.style.display === 'none').length,
  );
  expect(left).toBe(0);
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
