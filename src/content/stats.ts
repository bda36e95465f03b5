import { z } from 'zod';

const rangePercent = z.string().regex(/^\d{1,3}(-\d{1,3})?%\+?$/, 'a percentage such as 70-80% or 60%+');

const statSchema = z
  .object({
    value: rangePercent,
    label: z.string().min(5).max(40),
    description: z.string().min(30).max(160),
  })
  .strict();

/** The four headline figures of the home page (SPEC section 2, Home). */
export const homeStats = z
  .array(statSchema)
  .length(4)
  .parse([
    {
      value: '70-80%',
      label: 'Noise reduction',
      description: 'Less traffic, rail and aircraft noise reaching the rooms you live and sleep in.',
    },
    {
      value: '48-75%',
      label: 'Cost savings',
      description: 'Compared with replacing your windows, while the original frames stay in place.',
    },
    {
      value: '60%+',
      label: 'Thermal efficiency',
      description: 'A sealed second pane and air gap that keep far more heat inside the room.',
    },
    {
      value: '15%',
      label: 'Heating reduction',
      description: 'Lower heating bills once draughts and heat loss through the glass are cut.',
    },
  ]);

const resultSchema = z
  .object({
    source: z.string().min(3).max(30),
    min: z.number().int().min(0).max(100),
    max: z.number().int().min(0).max(100),
  })
  .strict()
  .refine((r) => r.min <= r.max, 'min must not exceed max');

const resultsSchema = z
  .object({
    title: z.string().min(5).max(60),
    summary: z.string().min(40).max(240),
    bySource: z.array(resultSchema).length(3),
    averageDb: z
      .object({ min: z.number().int().min(10).max(80), max: z.number().int().min(10).max(80) })
      .strict(),
  })
  .strict();

/** Measured noise reduction by source and the average decibel drop (SPEC section 2, Home). */
export const results = resultsSchema.parse({
  title: 'Typical results by noise source',
  summary:
    'Reductions our customers measure with a correctly specified acoustic secondary glazing system, by the kind of noise outside.',
  bySource: [
    { source: 'Traffic noise', min: 75, max: 80 },
    { source: 'Railway noise', min: 70, max: 75 },
    { source: 'Aircraft noise', min: 65, max: 70 },
  ],
  averageDb: { min: 45, max: 54 },
});

export const percentRange = (r: { min: number; max: number }) => `${r.min}-${r.max}%`;
export const averageDbLabel = `${results.averageDb.min}-${results.averageDb.max} dB`;
