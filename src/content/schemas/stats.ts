import { z } from 'zod';
import { inOrder } from './ranges.ts';

const rangePercent = z.string().regex(/^\d{1,3}(-\d{1,3})?%\+?$/, 'a percentage such as 70-80% or 60%+');

const statSchema = z
  .object({
    value: rangePercent,
    label: z.string().min(5).max(40),
    description: z.string().min(30).max(160),
  })
  .strict();

/** The four headline figures of the home page (docs/requirements.md section 2, Home). */
export const homeStatsFile = z.object({ stats: z.array(statSchema).length(4) }).strict();
/** A reduction by noise source, in percent: the lower of the two figures is read as the minimum. */
const resultSchema = inOrder(
  z
    .object({
      source: z.string().min(3).max(30),
      min: z.number().int().min(0).max(100),
      max: z.number().int().min(0).max(100),
    })
    .strict(),
  'min',
  'max',
);

const resultsSchema = z
  .object({
    title: z.string().min(5).max(60),
    summary: z.string().min(40).max(240),
    bySource: z.array(resultSchema).length(3),
    /** The average panel's heading and the sentence under its figure. */
    average: z.object({ label: z.string().min(5).max(40), note: z.string().min(20).max(200) }).strict(),
    averageDb: inOrder(
      z.object({ min: z.number().int().min(10).max(80), max: z.number().int().min(10).max(80) }).strict(),
      'min',
      'max',
    ),
  })
  .strict();

/** Measured noise reduction by source and the average decibel drop (docs/requirements.md section 2, Home). */
export const resultsFile = resultsSchema;
export const percentRange = (r: { min: number; max: number }) => `${r.min}-${r.max}%`;
