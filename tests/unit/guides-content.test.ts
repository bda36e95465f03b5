// Over the built pages (npm test builds first): what the guides say. Their words, tables and figures are content
// (src/content/guides/): read from there. What the spec fixes stays written out: the case study's headline, page
// title and date, the anchors, the resources' cards and links.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import type { Element } from 'domhandler';
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
import { modelRange } from '../../src/content/guides/acousticPerformance.ts';
import { paths } from '../../src/paths.ts';
import { titleTemplate } from '../../src/lib/seo/head.ts';
import { requireBuild } from './support/builtSite.ts';
import { builtPage, linksNamed, tagIs, text, type BuiltPage } from './support/builtPage.ts';

type Node = Record<string, unknown> & { '@type': string };
const node = (page: BuiltPage, type: string) => {
  const found = page.jsonLd().find((n) => n['@type'] === type) as Node | undefined;
  expect(found, `JSON-LD node ${type}`).toBeDefined();
  return found!;
};
/** The table whose caption is `caption`. */
const table = (page: BuiltPage, caption: string) => {
  const found = page.all(
    (el) => el.name === 'table' && page.all(tagIs('caption'), el).some((c) => text(c) === caption),
  );
  expect(found, caption).toHaveLength(1);
  return found[0]!;
};
const rowHeaders = (page: BuiltPage, t: Element) =>
  page.all((el) => el.name === 'th' && el.attribs.scope === 'row', t).map(text);
const cells = (page: BuiltPage, t: Element) => page.all(tagIs('td'), t).map(text);
/** An element drawn as a picture (role="img") whose name holds `name`. */
const pictures = (page: BuiltPage, name: string) =>
  page.all((el) => el.attribs.role === 'img' && page.name(el).includes(name));

describe('/comparisons', () => {
  const page = builtPage(paths.comparisons);

  it('compares the options in captioned, scrollable tables, with a chart and Article data', () => {
    const { performanceTable, practicalTable } = comparisons;
    for (const t of [performanceTable, practicalTable]) {
      const shown = table(page, t.caption);
      expect(rowHeaders(page, shown)).toEqual(t.rows.map((r) => r.header));
      expect(cells(page, shown)).toEqual(t.rows.flatMap((r) => r.cells));
    }
    // The figures written once in figures.yaml are filled into the cells.
    const noise = text(table(page, performanceTable.caption));
    expect(noise).toContain(figures.secondaryDb);
    expect(noise).toContain(figures.standardDoubleDb);
    const cost = text(table(page, practicalTable.caption));
    expect(cost).toContain(figures.threeBedSecondary);
    expect(cost).toContain(figures.threeBedReplacement);
    // A keyboard can reach the table's scroll box.
    expect(page.regions(performanceTable.caption).map((g) => g.attribs.tabindex)).toEqual(['0']);
    expect(pictures(page, charts.noiseByOption.title)).toHaveLength(1);
    expect(page.all((el) => /^h\d$/.test(el.name) && text(el) === words.guides.whenEachWins)).toHaveLength(1);
    const article = node(page, 'Article');
    expect(article.datePublished).toBe(comparisons.datePublished);
    expect(article.author).toMatchObject({ '@type': 'Organization', name: site.name });
  });
});

