import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse, stringify } from 'yaml';
import raw from '../../src/content/noiseEstimator.json' with { type: 'json' };
import { estimatorSchema } from '../../src/content/estimator/data.ts';
import { claimsFile } from '../../src/content/schemas/proof.ts';
import { priceRangeText } from '../../src/lib/prices.ts';

// What the editor can save but no single field of it can check (two numbers of a range, a repeated item, an id given
// twice): the build reads it sensibly instead of refusing it, so a save never stops the site. Each test saves what an
// office manager could and reads what the page will show.

let copies: string[] = [];

/** A copy of src/content/ with one file changed as the editor would save it; the site's modules read it afresh. */
function saved<T>(file: string, change: (data: T) => void) {
  const dir = mkdtempSync(path.join(tmpdir(), 'hushpane-normalise-'));
  copies.push(dir);
  cpSync('src/content', dir, { recursive: true });
  const at = path.join(dir, file);
  const data = parse(readFileSync(at, 'utf8')) as T;
  change(data);
  writeFileSync(at, stringify(data));
  vi.stubEnv('CONTENT_DIR', dir);
  vi.resetModules();
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
  copies = [];
});

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

type Range = { min: number; max: number };

describe('a range saved the wrong way round reads in order', () => {
  it('results by source: the page shows the lower figure first and draws the bars from it', async () => {
    let railway: Range = { min: 0, max: 0 };
    saved('results.yaml', (data: { bySource: Range[]; averageDb: Range }) => {
      railway = { ...data.bySource[1]! };
      data.bySource[1] = { ...data.bySource[1]!, min: railway.max, max: railway.min };
      data.averageDb = { min: data.averageDb.max, max: data.averageDb.min };
    });
    const { results, averageDbLabel } = await import('../../src/content/stats.ts');
    expect(results.bySource[1]).toMatchObject(railway);
    expect(averageDbLabel).toMatch(/^(\d+)-(\d+) dB$/);
    const [, low, high] = /^(\d+)-(\d+)/.exec(averageDbLabel)!;
    expect(Number(low)).toBeLessThan(Number(high));
    const { ResultsPanel } = await import('../../src/components/sections/ResultsPanel.tsx');
    const html = renderToStaticMarkup(createElement(ResultsPanel, { results }));
    expect(text(html)).toContain(`${railway.min}-${railway.max}%`);
  });

  it('an area’s price per window: swapped, it shows as the range it means; the same figure twice is one price', async () => {
    let range = { from: 0, to: 0 };
    saved('areas/barnes.yaml', (area: { installer: { priceRange: typeof range } }) => {
      range = { ...area.installer.priceRange };
      area.installer.priceRange = { from: range.to, to: range.from };
    });
    const { getArea } = await import('../../src/content/areas/index.ts');
    expect(getArea('barnes').installer.priceRange).toEqual(range);
    expect(priceRangeText(getArea('barnes').installer.priceRange)).toBe(
      `£${range.from.toLocaleString('en-GB')}-£${range.to.toLocaleString('en-GB')}`,
    );
    expect(priceRangeText({ from: range.from, to: range.from })).toBe(
      `£${range.from.toLocaleString('en-GB')}`,
    );
  });

  it('the acoustic table’s stated range and a chart’s bar', async () => {
    let rating: Range = { min: 0, max: 0 };
    let bar = { low: 0, high: 0 };
    saved(
      'guides/figures.yaml',
      (data: {
        acousticPerformance: { ratingDb: Range };
        charts: { noiseByOption: { bars: { low: number; high: number }[] } };
      }) => {
        rating = { ...data.acousticPerformance.ratingDb };
        data.acousticPerformance.ratingDb = { min: rating.max, max: rating.min };
        const ranged = data.charts.noiseByOption.bars.find((b) => b.low < b.high)!;
        bar = { low: ranged.low, high: ranged.high };
        Object.assign(ranged, { low: bar.high, high: bar.low });
      },
    );
    const { acousticPerformance, charts } = await import('../../src/content/guides.ts');
    expect(acousticPerformance.ratingDb).toEqual(rating);
    expect(charts.noiseByOption.bars).toContainEqual(expect.objectContaining(bar));
  });

  it('the calculator’s preset levels and the level a visitor may type', () => {
    const data = structuredClone(raw);
    const preset = data.noiseKinds[0]!.presets[0]!.level;
    data.noiseKinds[0]!.presets[0]!.level = { min: preset.max, max: preset.min };
    data.customLevel = { min: raw.customLevel.max, max: raw.customLevel.min };
    const read = estimatorSchema.parse(data);
    expect(read.outdoorPresets[0]!.level).toEqual(preset);
    expect(read.customLevel).toEqual(raw.customLevel);
  });
});

