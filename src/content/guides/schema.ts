import { z } from 'zod';
import { described, template } from '../schemas/template.ts';
import { isoDate, optionalPart, uniqueIds } from '../schemas/parts.ts';
import { inOrder } from '../schemas/ranges.ts';

const tableCaption = z.string().min(10).max(200);
/** A column heading; the first one heads the row-header column. */
const tableHeading = z.string().min(1).max(60);
const tableRowHeader = z.string().min(1).max(90);
const tableCell = z.string().min(1).max(160);
/** Where the figures come from, shown under the table. */
const tableSource = z.string().min(20).max(600);

/**
 * A table the business edits: one row-header column, then `valueColumns` value columns, their number fixed (their
 * headings are words to edit), so every row's cells are a list of exactly that many, which the editor's list holds as
 * the build does: a row can never be saved short of a cell or with one too many, and no cell lands under the wrong
 * heading.
 */
export function editedTable(valueColumns: number) {
  const cells = `${valueColumns} cells, one per value column (every column but the first), in the columns’ order`;
  return z
    .object({
      caption: tableCaption,
      columns: described(
        z.array(tableHeading).length(valueColumns + 1, `${valueColumns + 1} column headings`),
        `The headings: the row-header column’s, then the ${valueColumns} value columns’ (their number is fixed).`,
      ),
      rows: z
        .array(
          z
            .object({
              header: tableRowHeader,
              cells: described(z.array(tableCell).length(valueColumns, cells), `${cells}.`),
            })
            .strict(),
        )
        .min(1)
        .max(14),
      source: tableSource,
    })
    .strict();
}

/**
 * A table as pages show it (a guide's, or one a page computes from figures, such as the acoustic performance table):
 * one row-header column, then value columns; every row has a cell per value column.
 */
export const tableSchema = z
  .object({
    caption: tableCaption,
    columns: z.array(tableHeading).min(2).max(7),
    rows: z
      .array(z.object({ header: tableRowHeader, cells: z.array(tableCell) }).strict())
      .min(1)
      .max(14),
    source: tableSource,
  })
  .strict()
  .superRefine((t, ctx) => {
    t.rows.forEach((row, i) => {
      if (row.cells.length !== t.columns.length - 1) {
        ctx.addIssue({
          code: 'custom',
          path: ['rows', i, 'cells'],
          // Cells are read by position, so a missing or extra one would put figures under the wrong heading.
          message: `row "${row.header}" has ${row.cells.length} cells for ${t.columns.length - 1} value columns: give it one cell per column, in the columns’ order`,
        });
      }
    });
  });
export type GuideTable = z.infer<typeof tableSchema>;

/**
 * A horizontal bar: solid to `low`, lighter from `low` to `high` when the figure is a range (the same figure twice
 * when it is not). The lower of the two is read as `low`.
 */
export const barSchema = inOrder(
  z
    .object({
      label: z.string().min(2).max(60),
      low: z.number().min(0),
      high: z.number().min(0),
      display: z.string().min(1).max(30),
      highlight: z.boolean().default(false),
    })
    .strict(),
  'low',
  'high',
);

/** A bar chart; `max` is the figure a full-width bar stands for, widened to the longest bar should one reach past it. */
export const barChartSchema = z
  .object({
    title: z.string().min(10).max(120),
    description: z.string().min(20).max(300),
    unit: z.string().min(1).max(10),
    max: described(
      z.number().positive(),
      'The figure a full-width bar stands for (a longer bar widens the chart to its own length).',
    ),
    bars: z.array(barSchema).min(2).max(8),
  })
  .strict()
  .transform((c) => ({ ...c, max: Math.max(c.max, ...c.bars.map((b) => b.high)) }));
export type BarChartData = z.infer<typeof barChartSchema>;

/** The guides' figures, each shown in the text as `{name}` (figures.yaml). */
export const figureNames = [
  'secondaryDb',
  'secondaryMaxDb',
  'secondaryPercent',
  'noiseReductionPercent',
  'acousticDoubleTripleDb',
  'standardDoubleDb',
  'secondaryGap',
  'sweetSpotGap',
  'minimumGap',
  'doubleGlazingGap',
  'caseStudyGap',
  'caseStudyGlass',
  'threeBedSecondary',
  'threeBedReplacement',
  'costSaving',
  'heatLossCaseStudy',
  'heatLossGeneral',
  'moreEfficientThanDouble',
  'householdSavings',
  'payback',
  'roi',
  'tenDbRule',
  'overExistingDb',
  'overExistingPerceived',
  'installationHours',
  'installationDays',
  'warranty',
] as const;
const figure = z.string().min(1).max(80);