describe('/benefits', () => {
  const page = builtPage(paths.benefits);

  it('its contents link every section by the spec’s anchors', () => {
    const ids = benefitsGuide.sections.map((section) => section.id);
    expect(ids.slice(0, 10)).toEqual([
      'introduction',
      ...Array.from({ length: 9 }, (_, i) => `section-${i + 1}`),
    ]);
    expect(page.links(page.region(words.guides.contents)).map((l) => l.href)).toEqual(
      ids.map((id) => `#${id}`),
    );
    for (const id of ids)
      expect(
        page.all((el) => el.name === 'h2' && el.attribs.id === id),
        id,
      ).toHaveLength(1);
  });

  it('shows the performance table and FAQ data matching the visible questions', () => {
    // Which table a block shows is the guide's to say (the editor can change it): the table shows where a block names it.
    const shown = benefitsGuide.sections.some((section) =>
      section.blocks.some((b) => b.kind === 'table' && b.table.caption === acousticPerformance.caption),
    );
    const tables = page.all(
      (el) =>
        el.name === 'table' &&
        page.all(tagIs('caption'), el).some((c) => text(c) === acousticPerformance.caption),
    );
    expect(tables).toHaveLength(shown ? 1 : 0);
    if (shown) {
      const t = tables[0]!;
      expect(page.all((el) => el.name === 'th' && el.attribs.scope === 'col', t).map(text)).toEqual(
        acousticPerformanceTable.columns,
      );
      expect(rowHeaders(page, t)).toEqual(acousticPerformanceTable.rows.map((r) => r.header));
      // The acoustic model's values; the stated range stays beside them (launch-check lists disagreement).
      expect(cells(page, t)).toEqual(acousticPerformanceTable.rows.flatMap((r) => r.cells));
      expect(text(page.main)).toContain(acousticPerformanceTable.source);
    }
    const { min, max } = acousticPerformance.ratingDb;
    expect(acousticPerformanceTable.source).toContain(`${min}-${max} dB`);
    // Beside the guide's stated range, the note states the model's own: the lowest and highest cell, then Rw + Ctr.
    const model = modelRange(acousticPerformance);
    const cellsDb = acousticPerformanceTable.rows.flatMap((r) => r.cells.map((c) => parseInt(String(c), 10)));
    expect([Math.min(...cellsDb), Math.max(...cellsDb)]).toEqual([model.tableRwMinDb, model.tableRwMaxDb]);
    expect(acousticPerformanceTable.source).toContain(`${model.tableRwMinDb} to ${model.tableRwMaxDb} dB`);
    expect(acousticPerformanceTable.source).toContain(
      `${model.tableTrafficMinDb} to ${model.tableTrafficMaxDb} dB`,
    );
    const faq = node(page, 'FAQPage');
    const questions = (faq.mainEntity as { name: string }[]).map((q) => q.name);
    expect(questions).toEqual(benefitsGuide.faqs.map((q) => q.question));
    // Every section shows its text: no fold, and more than a heading and a link.
    const sections = page.all(
      (el) =>
        el.name === 'section' && /^(?:introduction|section-\d+)$/.test(el.attribs['aria-labelledby'] ?? ''),
    );
    expect(sections).toHaveLength(benefitsGuide.sections.length);
    for (const section of sections) {
      const id = section.attribs['aria-labelledby'];
      expect(page.all(tagIs('details'), section), id).toEqual([]);
      const prose = page.all((el) => ['p', 'li'].includes(el.name), section);
      expect(prose.filter((el) => page.all(tagIs('a'), el).length === 0).length, id).toBeGreaterThan(0);
    }
    // The questions' disclosures (a question in a span of its summary), not the sections' "Read more" folds.
    const details = page
      .all(tagIs('details'))
      .filter((d) => page.all(tagIs('span'), page.one(tagIs('summary'), d)).length > 0);
    expect(details.map((d) => text(page.one(tagIs('span'), page.one(tagIs('summary'), d))))).toEqual(
      questions,
    );
    // Each answer reads the same on the page and in the data, and the percentage figure says "up to" once.
    const answers = (faq.mainEntity as { acceptedAnswer: { text: string } }[]).map(
      (q) => q.acceptedAnswer.text,
    );
    expect(
      details.map((d) =>
        page
          .all((el) => el.name === 'p' && el.parent === d, d)
          .map(text)
          .join(' '),
      ),
    ).toEqual(answers);
    const reduction = answers.find((a) => a.includes(figures.secondaryPercent));
    expect(reduction).toBeDefined();
    expect(reduction).not.toMatch(/\bup to up to\b/i);
    // The byline and date the page shows are an Article for search engines too.
    expect(node(page, 'Article')).toMatchObject({
      headline: text(page.one(tagIs('h1'))),
      datePublished: benefitsGuide.datePublished,
      publisher: { '@id': expect.stringMatching(/#business$/) },
    });
    expect(
      page.all((el) => el.name === 'time' && el.attribs.datetime === benefitsGuide.datePublished),
    ).not.toEqual([]);
  });
});

describe('/case-studies', () => {
  const page = builtPage(paths.caseStudies);

  it('is an article with the before/after results, its facts and its date', () => {
    expect(page.all(tagIs('h1')).map(text)).toEqual([
      'The Quiet Revolution: A Case Study in Domestic Noise Reduction with Secondary Glazing',
    ]);
    expect(text(page.one(tagIs('title')))).toBe(
      titleTemplate('Domestic Noise Reduction with Secondary Glazing'),
    );
    expect(text(page.one(tagIs('title')))).toBe(
      `Domestic Noise Reduction with Secondary Glazing | ${site.shortName}`,
    );
    const results = table(page, caseStudyResultsTable.caption);
    const rows = page.all(tagIs('tr'), page.one(tagIs('tbody'), results));
    expect(rows.map((r) => [...rowHeaders(page, r), ...cells(page, r)])).toEqual(
      caseStudyResultsTable.rows.map((r) => [r.header, ...r.cells]),
    );
    expect(pictures(page, words.guides.caseStudyChart)).toHaveLength(1);
    expect(cells(page, table(page, secondaryVersusReplacement.caption))).toEqual(
      secondaryVersusReplacement.rows.flatMap((r) => r.cells),
    );
    // The case study's facts, each a figure of figures.yaml filled into its text.
    const main = text(page.main);
    for (const fact of [
      figures.caseStudyGap,
      figures.caseStudyGlass,
      figures.sweetSpotGap,
      figures.heatLossCaseStudy,
      figures.moreEfficientThanDouble,
      figures.standardDoubleDb,
    ])
      expect(main).toContain(String(fact));
    const h2 = page.all(tagIs('h2'), page.main).map(text);
    for (const section of caseStudy.sections) expect(h2).toContain(section.title);
    expect(page.meta('og:type')).toBe('article');
    expect(page.meta('article:published_time')).toBe('2025-08-13');
    expect(node(page, 'Article')).toMatchObject({
      datePublished: '2025-08-13',
      author: { '@type': 'Organization' },
    });
  });
});

describe('/resources', () => {
  const page = builtPage(paths.resources);

  it('offers the guides, the installation walkthrough, FAQs and calls to action', () => {
    expect(page.all(tagIs('h1')).map(text)).toEqual(['Resources & Guides']);
    const guides = page.region('Technical Guides');
    const cards = page.all(tagIs('li'), guides);
    for (const [title, type] of [
      ['Complete Guide to Secondary Glazing', 'PDF Guide'],
      ['Noise Reduction Solutions', 'Article'],
      ['Installation Process Video', 'Video'],
    ]) {
      const card = cards.find((c) => page.all(tagIs('h3'), c).some((h) => text(h) === title));
      expect(card, title).toBeDefined();
      expect(text(card!)).toContain(type);
    }
    const [, article, video] = resources.cards;
    expect(linksNamed(guides, article!.action)[0]?.href).toBe(article!.href);
    // The video card leads to the walkthrough on this page (the browser test follows it).
    const [toVideo] = linksNamed(guides, `${video!.action}: ${video!.target}`);
    const anchor = toVideo!.href.split('#')[1]!;
    const walkthrough = page.one((el) => el.attribs.id === anchor);
    expect(text(walkthrough)).toBe(resources.installation.title);
    // The page has no film, so the card promises none: no play button, and its words say what it is.
    const hasFilm = page.all((el) => el.name === 'video' || el.name === 'iframe').length > 0;
    if (!hasFilm) {
      const videoCard = cards.find((c) => page.all(tagIs('h3'), c).some((h) => text(h) === video!.title))!;
      expect(page.all((el) => /\blucide-(?:circle-)?play\b/.test(el.attribs.class ?? ''), videoCard)).toEqual(
        [],
      );
      expect(text(videoCard)).toMatch(/not a (?:film|video)/i);
    }
    expect(page.all((el) => el.name === 'h3' && /Step \d\./.test(text(el)))).toHaveLength(
      resources.installation.steps.length,
    );

    const faq = node(page, 'FAQPage');
    expect((faq.mainEntity as { name: string }[]).map((q) => q.name)).toEqual(
      resources.faqs.map((f) => f.question),
    );
    // The questions' disclosures (a question in a span of its summary), not the sections' "Read more" folds.
    const details = page
      .all(tagIs('details'))
      .filter((d) => page.all(tagIs('span'), page.one(tagIs('summary'), d)).length > 0);
    expect(details.map((d) => text(page.one(tagIs('span'), page.one(tagIs('summary'), d))))).toEqual(
      resources.faqs.map((f) => f.question),
    );
    for (const [i, f] of resources.faqs.entries()) expect(text(details[i]!)).toContain(f.answer);

    expect(linksNamed(page.doc, 'Contact Our Experts').map((l) => l.href)).toEqual(['/contact']);
    expect(linksNamed(page.doc, 'Get Free Quote').at(-1)?.href).toBe('/quote-request');
  });

  it('Download Guide downloads a real, branded PDF of 3-6 pages', async () => {
    const [link] = linksNamed(page.main, 'Download Guide');
    const name = pdfGuidePath.split('/').pop()!;
    expect(link!.href).toBe(pdfGuidePath);
    expect(link!.el.attribs.download).toBe(name);
    const bytes = readFileSync(path.join(requireBuild(), pdfGuidePath));
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
    const hex = (s: string) => Buffer.from(s, 'latin1').toString('hex');
    expect(streams).toContain(hex(site.phone.display));
    // Its contact block and page footer have the words the business edits (interface.yaml).
    const pdf = words.pdfGuide;
    expect(streams).toContain(hex(pdf.contactTitle));
    expect(streams).toContain(hex(fill(pdf.email, { email: site.email })));
    expect(streams).toContain(hex(fill(pdf.phone, { phone: site.phone.display })));
    const footer = { business: site.name, phone: site.phone.display, email: site.email, page: 1 };
    expect(streams).toContain(hex(fill(pdf.footer, { ...footer, pages: pdfDoc.getPageCount() })));
  });
});
