import path from 'node:path';
import { z } from 'zod';
import { contentRoot, parseContent, readYaml, type Figures, type FiguresOf } from './load.ts';
import { claimFigures } from './proof.ts';
import { priceFigures } from './servicePrices.ts';
import {
  acousticPerformanceTable as computeAcousticTable,
  modelRange,
} from './guides/acousticPerformance.ts';
import {
  benefitsGuideFile,
  caseStudyFile,
  caseStudyResults,
  comparisonsFile,
  guideFiguresFile,
  resourcesFile,
  tableSchema,
  type CaseStudyResult,
  type GuideBlock,
  type GuideBlockData,
  type GuideSection,
  type GuideSectionData,
  type GuideTable,
  type TableName,
} from './guides/schema.ts';

export { pdfGuidePath } from './guides/schema.ts';

const figuresFile = 'guides/figures.yaml';
const caseStudyPath = 'guides/case-study.yaml';
const { figures: figuresShape, acousticPerformance: acousticShape } = guideFiguresFile.shape;

/** figures.yaml's own `{name}` tokens: its figures and the range the acoustic table keeps to. */
export const figuresFileFigures: FiguresOf = (data, file) => {
  const { figures, acousticPerformance } = parseContent(
    file,
    z
      .object({
        figures: figuresShape,
        acousticPerformance: z
          .object({
            ratingDb: acousticShape.shape.ratingDb,
            glassThicknessesMm: acousticShape.shape.glassThicknessesMm,
            cavityWidthsMm: acousticShape.shape.cavityWidthsMm,
          })
          .loose(),
      })
      .loose(),
    data,
  );
  return {
    ...figures,
    // A headline claim (claims.yaml) is written once: a guide figure of the same name takes its value.
    ...claimFigures,
    ratingMinDb: acousticPerformance.ratingDb.min,
    ratingMaxDb: acousticPerformance.ratingDb.max,
    // The model's own range over the table's cells, Rw and Rw + Ctr: the note states them beside the guide's range.
    ...modelRange(acousticPerformance),
    // The acoustic table's headings keep `{mm}`: acousticPerformance.ts puts in each glass and cavity width.
    mm: '{mm}',
  };
};

const guideData = readYaml(figuresFile, guideFiguresFile, figuresFileFigures);

/** The guides' figures, written once in figures.yaml. */
export const figures = guideData.figures;

/** A case study result as figures: `{humBeforeDb}`, `{humAfterDb}`, `{humReductionDb}`, `{humPerceived}`. */
const resultFigures = (results: CaseStudyResult[]): Figures =>
  Object.fromEntries(
    results.flatMap((r) => [
      [`${r.id}BeforeDb`, r.beforeDb],
      [`${r.id}AfterDb`, r.afterDb],
      [`${r.id}ReductionDb`, r.reductionDb],
      [`${r.id}Perceived`, r.perceived],
    ]),
  );

/** What `{name}` stands for in a guide's text: a figure of figures.yaml, a case study result or a from-price. */
export const guideFigures: Figures = {
  ...figures,
  ...priceFigures,
  ...resultFigures(readYaml(caseStudyPath, z.object({ results: caseStudyResults }).loose()).results),
};

export const acousticPerformance = guideData.acousticPerformance;
export const acousticPerformanceTable = parseContent(
  path.join(contentRoot, figuresFile),
  tableSchema,
  computeAcousticTable(acousticPerformance),
);
const tables: Record<TableName, GuideTable> = {
  ...guideData.tables,
  acousticPerformance: acousticPerformanceTable,
};
export const { secondaryVersusReplacement } = guideData.tables;
export const charts = guideData.charts;
/** The windows the three-bed house of the figures has (its prices are typed; the launch list compares them). */
export const threeBedWindows = guideData.threeBedWindows;

/** A block ready to show: a table or chart named in the file becomes its data. */
function showBlock(block: GuideBlockData): GuideBlock {
  if (block.kind === 'table') return { kind: 'table', table: tables[block.name] };
  if (block.kind === 'barChart') return { kind: 'barChart', chart: charts[block.name] };
  return block;
}
const withBlocks = <G extends { sections: GuideSectionData[] }>(
  guide: G,
): Omit<G, 'sections'> & { sections: GuideSection[] } => ({
  ...guide,
  sections: guide.sections.map((s) => ({ ...s, blocks: s.blocks.map(showBlock) })),
});

export const benefitsGuide = withBlocks(readYaml('guides/benefits.yaml', benefitsGuideFile, guideFigures));

export const caseStudy = withBlocks(readYaml(caseStudyPath, caseStudyFile, guideFigures));

/** The before/after results as a table, derived from the same numbers as the chart. */
export const caseStudyResultsTable = parseContent(path.join(contentRoot, caseStudyPath), tableSchema, {
  caption: caseStudy.resultsCaption,
  columns: [
    caseStudy.resultsLabels.source,
    caseStudy.resultsLabels.before,
    caseStudy.resultsLabels.after,
    caseStudy.resultsLabels.reduction,
    caseStudy.resultsLabels.perceived,
  ],
  rows: caseStudy.results.map((r) => ({
    header: r.source,
    cells: [`${r.beforeDb} dB`, `${r.afterDb} dB`, `${r.reductionDb} dB`, r.perceived],
  })),
  source: caseStudy.resultsSource,
});

export const comparisons = readYaml('guides/comparisons.yaml', comparisonsFile, guideFigures);
/** The two charts at the top of /comparisons. */
export const comparisonCharts = { noise: charts.noiseByOption, cost: charts.threeBedCost };

export const resources = readYaml('guides/resources.yaml', resourcesFile, guideFigures);
/** The PDF guide's title: the title of its card on /resources. */
export const pdfGuideTitle = resources.cards[0]!.title;