describe('a chart’s bar past its maximum', () => {
  it('widens the chart to that bar: no bar drawn past the edge', async () => {
    let longest = 0;
    saved(
      'guides/figures.yaml',
      (data: { charts: { threeBedCost: { max: number; bars: { high: number; low: number }[] } } }) => {
        const chart = data.charts.threeBedCost;
        longest = chart.max * 1.5;
        chart.bars[0] = { ...chart.bars[0]!, low: longest, high: longest };
      },
    );
    const { charts } = await import('../../src/content/guides.ts');
    expect(charts.threeBedCost.max).toBe(longest);
    const { BarChart } = await import('../../src/components/charts/BarChart.tsx');
    const html = renderToStaticMarkup(createElement(BarChart, { chart: charts.threeBedCost }));
    const widths = [...html.matchAll(/width="([\d.]+)%"/g)].map((m) => Number(m[1]));
    expect(widths.length).toBeGreaterThan(2);
    expect(Math.max(...widths)).toBe(100);
  });
});

describe('an item given twice is listed once', () => {
  it('an area’s postcodes and streets: the first kept, the finder and the page unchanged', async () => {
    let first: { postcodes: string[]; streets: string[] } = { postcodes: [], streets: [] };
    saved('areas/barnes.yaml', (area: { postcodes: string[]; streets: string[] }) => {
      first = { postcodes: [...area.postcodes], streets: [...area.streets] };
      area.postcodes = [...area.postcodes, area.postcodes[0]!];
      area.streets = [...area.streets.slice(0, 8), ` ${area.streets[2]!.toUpperCase()} `];
    });
    const { getArea, outwardCodeAreas } = await import('../../src/content/areas/index.ts');
    const barnes = getArea('barnes');
    expect(barnes.postcodes).toEqual(first.postcodes);
    expect(barnes.streets).toEqual(first.streets.slice(0, 8));
    for (const code of first.postcodes)
      expect(outwardCodeAreas[code]!.filter((a) => a === 'barnes')).toHaveLength(1);
  });
});

