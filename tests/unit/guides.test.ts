import { describe, expect, it } from 'vitest';
import {
  acousticPerformanceTable as computeAcousticTable,
  modelRw,
  outsideStatedRange,
} from '../../src/content/guides/acousticPerformance.ts';
import {
  acousticPerformance,
  acousticPerformanceTable,
  benefitsGuide,
  caseStudy,
  caseStudyResultsTable,
  comparisons,
  figures,
  pdfGuidePath,
  resources,
  secondaryVersusReplacement,
} from '../../src/content/guides.ts';
import { tableSchema } from '../../src/content/guides/schema.ts';

describe('guide content', () => {
  // The tables' words and figures are content (src/content/guides/*.yaml): the business edits them, so these tests
  // check how the tables are made from the content, not what the content says today.
  it('computes the acoustic performance table with the calculator’s model, stating its range', () => {
    const { glassThicknessesMm, cavityWidthsMm, ratingDb, headings } = acousticPerformance;
    expect(acousticPerformanceTable).toEqual(computeAcousticTable(acousticPerformance));
    expect(acousticPerformanceTable.rows.map((r) => r.cells)).toEqual(
      glassThicknessesMm.map((g) => cavityWidthsMm.map((c) => `${modelRw(g, c)} dB`)),
    );
    // Never worse with a heavier pane or a wider cavity.
    for (const [i, g] of glassThicknessesMm.entries())
      for (const [j, c] of cavityWidthsMm.entries()) {
        if (i > 0) expect(modelRw(g, c)).toBeGreaterThanOrEqual(modelRw(glassThicknessesMm[i - 1]!, c));
        if (j > 0) expect(modelRw(g, c)).toBeGreaterThanOrEqual(modelRw(g, cavityWidthsMm[j - 1]!));
      }
    const outside = outsideStatedRange(acousticPerformance);
    for (const cell of outside) expect(cell.rw < ratingDb.min || cell.rw > ratingDb.max).toBe(true);
    expect(outside.length).toBe(
      glassThicknessesMm
        .flatMap((g) => cavityWidthsMm.map((c) => modelRw(g, c)))
        .filter((v) => v < ratingDb.min || v > ratingDb.max).length,
    );
    expect(acousticPerformanceTable.columns[0]).toBe(headings.corner);
    expect(acousticPerformanceTable.source).toContain(`${ratingDb.min}-${ratingDb.max} dB`);
  });

  it('heads the acoustic table’s rows and columns from its headings, each width put in', () => {
    const table = computeAcousticTable({
      ...acousticPerformance,
      glassThicknessesMm: [5, 9],
      cavityWidthsMm: [80],
      headings: { corner: 'Pane', cavity: 'gap of {mm}mm', glass: '{mm}mm pane' },
    });
    expect(table.columns).toEqual(['Pane', 'gap of 80mm']);
    expect(table.rows.map((r) => [r.header, ...r.cells])).toEqual([
      ['5mm pane', `${modelRw(5, 80)} dB`],
      ['9mm pane', `${modelRw(9, 80)} dB`],
    ]);
  });

  it('shows the case study results as a table made from the same numbers as the chart', () => {
    expect(caseStudyResultsTable.rows.map((r) => [r.header, ...r.cells])).toEqual(
      caseStudy.results.map((r) => [
        r.source,
        `${r.beforeDb} dB`,
        `${r.afterDb} dB`,
        `${r.reductionDb} dB`,
        r.perceived,
      ]),
    );
  });

  it('fills every figure of the comparison tables, one cell per column', () => {
    const tables = [
      secondaryVersusReplacement,
      comparisons.performanceTable,
      comparisons.practicalTable,
      acousticPerformanceTable,
      caseStudyResultsTable,
    ];
    for (const table of tables) {
      expect(table.rows.length).toBeGreaterThan(0);
      for (const row of table.rows) expect(row.cells).toHaveLength(table.columns.length - 1);
      expect(JSON.stringify(table)).not.toMatch(/\{\w+\}/);
    }
  });

  it('compares the same options, in the same order, in both of /comparisons’ tables', () => {
    expect(comparisons.practicalTable.rows.map((r) => r.header)).toEqual(
      comparisons.performanceTable.rows.map((r) => r.header),
    );
  });

  it('numbers the benefits guide introduction, section-1, section-2 … (the spec’s anchors) with its FAQs', () => {
    const ids = benefitsGuide.sections.map((s) => s.id);
    expect(ids.length).toBeGreaterThanOrEqual(10);
    expect(ids).toEqual(['introduction', ...ids.slice(1).map((_, i) => `section-${i + 1}`)]);
    expect(benefitsGuide.faqs.length).toBeGreaterThan(0);
  });

  it('gives resources the spec’s three cards, the PDF download first, and fills the FAQs’ figures', () => {
    expect(resources.cards.map((c) => [c.title, c.type, c.action])).toEqual([
      ['Complete Guide to Secondary Glazing', 'PDF Guide', 'Download Guide'],
      ['Noise Reduction Solutions', 'Article', 'Read More'],
      ['Installation Process Video', 'Video', 'Read More'],
    ]);
    expect(resources.cards[0]!.href).toBe(pdfGuidePath);
    const answers = resources.faqs.map((f) => f.answer).join(' ');
    for (const figure of ['overExistingDb', 'overExistingPerceived', 'installationHours'] as const)
      expect(answers).toContain(String(figures[figure]));
  });

  it('rejects a table row with the wrong number of cells', () => {
    const bad = {
      caption: 'A caption that is long',
      columns: ['A', 'B', 'C'],
      rows: [{ header: 'x', cells: ['1'] }],
      source: 'A source that is long enough',
    };
    expect(tableSchema.safeParse(bad).success).toBe(false);
  });
});
