import { z } from '../../config/zod.ts';
import { checkContent } from '../checkContent.ts';
import { inOrder } from '../../content/schemas/ranges.ts';
import { kindOf } from '../../content/schemas/parts.ts';
import raw from '../../content/noiseEstimator.json' with { type: 'json' };

const db = z.number().int().min(-20).max(140);
/** A range of levels: the lower of the two is read as the minimum. */
const range = inOrder(z.object({ min: db, max: db }).strict(), 'min', 'max');
const slug = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
const sourceIds = z.array(slug).min(1);
const note = z.string().min(10).max(600);
const cited = { sources: sourceIds, note };
const positive = z.number().positive();
const share = z.number().min(0).max(1);
const interlayer = z.enum(['none', 'pvb', 'acousticPvb']);
const pane = z.object({ glassMm: z.number().min(2).max(25), interlayer }).strict();

/**
 * A window's glass as the editor's choice: one pane, or a sealed unit (two panes and the cavity between them), so
 * no window the model cannot rate is saved. Read as its `panes` and `cavityMm` (0 for one pane).
 */
const glazing = kindOf({
  single: ['One pane', z.object({ pane }).strict()],
  sealed: [
    'A sealed unit',
    z.object({ panes: z.tuple([pane, pane]), cavityMm: z.number().int().min(1).max(40) }).strict(),
  ],
}).transform(({ kind, value }) =>
  kind === 'single'
    ? { panes: [value.pane], cavityMm: 0 }
    : { panes: [...value.panes], cavityMm: value.cavityMm },
);

/** The acoustic model's constants (src/lib/acoustics/transmission.ts), each group with its source. */
const modelSchema = z
  .object({
    air: z.object({ density: positive, speedOfSound: positive, ...cited }).strict(),
    glass: z.object({ density: positive, youngsModulus: positive, poissonRatio: share, ...cited }).strict(),
    sharp: z.object({ massLawConstant: positive, resonanceFactor: positive, ...cited }).strict(),
    lossFactor: z
      .object({ none: share, pvb: share, acousticPvb: share, ...cited })
      .strict()
      .refine(
        (l) => l.none <= l.pvb && l.pvb <= l.acousticPvb,
        'an interlayer never damps less than plain glass',
      ),
    cavity: z
      .object({
        emptyShare: share,
        /** With absorbent reveal linings: the share of Sharp's cavity gain the model gives (at least `emptyShare`). */
        linedShare: share,
        resonanceDip: z.number().min(0).max(40),
        sealedUnitMaxMm: positive,
        ...cited,
      })
      .strict()
      .refine((c) => c.linedShare >= c.emptyShare, 'absorbent linings never take away cavity gain'),
    leak: z.object({ openShare: share, ...cited }).strict(),
    rating: z.object(cited).strict(),
  })
  .strict();

export const estimatorSchema = z
  .object({
    sources: z
      .array(
        z
          .object({
            id: slug,
            title: z.string().min(10).max(200),
            // A pattern, not `z.url()`: the editor's field applies a pattern and refuses the save.
            url: z
              .string()
              .min(10)
              .max(300)
              .regex(/^https?:\/\/[^\s/]+\.[^\s]+$/, 'a link starting https:// (or http://)'),
          })
          .strict(),
      )
      .min(1),
    noiseKinds: z
      .array(
        z
          .object({
            id: slug,
            label: z.string().min(3).max(40),
            useCtr: z.boolean(),
            /** A passing train or aircraft: judged by its maximum level (LAmax), not an average (LAeq). */
            event: z.boolean(),
            why: note,
          })
          .strict(),
      )
      .min(1),
    outdoorPresets: z
      .array(
        z
          .object({
            id: slug,
            label: z.string().min(3).max(40),
            kind: slug,
            level: range,
            /** Empty when no published source was found for the level: the note and the page's limits say so. */
            sources: z.array(slug),
            note,
          })
          .strict(),
      )
      .min(1),
    customLevel: range,
    model: modelSchema,
    existingWindows: z
      .array(
        z
          .object({
            id: slug,
            label: z.string().min(3).max(40),
            /** The window as it reads inside a sentence: "through your old double glazing". */
            inSentence: z.string().min(3).max(40),
            /** One pane, or the two panes of a sealed unit and the cavity between them: the editor asks for each. */
            glazing: glazing,
            /** Air leaks round the sash cap what the glass can do. */
            leaky: z.boolean(),
            sources: sourceIds,
            note,
          })
          .strict()
          // The model reads the panes and the cavity (none for one pane).
          .transform(({ glazing, ...window }) => ({ ...window, ...glazing })),
      )
      .min(1),
    glasses: z
      .array(
        z
          .object({
            id: slug,
            /** The pane's name in the ratings table, e.g. `6.8mm-acoustic-laminated`. */
            spec: z
              .string()
              .min(3)
              .max(40)
              .regex(/^\d+(\.\d)?mm(-[a-z]+)*$/),
            label: z.string().min(3).max(40),
            glassMm: pane.shape.glassMm,
            interlayer,
            sources: sourceIds,
            note,
          })
          .strict(),
      )
      .min(1),
    gap: z.object({ min: z.number().int().min(1), max: z.number().int().min(1) }).strict(),
    perception: z.object({ halvingDb: db.min(1), sources: sourceIds, note }).strict(),
    guidelines: z
      .array(
        z
          .object({
            id: slug,
            label: z.string().min(3).max(40),
            /** Who sets it, as the result names it: "BS 8233". */
            standard: z.string().min(2).max(30),
            /** A limit for single events (LAmax) rather than an average level (LAeq). */
            event: z.boolean(),
            target: db,
            relaxed: db,
            period: z.string().min(5).max(60),
            sources: sourceIds,
            note,
          })
          .strict(),
      )
      .min(1),
  })
  .strict()
  .superRefine((data, ctx) => {
    const known = new Set(data.sources.map((s) => s.id));
    for (const id of citedSources(data)) {
      if (!known.has(id)) ctx.addIssue({ code: 'custom', message: `unknown source "${id}"` });
    }
    const kinds = new Set(data.noiseKinds.map((k) => k.id));
    for (const p of data.outdoorPresets) {
      if (!kinds.has(p.kind)) ctx.addIssue({ code: 'custom', message: `preset ${p.id}: unknown kind` });
    }
    for (const event of [true, false]) {
      if (data.noiseKinds.some((k) => k.event === event) && !data.guidelines.some((g) => g.event === event)) {
        ctx.addIssue({ code: 'custom', message: `no guideline for ${event ? 'event' : 'average'} noise` });
      }
    }
  });

export type EstimatorData = z.infer<typeof estimatorSchema>;
export type DbRange = { min: number; max: number };

/** Every source id the file cites, figure by figure. */
export function citedSources(data: EstimatorData): string[] {
  const m = data.model;
  return [
    ...[m.air, m.glass, m.sharp, m.lossFactor, m.cavity, m.leak, m.rating].flatMap((g) => g.sources),
    ...data.outdoorPresets.flatMap((p) => p.sources),
    ...data.existingWindows.flatMap((w) => w.sources),
    ...data.glasses.flatMap((g) => g.sources),
    ...data.perception.sources,
    ...data.guidelines.flatMap((g) => g.sources),
  ];
}

/** The estimator's method and every figure it uses, each with its sources (src/content/noiseEstimator.json). */
export const estimatorData: EstimatorData = checkContent(
  'src/content/noiseEstimator.json',
  estimatorSchema,
  raw,
);

export function sourcesFor(ids: string[]) {
  return ids.map((id) => estimatorData.sources.find((s) => s.id === id)!);
}
