import { z } from '../../config/zod.ts';
import { checkContent } from '../checkContent.ts';
import raw from '../../content/noiseEstimator.json' with { type: 'json' };

const db = z.number().int().min(-20).max(140);
const range = z
  .object({ min: db, max: db })
  .strict()
  .refine((r) => r.min <= r.max, 'min must not exceed max');
const slug = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
const sourceIds = z.array(slug).min(1);
const note = z.string().min(10).max(400);

export const estimatorSchema = z
  .object({
    sources: z
      .array(
        z.object({ id: slug, title: z.string().min(10).max(200), url: z.url().min(10).max(300) }).strict(),
      )
      .min(1),
    noiseKinds: z
      .array(
        z.object({ id: slug, label: z.string().min(3).max(40), useCtr: z.boolean(), why: note }).strict(),
      )
      .min(1),
    ctr: z.object({ min: db.max(0), max: db.max(0), sources: sourceIds, note }).strict(),
    outdoorPresets: z
      .array(
        z
          .object({
            id: slug,
            label: z.string().min(3).max(40),
            kind: slug,
            level: range,
            sources: sourceIds,
            note,
          })
          .strict(),
      )
      .min(1),
    customLevel: range,
    existingWindows: z
      .array(
        z
          .object({
            id: slug,
            label: z.string().min(3).max(40),
            /** The window as it reads inside a sentence: "through your old double glazing". */
            inSentence: z.string().min(3).max(40),
            rw: range,
            sources: sourceIds,
            note,
          })
          .strict(),
      )
      .min(1),
    glasses: z
      .array(
        z
          .object({
            id: slug,
            label: z.string().min(3).max(40),
            /** 1 = lightest; a heavier glass never rates lower (checked below). */
            massOrder: z.number().int().min(1),
            rw: range,
            sources: sourceIds,
            note,
          })
          .strict(),
      )
      .min(1),
    secondary: z
      .object({
        referenceGlass: slug,
        referenceGapMm: z.number().int().min(1),
        gainAtReference: db.min(1),
        gainSources: sourceIds,
        gainNote: note,
        gap: z.object({ min: z.number().int().min(1), max: z.number().int().min(1) }).strict(),
        narrowGapPenalty: db.nonnegative(),
        narrowGapMm: z.number().int().min(1),
        gapSources: sourceIds,
        gapNote: note,
        ceiling: db.min(1),
        ceilingSources: sourceIds,
        ceilingNote: note,
      })
      .strict(),
    perception: z.object({ halvingDb: db.min(1), sources: sourceIds, note }).strict(),
    guidelines: z
      .array(
        z
          .object({
            id: slug,
            label: z.string().min(3).max(40),
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
    const cited = [
      ...data.ctr.sources,
      ...data.outdoorPresets.flatMap((p) => p.sources),
      ...data.existingWindows.flatMap((w) => w.sources),
      ...data.glasses.flatMap((g) => g.sources),
      ...data.secondary.gainSources,
      ...data.secondary.gapSources,
      ...data.secondary.ceilingSources,
      ...data.perception.sources,
      ...data.guidelines.flatMap((g) => g.sources),
    ];
    for (const id of cited) {
      if (!known.has(id)) ctx.addIssue({ code: 'custom', message: `unknown source "${id}"` });
    }
    const kinds = new Set(data.noiseKinds.map((k) => k.id));
    for (const p of data.outdoorPresets) {
      if (!kinds.has(p.kind)) ctx.addIssue({ code: 'custom', message: `preset ${p.id}: unknown kind` });
    }
    if (!data.glasses.some((g) => g.id === data.secondary.referenceGlass)) {
      ctx.addIssue({ code: 'custom', message: 'secondary.referenceGlass is not a listed glass' });
    }
    const byMass = [...data.glasses].sort((a, b) => a.massOrder - b.massOrder);
    byMass.slice(1).forEach((g, i) => {
      const lighter = byMass[i]!;
      if (g.rw.min < lighter.rw.min || g.rw.max < lighter.rw.max) {
        ctx.addIssue({ code: 'custom', message: `${g.id} rates below the lighter ${lighter.id}` });
      }
    });
  });

export type EstimatorData = z.infer<typeof estimatorSchema>;
export type DbRange = { min: number; max: number };

/** The estimator's method and every figure it uses, each with its sources (src/content/noiseEstimator.json). */
export const estimatorData: EstimatorData = checkContent(
  'src/content/noiseEstimator.json',
  estimatorSchema,
  raw,
);

export function sourcesFor(ids: string[]) {
  return ids.map((id) => estimatorData.sources.find((s) => s.id === id)!);
}