describe('a section id given twice gets -2, so every anchor leads to its own section', () => {
  it('the terms: the copy’s anchor is its own, the first keeps its id', async () => {
    let ids: string[] = [];
    saved('legal/terms.yaml', (terms: { sections: { id: string }[] }) => {
      ids = terms.sections.map((s) => s.id);
      terms.sections[3]!.id = ids[1]!;
    });
    const { termsOfUse } = await import('../../src/content/legal/terms.ts');
    const read = termsOfUse.sections.map((s) => s.id);
    expect(new Set(read).size).toBe(read.length);
    expect(read[1]).toBe(ids[1]);
    expect(read[3]).toBe(`${ids[1]}-2`);
  });

  it('the privacy notice: a section given the visits section’s anchor keeps its words, the visits section its place', async () => {
    let id = '';
    type Section = { id: string; heading: string };
    saved('legal/privacy.yaml', (notice: { sections: Section[]; visits: Section }) => {
      id = notice.visits.id;
      notice.sections.push({ ...notice.sections[0]!, id, heading: 'A copy of the section' });
    });
    const { privacyNoticeFor } = await import('../../src/content/legal/privacy.ts');
    const { name, script } = (await import('../../src/config/env.ts')).analyticsDefaults.plausible;
    const counting = { provider: 'plausible', name, script, origin: new URL(script).origin } as never;
    const stored = parse(readFileSync('src/content/legal/privacy.yaml', 'utf8')) as {
      visits: { heading: string; whenCounting: { heading: string } };
    };
    for (const [notice, heading] of [
      [privacyNoticeFor(undefined), stored.visits.heading],
      [privacyNoticeFor(counting), stored.visits.whenCounting.heading],
    ] as const) {
      // The copy comes first and keeps the anchor; the visits section after it reads as the build says, at -2.
      const sections = notice.sections.filter((s) => s.id === id || s.id === `${id}-2`);
      expect(sections.map((s) => [s.id, s.heading])).toEqual([
        [id, 'A copy of the section'],
        [`${id}-2`, heading],
      ]);
    }
  });

  it('the case study’s sections', async () => {
    saved('guides/case-study.yaml', (study: { sections: { id: string }[] }) => {
      study.sections[2]!.id = study.sections[1]!.id;
    });
    const { caseStudy } = await import('../../src/content/guides.ts');
    const ids = caseStudy.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('what the editor’s fields now hold', () => {
  it('the benefits guide numbers its sections by their place: a section moved keeps the spec’s anchors in order', async () => {
    let titles: string[] = [];
    saved('guides/benefits.yaml', (guide: { sections: { title: string }[] }) => {
      const [moved] = guide.sections.splice(4, 1);
      guide.sections.splice(7, 0, moved!);
      titles = guide.sections.map((s) => s.title);
    });
    const { benefitsGuide } = await import('../../src/content/guides.ts');
    expect(benefitsGuide.sections.map((s) => s.title)).toEqual(titles);
    expect(benefitsGuide.sections.map((s) => s.id)).toEqual([
      'introduction',
      ...Array.from({ length: 9 }, (_, i) => `section-${i + 1}`),
    ]);
  });

  it('the resources page: the PDF guide card first, downloading the PDF; the others Read More', async () => {
    const { resources, pdfGuidePath } = await import('../../src/content/guides.ts');
    const stored = parse(readFileSync('src/content/guides/resources.yaml', 'utf8')) as {
      guideCard: { title: string };
      cards: { title: string }[];
      cardLabels: { guideType: string; download: string; readMore: string };
    };
    const { download, readMore, guideType } = stored.cardLabels;
    expect(resources.cards.map((c) => [c.title, c.downloadable, c.action, c.downloadable && c.href])).toEqual(
      [
        [stored.guideCard.title, true, download, pdfGuidePath],
        ...stored.cards.map((c) => [c.title, false, readMore, false]),
      ],
    );
    expect(resources.cards[0]!.type).toBe(guideType);
  });

  it('a claim’s evidence: a kind other than none asks for its title and link, and is read flat', () => {
    const stored = parse(readFileSync('src/content/claims.yaml', 'utf8')) as {
      claims: { evidence: unknown }[];
    };
    const withEvidence = (evidence: unknown) =>
      claimsFile.safeParse({ claims: [{ ...stored.claims[0]!, evidence }] });
    const report = { title: 'UKAS test report 2291', url: 'https://example.org/r/2291' };
    const read = withEvidence({ discriminant: 'test report', value: report });
    expect(read.success && read.data.claims[0]!.evidence).toEqual({ kind: 'test report', ...report });
    expect(withEvidence({ discriminant: 'document', value: { title: report.title, url: '' } }).success).toBe(
      false,
    );
    const none = withEvidence({ discriminant: 'none', value: {} });
    expect(none.success && none.data.claims[0]!.evidence).toEqual({ kind: 'none', title: '', url: '' });
  });
});

describe('a window in the calculator: one pane, or a sealed unit', () => {
  it('the editor asks for two panes and a cavity of a sealed unit, and none of one pane; the model reads both alike', async () => {
    type Stored = { glazing: { discriminant: string; value: Record<string, unknown> } };
    const data = structuredClone(raw) as unknown as { existingWindows: Stored[] };
    const sealed = data.existingWindows.find((w) => w.glazing.discriminant === 'sealed')!;
    const single = data.existingWindows.find((w) => w.glazing.discriminant === 'single')!;
    const read = estimatorSchema.parse(data);
    const at = (w: Stored) => read.existingWindows[data.existingWindows.indexOf(w)]!;
    expect(at(single)).toMatchObject({ panes: [single.glazing.value.pane], cavityMm: 0 });
    expect(at(sealed)).toMatchObject({
      panes: sealed.glazing.value.panes,
      cavityMm: sealed.glazing.value.cavityMm,
    });
    sealed.glazing.value.cavityMm = 0;
    expect(estimatorSchema.safeParse(data).success).toBe(false);
    const keystatic = (await import('../../keystatic.config.ts')).default as unknown as {
      singletons: Record<string, { schema: Record<string, unknown> }>;
    };
    type Conditional = { values: Record<string, { fields: Record<string, { validation?: unknown }> }> };
    const glazing = (
      keystatic.singletons.noiseEstimator!.schema.existingWindows as {
        element: { fields: { glazing: Conditional } };
      }
    ).element.fields.glazing;
    expect(Object.keys(glazing.values)).toEqual(['single', 'sealed']);
    expect(glazing.values.sealed!.fields.panes!.validation).toEqual({ length: { min: 2, max: 2 } });
    const cavity = glazing.values.sealed!.fields.cavityMm as unknown as {
      validate: (n: number | null) => unknown;
    };
    expect(() => cavity.validate(0)).toThrow();
    expect(() => cavity.validate(1)).not.toThrow();
  });
});

describe('what the build still refuses, it says why and what to do', () => {
  it('a claim id given twice, a table row short of a cell', async () => {
    const stored = parse(readFileSync('src/content/claims.yaml', 'utf8')) as { claims: { id: string }[] };
    const twice = claimsFile.safeParse({
      claims: [stored.claims[0], { ...stored.claims[1]!, id: stored.claims[0]!.id }],
    });
    expect(twice.error?.issues.map((i) => i.message)).toEqual([
      expect.stringMatching(/each claim id once: .+ give the copy its own id/),
    ]);
    const { guideFiguresFile } = await import('../../src/content/guides/schema.ts');
    const table = (
      parse(readFileSync('src/content/guides/figures.yaml', 'utf8')) as {
        tables: { secondaryVersusReplacement: { rows: { cells: string[] }[] } };
      }
    ).tables.secondaryVersusReplacement;
    table.rows[0]!.cells.pop();
    const tableField = guideFiguresFile.shape.tables.shape.secondaryVersusReplacement;
    expect(tableField.safeParse(table).error?.issues[0]?.message).toMatch(
      /^\d+ cells, one per value column .+, in the columns’ order$/,
    );
  });
});
