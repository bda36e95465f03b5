import { z } from 'zod';

/** A data table: one row-header column, then value columns; every row has a cell per value column. */
export const tableSchema = z
  .object({
    caption: z.string().min(10).max(200),
    /** Column headings, the first one heads the row-header column. */
    columns: z.array(z.string().min(1).max(60)).min(2).max(7),
    rows: z
      .array(
        z
          .object({
            header: z.string().min(1).max(90),
            cells: z.array(z.string().min(1).max(160)),
          })
          .strict(),
      )
      .min(1)
      .max(14),
    /** Where the figures come from, shown under the table. */
    source: z.string().min(20).max(600),
  })
  .strict()
  .superRefine((t, ctx) => {
    t.rows.forEach((row, i) => {
      if (row.cells.length !== t.columns.length - 1) {
        ctx.addIssue({
          code: 'custom',
          path: ['rows', i, 'cells'],
          message: `row "${row.header}" has ${row.cells.length} cells for ${t.columns.length - 1} value columns`,
        });
      }
    });
  });
export type GuideTable = z.infer<typeof tableSchema>;

/** A horizontal bar: solid to `low`, lighter from `low` to `high` when the figure is a range. */
export const barSchema = z
  .object({
    label: z.string().min(2).max(60),
    low: z.number().min(0),
    high: z.number().min(0),
    display: z.string().min(1).max(30),
    highlight: z.boolean().default(false),
  })
  .strict()
  .refine((b) => b.low <= b.high, 'low must not exceed high');

export const barChartSchema = z
  .object({
    title: z.string().min(10).max(120),
    description: z.string().min(20).max(300),
    unit: z.string().min(1).max(10),
    max: z.number().positive(),
    bars: z.array(barSchema).min(2).max(8),
  })
  .strict()
  .refine((c) => c.bars.every((b) => b.high <= c.max), 'a bar exceeds the chart maximum');
export type BarChartData = z.infer<typeof barChartSchema>;

const text = z.string().min(20).max(1000);

export const blockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('p'), text }).strict(),
  z.object({ kind: z.literal('h3'), text: z.string().min(3).max(100) }).strict(),
  z.object({ kind: z.literal('list'), items: z.array(z.string().min(3).max(320)).min(2).max(10) }).strict(),
  z.object({ kind: z.literal('table'), table: tableSchema }).strict(),
  z.object({ kind: z.literal('barChart'), chart: barChartSchema }).strict(),
  z
    .object({
      kind: z.literal('link'),
      href: z.string().regex(/^\/[a-z0-9\-/#]*$/, 'internal links only'),
      text: z.string().min(5).max(80),
    })
    .strict(),
  z
    .object({
      kind: z.literal('callout'),
      title: z.string().min(3).max(80),
      text,
    })
    .strict(),
]);
export type GuideBlock = z.infer<typeof blockSchema>;

export const sectionSchema = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9-]*$/),
    title: z.string().min(5).max(100),
    blocks: z.array(blockSchema).min(1).max(20),
  })
  .strict();
export type GuideSection = z.infer<typeof sectionSchema>;

export const faqItemSchema = z
  .object({
    question: z.string().min(10).max(160).endsWith('?'),
    answer: z.string().min(30).max(600),
  })
  .strict();
export type FaqItem = z.infer<typeof faqItemSchema>;

export const isoDate = z.iso.date();
