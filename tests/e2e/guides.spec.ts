import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { site } from '../../src/config/site.ts';
import { acousticPerformance, acousticPerformanceTable, figures } from '../../src/content/guides.ts';

type Node = Record<string, unknown> & { '@type': string };

async function jsonLdNode(page: Page, type: string): Promise<Node> {
  const raw = await page.locator('script[type="application/ld+json"]').first().textContent();
  const graph = (JSON.parse(raw ?? '{}') as { '@graph': Node[] })['@graph'];
  const node = graph.find((n) => n['@type'] === type);
  expect(node, `JSON-LD node ${type}`).toBeDefined();
  return node!;
}

test('/comparisons compares six options in captioned tables, with Article data', async ({ page }) => {
  await page.goto('/comparisons');
  const noise = page.getByRole('table', { name: 'Noise and heat: how each option performs' });
  for (const option of [
    'Secondary glazing',
    'Double glazing',
    'Triple glazing',
    'Window inserts',
    'Heavy curtains',
    'Acoustic film',
  ]) {
    await expect(noise.getByRole('rowheader', { name: option, exact: true })).toBeVisible();
  }
  await expect(noise).toContainText('48-54 dB+');
  await expect(noise).toContainText('about 34 dB');
  const cost = page.getByRole('table', {
    name: 'Cost, disruption and listed buildings: how each option compares',
  });
  await expect(cost).toContainText('about £3,600 for a three-bed house, 48-75% less than replacement');
  await expect(cost).toContainText('About £6,000');
  await expect(
    page.getByRole('region', { name: 'Noise and heat: how each option performs' }),
  ).toHaveAttribute('tabindex', '0');
  await expect(page.getByRole('img', { name: /Typical noise reduction by glazing option/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'When each option wins' })).toBeVisible();
  const article = await jsonLdNode(page, 'Article');
  expect(article.datePublished).toBe('2025-08-13');
  expect(article.author).toMatchObject({ '@type': 'Organization', name: site.name });
});

test('/benefits contents links land on their headings below the sticky header', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/benefits');
  const toc = page.getByRole('navigation', { name: 'Contents' });
  const links = toc.getByRole('link');
  await expect(links).toHaveCount(10);
  const ids = ['introduction', ...Array.from({ length: 9 }, (_, i) => `section-${i + 1}`)];
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
  await page.goto('/benefits');
  const table = page.getByRole('table', { name: acousticPerformance.caption });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Glass thickness',
    '50 mm cavity',
    '100 mm cavity',
    '150 mm cavity',
    '200 mm cavity',
  ]);
  await expect(table.getByRole('rowheader')).toHaveText([
    '4 mm glass',
    '6 mm glass',
    '8 mm glass',
    '10 mm glass',
    '12 mm glass',
  ]);
  // The acoustic model's values; the spec's 35-45 dB claim stays stated beside them (launch-check lists disagreement).
  expect(await table.getByRole('cell').allTextContents()).toEqual(
    acousticPerformanceTable.rows.flatMap((r) => r.cells),
  );
  await expect(page.getByText(/calculated, not measured/)).toBeVisible();
  await expect(page.getByText(/Our guide states 35-45 dB/)).toBeVisible();
  const faq = await jsonLdNode(page, 'FAQPage');
  const questions = (faq.mainEntity as { name: string }[]).map((q) => q.name);
  expect(questions).toHaveLength(3);
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
    datePublished: '2025-08-13',
    publisher: { '@id': expect.stringMatching(/#business$/) },
  });
  await expect(page.locator('time[datetime="2025-08-13"]').first()).toBeVisible();
});