/** The inputs of the acoustic performance table, computed by the calculator's model (acousticPerformance.ts). */
const acousticPerformanceSchema = z
  .object({
    caption: z.string().min(10).max(200),
    glassThicknessesMm: z.array(z.number().int().min(1).max(50)).min(2).max(14),
    cavityWidthsMm: z.array(z.number().int().min(10).max(400)).min(2).max(6),
    /** The table's headings: the corner, each cavity column (`{mm}` is its width) and each glass row. */
    headings: z
      .object({
        corner: z.string().min(2).max(40),
        cavity: template(['mm'], { min: 2, max: 40 }),
        glass: template(['mm'], { min: 2, max: 40 }),
      })
      .strict(),
    /** The range the guide states for every cell; `npm run launch-check` lists the cells the model puts outside it. */
    ratingDb: inOrder(
      z.object({ min: z.number().int().min(20).max(70), max: z.number().int().min(20).max(70) }).strict(),
      'min',
      'max',
    ),
    method: z.string().min(20).max(600),
  })
  .strict();

// Figures typed as prices that no price in the editor works out: the office changes them with the prices they follow.
const typedPrice =
  'Typed, not worked out: it does not follow the from-prices in Services, nor the bar of the chart "Three bed cost" below; change them together.';
const typedPrices: Partial<Record<FigureName, string>> = {
  threeBedSecondary: typedPrice,
  threeBedReplacement: typedPrice,
};

export const guideFiguresFile = z
  .object({
    figures: z
      .object(
        Object.fromEntries(
          figureNames.map((n) => [n, n in typedPrices ? described(figure, typedPrices[n]!) : figure]),
        ) as Record<FigureName, typeof figure>,
      )
      .strict(),
    /** Tables and charts a guide block shows by name. */
    tables: z.object({ secondaryVersusReplacement: editedTable(2) }).strict(),
    charts: z.object({ noiseByOption: barChartSchema, threeBedCost: barChartSchema }).strict(),
    acousticPerformance: acousticPerformanceSchema,
    /** The windows the three-bed prices count: the launch list compares them with the from-price (checks.ts). */
    threeBedWindows: described(
      z.number().int().min(1).max(40),
      'How many windows the three-bed house of the figures above has (£3,600 at £450 a window: 8). The launch list names Three Bed Secondary when that many windows cost more at the first from-price per window in Services.',
    ),
  })
  .strict();
export type FigureName = (typeof figureNames)[number];
export type AcousticPerformanceInputs = z.infer<typeof acousticPerformanceSchema>;

/** The tables a block can show: those of figures.yaml and the computed acoustic performance table. */
export const tableNames = ['acousticPerformance', 'secondaryVersusReplacement'] as const;
export const chartNames = ['noiseByOption', 'threeBedCost'] as const;
export type TableName = (typeof tableNames)[number];
export type ChartName = (typeof chartNames)[number];

const text = z.string().min(20).max(1000);
/** A column heading or a chart's key. */
const label = z.string().min(2).max(40);

/** One block in the editor's shape (`discriminant` and `value`, as Keystatic's blocks field stores it). */
const block = <K extends string, V extends z.ZodType>(kind: K, title: string, value: V) =>
  z
    .object({ discriminant: z.literal(kind), value })
    .strict()
    .meta({ title });

