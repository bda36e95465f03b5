import { z } from 'zod';

const stepSchema = z
  .object({
    step: z.number().int().min(1).max(4),
    title: z.string().min(5).max(40),
    description: z.string().min(50).max(220),
  })
  .strict();

/** How a project runs, from first visit to guarantee (SPEC section 2, Home). */
export const processStepsFile = z
  .object({
    steps: z
      .array(stepSchema)
      .length(4)
      .refine((steps) => steps.every((s, i) => s.step === i + 1), 'steps are numbered 1 to 4 in order'),
  })
  .strict();
