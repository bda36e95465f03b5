import { expect, test, type Page } from '@playwright/test';
import { benefitsGuide, resources } from '../../src/content/guides.ts';
import { words } from '../../src/content/interface.ts';
import { paths } from '../../src/paths.ts';

// What the guides say (tables, figures, structured data, the PDF guide) is read from the built pages in
// tests/unit/guides-content.test.ts; here, what needs a browser: anchors scrolling below the sticky header, the
// prerender flag, the charts' drawn sizes, the spacing of headings, the walkthrough link and the questions opening.

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens the guide's folded parts (each a native <details>), as a reader does to see them. */
const openFolds = (page: Page) =>
  page.evaluate(() => {
    for (const details of document.querySelectorAll('main details'))
      (details as HTMLDetailsElement).open = true;
  });

test('/benefits contents links land on their headings below the sticky header', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(paths.benefits);
  const toc = page.getByRole('navigation', { name: words.guides.contents });
  const links = toc.getByRole('link');
  // The spec's anchors: #introduction, #section-1 … #section-9 (and on, if the business adds sections).
  const ids = benefitsGuide.sections.map((section) => section.id);
  expect(ids.slice(0, 10)).toEqual([
    'introduction',
    ...Array.from({ length: 9 }, (_, i) => `section-${i + 1}`),
  ]);
  await expect(links).toHaveCount(ids.length);
  for (const [i, id] of ids.entries()) {
    await expect(links.nth(i)).toHaveAttribute('href', `#${id}`);
  }
  for (const id of ['section-9', 'section-3', 'introduction', 'section-7']) {
    await toc.locator(`a[href="#${id}"]`).click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    const heading = page.locator(`h2#${id}`);
    await expect(heading).toBeInViewport();
    // Wait for smooth scrolling to settle, then compare with the sticky header's bottom edge.
    await expect
      .poll(async () => {
        const header = await page.locator('body > header, header.sticky').first().boundingBox();
        const box = await heading.boundingBox();
        return header && box ? box.y - (header.y + header.height) : -1;
      })
      .toBeGreaterThanOrEqual(0);
  }
});

test('/case-studies sets its prerender flag after load', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as Window & { prerenderReady?: boolean; flagAtLoad?: boolean };
    window.addEventListener('load', () => {
      w.flagAtLoad = w.prerenderReady;
    });
  });
  await page.goto(paths.caseStudies);
  expect(await page.evaluate(() => (window as Window & { flagAtLoad?: boolean }).flagAtLoad)).toBe(false);
  await page.waitForFunction(() => (window as Window & { prerenderReady?: boolean }).prerenderReady === true);
});

for (const path of ['/benefits', '/comparisons', '/case-studies']) {
  test(`${path} chart labels and figures render at 12 px or more on a 360 px phone`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(path);
    await openFolds(page);
    const charts = page.getByRole('figure').getByRole('img');
    await expect(charts.first()).toBeVisible();
    for (const chart of await charts.all()) {
      // Each piece of text at the size it is drawn: its font size times the scale of any SVG it sits in.
      const sizes = await chart.evaluate((root) => {
        const found: { text: string; px: number }[] = [];
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const el = node.parentElement!;
          if (!node.textContent?.trim() || el.closest('title, desc')) continue;
          const svg = el instanceof SVGElement ? el.closest('svg') : null;
          const scale = svg?.getScreenCTM()?.a ?? 1;
          found.push({
            text: node.textContent.trim(),
            px: parseFloat(getComputedStyle(el).fontSize) * scale,
          });
        }
        return found;
      });
      expect(sizes.length, 'the chart has text labels').toBeGreaterThan(2);
      for (const { text, px } of sizes)
        expect(px, `"${text}" is drawn at ${px.toFixed(1)} px`).toBeGreaterThanOrEqual(12);
    }
  });
}

for (const path of ['/benefits', '/comparisons', '/case-studies']) {
  test(`${path} puts the same space above every section heading, and the same below`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await openFolds(page);
    const gaps = await page.getByRole('article').evaluate((article) => {
      const inline = (el: Element) =>
        getComputedStyle(el).display.startsWith('inline') && el.tagName !== 'svg';
      /** What a reader sees as an edge: a block with text of its own, a bordered or filled box, a drawing. */
      const visible = (el: Element) => {
        const box = el.getBoundingClientRect();
        if (box.height < 1 || inline(el)) return false;
        const style = getComputedStyle(el);
        const text = [...el.childNodes].some(
          (n) =>
            (n.nodeType === Node.TEXT_NODE || (n instanceof Element && inline(n))) && n.textContent?.trim(),
        );
        const boxed = parseFloat(style.borderTopWidth) > 0 || style.backgroundColor !== 'rgba(0, 0, 0, 0)';
        return text || boxed || el.tagName === 'svg';
      };
      const all = [...article.querySelectorAll('*')];
      // Headings of the article's own sections, not of a boxed panel in it (contents, closing call to action).
      const headings = [...article.querySelectorAll('h2')].filter((h) => {
        const panel = h.parentElement!;
        return panel.tagName === 'SECTION' && getComputedStyle(panel).backgroundColor === 'rgba(0, 0, 0, 0)';
      });
      return headings.slice(1).map((h) => {
        const at = all.indexOf(h);
        const { top, bottom } = h.getBoundingClientRect();
        const before = all.slice(0, at).filter((el) => !el.contains(h) && visible(el));
        const after = all.slice(at + 1).filter((el) => !h.contains(el) && visible(el));
        return {
          heading: h.textContent!.trim(),
          above: Math.round(top - Math.max(...before.map((el) => el.getBoundingClientRect().bottom))),
          below: Math.round(Math.min(...after.map((el) => el.getBoundingClientRect().top)) - bottom),
        };
      });
    });
    expect(gaps.length).toBeGreaterThan(2);
    for (const side of ['above', 'below'] as const) {
      const first = gaps[0]![side];
      for (const gap of gaps)
        expect(
          Math.abs(gap[side] - first),
          `${gap[side]} px ${side} "${gap.heading}", ${first} px ${side} the first`,
        ).toBeLessThanOrEqual(2);
    }
  });
}

test('/resources: the video card leads to the walkthrough, and each question opens to its answer', async ({
  page,
}) => {
  await page.goto(paths.resources);
  const guides = page.getByRole('region', { name: 'Technical Guides' });
  const [, , video] = resources.cards;
  await guides
    .getByRole('link', { name: new RegExp(`^${escaped(video!.action)}\\s?: ${escaped(video!.target)}`) })
    .click();
  await expect(page.getByRole('heading', { name: resources.installation.title })).toBeInViewport();

  const summaries = page.locator('details summary > span:first-child');
  await expect(summaries).toHaveText(resources.faqs.map((f) => f.question));
  for (const [i, f] of resources.faqs.entries()) {
    await expect(page.locator('details').nth(i).getByText(f.answer)).toBeHidden();
    await summaries.nth(i).click();
    await expect(page.locator('details').nth(i).getByText(f.answer)).toBeVisible();
  }
});
