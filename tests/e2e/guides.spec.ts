import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { site } from '../../src/config/site.ts';
import {
  acousticPerformance,
  acousticPerformanceTable,
  benefitsGuide,
  caseStudy,
  caseStudyResultsTable,
  charts,
  comparisons,
  figures,
  pdfGuidePath,
  pdfGuideTitle,
  resources,
  secondaryVersusReplacement,
} from '../../src/content/guides.ts';
import { fill, words } from '../../src/content/interface.ts';
import { paths } from '../../src/paths.ts';

// The guides' words, tables and figures are content (src/content/guides/): read from there. What the spec fixes
// stays written out: the case study's headline, page title and date, the anchors, the resources' cards and links.

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Node = Record<string, unknown> & { '@type': string };

async function jsonLdNode(page: Page, type: string): Promise<Node> {
  const raw = await page.locator('script[type="application/ld+json"]').first().textContent();
  const graph = (JSON.parse(raw ?? '{}') as { '@graph': Node[] })['@graph'];
  const node = graph.find((n) => n['@type'] === type);
  expect(node, `JSON-LD node ${type}`).toBeDefined();
  return node!;
}

/** Opens the guide's folded parts (each a native <details>), as a reader does to see them. */
const openFolds = (page: Page) =>
  page.evaluate(() => {
    for (const details of document.querySelectorAll('main details'))
      (details as HTMLDetailsElement).open = true;
  });

test('/comparisons compares the options in captioned tables, with Article data', async ({ page }) => {
  await page.goto(paths.comparisons);
  const { performanceTable, practicalTable } = comparisons;
  for (const table of [performanceTable, practicalTable]) {
    const shown = page.getByRole('table', { name: table.caption });
    await expect(shown.getByRole('rowheader')).toHaveText(table.rows.map((r) => r.header));
    await expect(shown.getByRole('cell')).toHaveText(table.rows.flatMap((r) => r.cells));
  }
  // The figures written once in figures.yaml are filled into the cells.
  const noise = page.getByRole('table', { name: performanceTable.caption });
  await expect(noise).toContainText(figures.secondaryDb);
  await expect(noise).toContainText(figures.standardDoubleDb);
  const cost = page.getByRole('table', { name: practicalTable.caption });
  await expect(cost).toContainText(figures.threeBedSecondary);
  await expect(cost).toContainText(figures.threeBedReplacement);
  await expect(page.getByRole('group', { name: performanceTable.caption })).toHaveAttribute('tabindex', '0');
  await expect(
    page.getByRole('img', { name: new RegExp(escaped(charts.noiseByOption.title)) }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: words.guides.whenEachWins })).toBeVisible();
  const article = await jsonLdNode(page, 'Article');
  expect(article.datePublished).toBe(comparisons.datePublished);
  expect(article.author).toMatchObject({ '@type': 'Organization', name: site.name });
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

test('/benefits shows the performance table and FAQ data matching the visible questions', async ({
  page,
}) => {
  await page.goto(paths.benefits);
  await openFolds(page);
  const table = page.getByRole('table', { name: acousticPerformance.caption });
  // Which table a block shows is the guide's to say (the editor can change it): the table shows where a block names it.
  const shown = benefitsGuide.sections.some((section) =>
    section.blocks.some((b) => b.kind === 'table' && b.table.caption === acousticPerformance.caption),
  );
  await expect(table).toHaveCount(shown ? 1 : 0);
  if (shown) {
    await expect(table.getByRole('columnheader')).toHaveText(acousticPerformanceTable.columns);
    await expect(table.getByRole('rowheader')).toHaveText(acousticPerformanceTable.rows.map((r) => r.header));
    // The acoustic model's values; the stated range stays beside them (launch-check lists disagreement).
    expect(await table.getByRole('cell').allTextContents()).toEqual(
      acousticPerformanceTable.rows.flatMap((r) => r.cells),
    );
    await expect(page.getByText(acousticPerformanceTable.source)).toBeVisible();
  }
  const { min, max } = acousticPerformance.ratingDb;
  expect(acousticPerformanceTable.source).toContain(`${min}-${max} dB`);
  const faq = await jsonLdNode(page, 'FAQPage');
  const questions = (faq.mainEntity as { name: string }[]).map((q) => q.name);
  expect(questions).toEqual(benefitsGuide.faqs.map((q) => q.question));
  await expect(page.locator('details summary > span:first-child')).toHaveText(questions);
  // Each answer reads the same on the page and in the data, and the percentage figure says "up to" once.
  const answers = (faq.mainEntity as { acceptedAnswer: { text: string } }[]).map(
    (q) => q.acceptedAnswer.text,
  );
  await expect(page.locator('details > p')).toHaveText(answers);
  const reduction = answers.find((a) => a.includes(figures.secondaryPercent));
  expect(reduction).toBeDefined();
  expect(reduction).not.toMatch(/\bup to up to\b/i);
  // The byline and date the page shows are an Article for search engines too.
  const article = await jsonLdNode(page, 'Article');
  expect(article).toMatchObject({
    headline: await page.getByRole('heading', { level: 1 }).textContent(),
    datePublished: benefitsGuide.datePublished,
    publisher: { '@id': expect.stringMatching(/#business$/) },
  });
  await expect(page.locator(`time[datetime="${benefitsGuide.datePublished}"]`).first()).toBeVisible();
});

test('/case-studies is an article with the before/after results and a prerender flag', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as Window & { prerenderReady?: boolean; flagAtLoad?: boolean };
    window.addEventListener('load', () => {
      w.flagAtLoad = w.prerenderReady;
    });
  });
  await page.goto(paths.caseStudies);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'The Quiet Revolution: A Case Study in Domestic Noise Reduction with Secondary Glazing',
  );
  await expect(page).toHaveTitle(`Domestic Noise Reduction with Secondary Glazing | ${site.shortName}`);
  expect(await page.evaluate(() => (window as Window & { flagAtLoad?: boolean }).flagAtLoad)).toBe(false);
  await page.waitForFunction(() => (window as Window & { prerenderReady?: boolean }).prerenderReady === true);

  const results = page.getByRole('table', { name: caseStudyResultsTable.caption });
  const rows = caseStudyResultsTable.rows.map((r) => [r.header, ...r.cells]);
  for (const [i, row] of rows.entries()) {
    await expect(
      results
        .getByRole('row')
        .nth(i + 1)
        .getByRole('rowheader'),
    ).toHaveText(row[0]!);
    await expect(
      results
        .getByRole('row')
        .nth(i + 1)
        .getByRole('cell'),
    ).toHaveText(row.slice(1));
  }
  await expect(
    page.getByRole('img', { name: new RegExp(escaped(words.guides.caseStudyChart)) }),
  ).toBeVisible();

  const versus = page.getByRole('table', { name: secondaryVersusReplacement.caption });
  await expect(versus.getByRole('cell')).toHaveText(secondaryVersusReplacement.rows.flatMap((r) => r.cells));
  // The case study's facts, each a figure of figures.yaml filled into its text.
  for (const fact of [
    figures.caseStudyGap,
    figures.caseStudyGlass,
    figures.sweetSpotGap,
    figures.heatLossCaseStudy,
    figures.moreEfficientThanDouble,
    figures.standardDoubleDb,
  ]) {
    await expect(page.getByText(String(fact)).first()).toBeVisible();
  }
  for (const section of caseStudy.sections) {
    await expect(page.getByRole('heading', { level: 2, name: section.title, exact: true })).toBeVisible();
  }
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
    'content',
    '2025-08-13',
  );
  const article = await jsonLdNode(page, 'Article');
  expect(article).toMatchObject({ datePublished: '2025-08-13', author: { '@type': 'Organization' } });
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