test('/case-studies is an article with the before/after results and a prerender flag', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as Window & { prerenderReady?: boolean; flagAtLoad?: boolean };
    window.addEventListener('load', () => {
      w.flagAtLoad = w.prerenderReady;
    });
  });
  await page.goto('/case-studies');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'The Quiet Revolution: A Case Study in Domestic Noise Reduction with Secondary Glazing',
  );
  await expect(page).toHaveTitle('Domestic Noise Reduction with Secondary Glazing | Hushpane');
  expect(await page.evaluate(() => (window as Window & { flagAtLoad?: boolean }).flagAtLoad)).toBe(false);
  await page.waitForFunction(() => (window as Window & { prerenderReady?: boolean }).prerenderReady === true);

  const results = page.getByRole('table', {
    name: 'Average sound levels before and after secondary glazing (dB)',
  });
  const rows = [
    ['Daytime ambient traffic hum, master bedroom', '68 dB', '35 dB', '33 dB', 'about 90%'],
    ['Passing HGV', '85 dB', '42 dB', '43 dB', 'over 95%'],
    ['Passing bus', '82 dB', '40 dB', '42 dB', 'over 95%'],
    ['Emergency siren', '105 dB', '65 dB', '40 dB', 'over 95%'],
  ];
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
    page.getByRole('img', { name: /Noise levels before and after secondary glazing/ }),
  ).toBeVisible();

  const versus = page.getByRole('table', {
    name: 'Secondary glazing compared with acoustic double or triple glazing',
  });
  await expect(versus).toContainText('48-54dB+');
  await expect(versus).toContainText('Not permitted');
  for (const fact of [
    '150 mm air gap',
    '6.8 mm acoustic laminated glass with a PVB interlayer',
    'acoustic compression seals',
    'sweet spot at 150-200 mm',
    'up to 65%',
    'up to 10% more efficient',
    'about 34 dB',
  ]) {
    await expect(page.getByText(fact).first()).toBeVisible();
  }
  for (const heading of [
    'The intrusive soundscape: why windows are the weakest link',
    'A family home on a busy arterial road',
    'The science of silence: why this system works',
    'Benefits beyond noise',
    'Secondary glazing versus replacement windows',
    'Conclusion',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
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
  await page.goto('/resources');
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
  await expect(guides.getByRole('link', { name: /Read More/ }).first()).toHaveAttribute(
    'href',
    '/comparisons',
  );
  await guides.getByRole('link', { name: /^Read More\s?: the installation process/ }).click();
  await expect(
    page.getByRole('heading', { name: 'The installation process, step by step' }),
  ).toBeInViewport();
  await expect(page.getByRole('heading', { level: 3, name: /Step \d\./ })).toHaveCount(6);

  const summaries = page.locator('details summary > span:first-child');
  await expect(summaries).toHaveCount(4);
  const faq = await jsonLdNode(page, 'FAQPage');
  await expect(summaries).toHaveText((faq.mainEntity as { name: string }[]).map((q) => q.name));
  await summaries.first().click();
  await expect(
    page
      .locator('details')
      .first()
      .getByText(/6-12 decibels.*50-75%/),
  ).toBeVisible();
  await summaries.nth(3).click();
  await expect(
    page
      .locator('details')
      .nth(3)
      .getByText(/typical residential installation takes 4-6 hours/),
  ).toBeVisible();

  await expect(page.getByRole('link', { name: 'Contact Our Experts' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('link', { name: 'Get Free Quote' }).last()).toHaveAttribute(
    'href',
    '/quote-request',
  );
});

test('Download Guide downloads a real, branded PDF of 3-6 pages', async ({ page }) => {
  await page.goto('/resources');
  const link = page.getByRole('link', { name: /Download Guide/ });
  await expect(link).toHaveAttribute('download', /\.pdf$/);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('complete-guide-to-secondary-glazing.pdf');
  const bytes = readFileSync((await download.path())!);
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getTitle()).toBe('Complete Guide to Secondary Glazing');
  expect(pdf.getPageCount()).toBeGreaterThanOrEqual(3);
  expect(pdf.getPageCount()).toBeLessThanOrEqual(6);
  // The text is real (selectable): the phone number is in the content streams as WinAnsi hex.
  const streams = [...bytes.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)endstream/g)]
    .map((m) => {
      try {
        return inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
      } catch {
        return '';
      }
    })
    .join('');
  expect(streams).toContain(Buffer.from(site.phone.display, 'latin1').toString('hex'));
});