/** A guide block as the file holds it, read as `{ kind, … }`; tables and charts are named, not copied. */
export const blockSchema = z
  .discriminatedUnion('discriminant', [
    block('p', 'Paragraph', text),
    block('h3', 'Subheading', z.string().min(3).max(100)),
    block('list', 'List', z.array(z.string().min(3).max(320)).min(2).max(10)),
    block('table', 'Table', z.enum(tableNames)),
    block('barChart', 'Bar chart', z.enum(chartNames)),
    block(
      'link',
      'Link',
      z
        .object({
          href: z.string().regex(/^\/[a-z0-9\-/#]*$/, 'internal links only'),
          text: z.string().min(5).max(80),
        })
        .strict(),
    ),
    block('callout', 'Callout', z.object({ title: z.string().min(3).max(80), text }).strict()),
  ])
  .transform((b): GuideBlockData => {
    switch (b.discriminant) {
      case 'p':
        return { kind: 'p', text: b.value };
      case 'h3':
        return { kind: 'h3', text: b.value };
      case 'list':
        return { kind: 'list', items: b.value };
      case 'table':
        return { kind: 'table', name: b.value };
      case 'barChart':
        return { kind: 'barChart', name: b.value };
      case 'link':
        return { kind: 'link', ...b.value };
      case 'callout':
        return { kind: 'callout', ...b.value };
    }
  });
/** A block as the pages read it. */
export type GuideBlockData =
  | { kind: 'p' | 'h3'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'table'; name: TableName }
  | { kind: 'barChart'; name: ChartName }
  | { kind: 'link'; href: string; text: string }
  | { kind: 'callout'; title: string; text: string };
/** A block ready to show: a named table or chart replaced by its data. */
export type GuideBlock =
  | Exclude<GuideBlockData, { kind: 'table' | 'barChart' }>
  | { kind: 'table'; table: GuideTable }
  | { kind: 'barChart'; chart: BarChartData };

export const sectionSchema = z
  .object({
    id: described(
      z.string().regex(/^[a-z][a-z0-9-]*$/),
      'The section’s anchor in the page address (#family-home): lower-case words joined by -; a repeated one gets -2.',
    ),
    title: z.string().min(5).max(100),
    blocks: z.array(blockSchema).min(1).max(20),
  })
  .strict();
export type GuideSectionData = z.output<typeof sectionSchema>;
export type GuideSection = Omit<GuideSectionData, 'blocks'> & { blocks: GuideBlock[] };

/** Where an answer's facts come from (a regulation, HMRC guidance), shown under the answer and linked. */
export const faqSourceSchema = z
  .object({
    name: z.string().min(5).max(120),
    url: z
      .string()
      .max(300)
      .regex(/^https:\/\/\S+$/, 'a link starting https://'),
  })
  .strict();

export const faqItemSchema = z
  .object({
    // A pattern, not `.endsWith('?')`: the editor's field applies a pattern and refuses the save.
    question: z
      .string()
      .min(10)
      .max(160)
      .regex(/^[\s\S]*\?$/, 'a question ends with a question mark'),
    answer: z.string().min(30).max(600),
    source: optionalPart(faqSourceSchema),
  })
  .strict();
export type FaqItem = z.infer<typeof faqItemSchema>;

/**
 * The /benefits guide. Its sections are numbered by their place in the list: `introduction`, then `section-1` …
 * `section-9`, the spec's anchors, which the table of contents links to (no id to get out of step).
 */
export const benefitsGuideFile = z
  .object({
    headline: z.string().min(10).max(100),
    standfirst: z.string().min(40).max(400),
    datePublished: isoDate,
    sections: z
      .array(sectionSchema.omit({ id: true }))
      .length(10)
      .transform((sections): GuideSectionData[] =>
        sections.map((section, i) => ({ id: i === 0 ? 'introduction' : `section-${i}`, ...section })),
      ),
    faqs: z.array(faqItemSchema).length(3),
  })
  .strict();

/** A measured result; `id` names its figures for the guides' text: `{humBeforeDb}`, `{humAfterDb}`, `{humPerceived}`… */
const resultSchema = z
  .object({
    id: z.string().regex(/^[a-z][a-zA-Z0-9]*$/),
    source: z.string().min(5).max(60),
    beforeDb: z.number().int().min(30).max(130),
    afterDb: z.number().int().min(20).max(100),
    perceived: z.string().min(5).max(30),
  })
  .strict()
  // The reduction is worked out, never written beside the two levels it comes from.
  .transform((r) => ({ ...r, reductionDb: r.beforeDb - r.afterDb }));
export type CaseStudyResult = z.infer<typeof resultSchema>;
export const caseStudyResults = z.array(resultSchema).length(4);

export const caseStudyFile = z
  .object({
    headline: z.string().min(20).max(120),
    section: z.string().min(3).max(40),
    datePublished: isoDate,
    standfirst: z.string().min(40).max(400),
    results: caseStudyResults,
    resultsCaption: z.string().min(10).max(160),
    resultsSource: z.string().min(20).max(400),
    /** The results table's column headings and the chart's key. */
    resultsLabels: z
      .object({
        source: label,
        before: label,
        after: label,
        reduction: label,
        perceived: label,
        chartBefore: label,
        chartAfter: label,
      })
      .strict(),
    sections: z.array(sectionSchema).length(6).transform(uniqueIds),
  })
  .strict();

const optionSchema = z
  .object({
    name: z.string().min(3).max(40),
    winsWhen: z.string().min(40).max(320),
  })
  .strict();

export const comparisonsFile = z
  .object({
    headline: z.string().min(10).max(90),
    datePublished: isoDate,
    intro: z.array(z.string().min(40).max(600)).min(1).max(3),
    /** The full comparison, split in two tables so each stays readable on a phone. */
    performanceTable: editedTable(2),
    practicalTable: editedTable(3),
    indicativeNote: z.string().min(40).max(500),
    options: z.array(optionSchema).length(6),
    verdict: z.array(z.string().min(40).max(600)).min(1).max(3),
  })
  .strict();

/** Where the site builds the PDF guide (src/pages/guides/); the downloadable card links here. */
export const pdfGuidePath = '/guides/complete-guide-to-secondary-glazing.pdf';

/** A card's words: its title, what it offers and what its button opens (for the button's accessible name). */
const cardWords = {
  title: z.string().min(5).max(60),
  description: z.string().min(40).max(220),
  /** What the link opens, for the link's accessible name. */
  target: z.string().min(5).max(80),
};

/** The PDF guide's card: its button downloads the guide the site builds, and the PDF carries its title. */
const guideCardSchema = z.object(cardWords).strict();

/** The other cards: an article or a video, each a page of the site its "Read More" button opens. */
const linkCardSchema = z
  .object({
    title: cardWords.title,
    description: cardWords.description,
    type: z.enum(['Article', 'Video']),
    href: z.string().regex(/^\/[a-z0-9\-/.#]*$/, 'internal links only'),
    target: cardWords.target,
  })
  .strict();

/** The words the cards share: the PDF guide's type and the two buttons (the spec's PDF Guide, Download Guide, Read More). */
const cardLabelsSchema = z
  .object({
    guideType: z.string().min(3).max(20),
    download: z.string().min(3).max(30),
    readMore: z.string().min(3).max(30),
  })
  .strict();

/** A Technical Guides card as the page shows it (docs/requirements.md section 3: title, description, type, downloadable flag). */
export type ResourceCard = z.output<typeof guideCardSchema> & {
  /** Which icon it shows. */
  kind: 'pdf' | 'article' | 'video';
  type: string;
  downloadable: boolean;
  action: string;
  href: string;
};

const stepSchema = z
  .object({
    title: z.string().min(5).max(50),
    text: z.string().min(40).max(400),
    illustration: z.enum(['survey', 'manufacture', 'prepare', 'frame', 'glaze', 'handover']),
  })
  .strict();
export type InstallationStep = z.infer<typeof stepSchema>;

/**
 * The /resources page. Its first card is the PDF guide (whose title the PDF shows): the one card that downloads, says
 * Download Guide and links to the PDF, all given by its place; the two after it say Read More.
 */
export const resourcesFile = z
  .object({
    intro: z.string().min(40).max(300),
    guideCard: described(
      guideCardSchema,
      'The first card: the PDF guide, downloaded by its button (Download Guide). The PDF shows this title.',
    ),
    cards: described(
      z.array(linkCardSchema).length(2),
      'The two cards after the PDF guide, each opening a page of the site (Read More).',
    ),
    cardLabels: described(
      cardLabelsSchema,
      'The type the PDF guide’s card shows, and the words of the cards’ buttons.',
    ),
    installation: z
      .object({
        title: z.string().min(10).max(80),
        intro: z.string().min(40).max(400),
        steps: z.array(stepSchema).min(4).max(8),
      })
      .strict(),
    faqs: z.array(faqItemSchema).length(4),
    cta: z.object({ title: z.string().min(10).max(80), text: z.string().min(30).max(300) }).strict(),
  })
  .strict()
  .transform(({ guideCard, cards, cardLabels: labels, ...page }) => {
    const shown: ResourceCard[] = [
      {
        ...guideCard,
        kind: 'pdf',
        type: labels.guideType,
        downloadable: true,
        action: labels.download,
        href: pdfGuidePath,
      },
      ...cards.map((card) => ({
        ...card,
        kind: card.type === 'Video' ? ('video' as const) : ('article' as const),
        downloadable: false,
        action: labels.readMore,
      })),
    ];
    return { ...page, cards: shown };
  });