test('/resources offers the guides, the installation walkthrough, FAQs and calls to action', async ({
  page,
}) => {
  await page.goto(paths.resources);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resources & Guides');
  const guides = page.getByRole('region', { name: 'Technical Guides' });
  for (const [title, type] of [
    ['Complete Guide to Secondary Glazing', 'PDF Guide'],
    ['Noise Reduction Solutions', 'Article'],
    ['Installation Process Video', 'Video'],
  ]) {
    const card = guides.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card).toContainText(type!);
  }
  const [, article, video] = resources.cards;
  await expect(
    guides.getByRole('link', { name: new RegExp(escaped(article!.action)) }).first(),
  ).toHaveAttribute('href', article!.href);
  await guides
    .getByRole('link', { name: new RegExp(`^${escaped(video!.action)}\\s?: ${escaped(video!.target)}`) })
    .click();
  await expect(page.getByRole('heading', { name: resources.installation.title })).toBeInViewport();
  await expect(page.getByRole('heading', { level: 3, name: /Step \d\./ })).toHaveCount(
    resources.installation.steps.length,
  );

  const summaries = page.locator('details summary > span:first-child');
  const faq = await jsonLdNode(page, 'FAQPage');
  expect((faq.mainEntity as { name: string }[]).map((q) => q.name)).toEqual(
    resources.faqs.map((f) => f.question),
  );
  await expect(summaries).toHaveText(resources.faqs.map((f) => f.question));
  for (const [i, f] of resources.faqs.entries()) {
    await summaries.nth(i).click();
    await expect(page.locator('details').nth(i).getByText(f.answer)).toBeVisible();
  }

  await expect(page.getByRole('link', { name: 'Contact Our Experts' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('link', { name: 'Get Free Quote' }).last()).toHaveAttribute(
    'href',
    '/quote-request',
  );
});

test('Download Guide downloads a real, branded PDF of 3-6 pages', async ({ page }) => {
  await page.goto(paths.resources);
  const link = page.getByRole('link', { name: /Download Guide/ });
  await expect(link).toHaveAttribute('download', /\.pdf$/);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(pdfGuidePath.split('/').pop());
  const bytes = readFileSync((await download.path())!);
  const pdfDoc = await PDFDocument.load(bytes);
  expect(pdfDoc.getTitle()).toBe(pdfGuideTitle);
  expect(pdfDoc.getPageCount()).toBeGreaterThanOrEqual(3);
  expect(pdfDoc.getPageCount()).toBeLessThanOrEqual(6);
  // The text is real (selectable): the phone number is in the content streams as WinAnsi hex.
  const streams = [...bytes.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)endstream/g)]
    .map((m) => {
      try {
        return inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
      } catch {
        return '';
      }
    })
    .join('')
    // Kerning splits a line into hex runs (`<54> 80 <616c6b>`): join them to read whole lines.
    .replace(/>\s*-?[\d.]+\s*</g, '');
  const hex = (text: string) => Buffer.from(text, 'latin1').toString('hex');
  expect(streams).toContain(hex(site.phone.display));
  // Its contact block and page footer have the words the business edits (interface.yaml).
  const pdf = words.pdfGuide;
  expect(streams).toContain(hex(pdf.contactTitle));
  expect(streams).toContain(hex(fill(pdf.email, { email: site.email })));
  expect(streams).toContain(hex(fill(pdf.phone, { phone: site.phone.display })));
  const footer = { business: site.name, phone: site.phone.display, email: site.email, page: 1 };
  expect(streams).toContain(hex(fill(pdf.footer, { ...footer, pages: pdfDoc.getPageCount() })));
});
