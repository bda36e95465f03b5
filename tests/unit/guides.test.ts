import { describe, expect, it } from 'vitest';
import { modelRw, outsideStatedRange } from '../../src/content/guides/acousticPerformance.ts';
import {
  acousticPerformance,
  acousticPerformanceTable,
  benefitsGuide,
  caseStudy,
  caseStudyResultsTable,
  comparisons,
  pdfGuidePath,
  resources,
  secondaryVersusReplacement,
} from '../../src/content/guides.ts';
import { tableSchema } from '../../src/content/guides/schema.ts';

describe('guide content', () => {
  it('computes the acoustic performance table with the calculator’s model, keeping the stated 35-45 dB claim', () => {
    const { glassThicknessesMm, cavityWidthsMm, ratingDb } = acousticPerformance;
    expect(ratingDb).toEqual({ min: 35, max: 45 });
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
    for (const cell of outside) expect(cell.rw < 35 || cell.rw > 45).toBe(true);
    expect(outside.length).toBe(
      glassThicknessesMm
        .flatMap((g) => cavityWidthsMm.map((c) => modelRw(g, c)))
        .filter((v) => v < 35 || v > 45).length,
    );
    expect(acousticPerformanceTable.columns).toEqual([
      'Glass thickness',
      '50 mm cavity',
      '100 mm cavity',
      '150 mm cavity',
      '200 mm cavity',
    ]);
    expect(acousticPerformanceTable.rows.map((r) => r.header)).toEqual([
      '4 mm glass',
      '6 mm glass',
      '8 mm glass',
      '10 mm glass',
      '12 mm glass',
    ]);
    expect(acousticPerformanceTable.source).toMatch(/states 35-45 dB/);
    expect(acousticPerformanceTable.source).toMatch(/calculated, not measured/);
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

  it('compares secondary with acoustic double/triple glazing as the spec states', () => {
    expect(secondaryVersusReplacement.rows.map((r) => [r.header, ...r.cells])).toEqual([
      ['Noise reduction', '48-54dB+', '38-45dB'],
      ['Air gap', '100-200mm', '12-24mm'],
      ['Installation disruption', 'Low', 'High'],
      ['Listed building suitability', 'Excellent', 'Not permitted'],
      ['Cost', 'Lower to moderate', 'Moderate to high'],
    ]);
  });

  it('covers six options in the comparison and marks unmeasured figures as indicative', () => {
    const names = comparisons.performanceTable.rows.map((r) => r.header);
    expect(names).toEqual([
      'Secondary glazing',
      'Double glazing',
      'Triple glazing',
      'Window inserts',
      'Heavy curtains',
      'Acoustic film',
    ]);
    for (const row of comparisons.performanceTable.rows.slice(3)) {
      for (const cell of row.cells) expect(cell).toMatch(/^Indicative/);
    }
  });

  it('numbers the benefits guide introduction, section-1 … section-9 with three FAQs', () => {
    expect(benefitsGuide.sections.map((s) => s.id)).toEqual([
      'introduction',
      ...Array.from({ length: 9 }, (_, i) => `section-${i + 1}`),
    ]);
    expect(benefitsGuide.faqs).toHaveLength(3);
  });

  it('gives resources three cards, four FAQs and a PDF download', () => {
    expect(resources.cards.map((c) => [c.title, c.type, c.action])).toEqual([
      ['Complete Guide to Secondary Glazing', 'PDF Guide', 'Download Guide'],
      ['Noise Reduction Solutions', 'Article', 'Read More'],
      ['Installation Process Video', 'Video', 'Read More'],
    ]);
    expect(resources.cards[0]!.href).toBe(pdfGuidePath);
    expect(resources.faqs.map((f) => f.answer).join(' ')).toMatch(/6-12 decibels.*50-75%/);
    expect(resources.faqs[3]!.answer).toMatch(/4-6 hours/);
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
