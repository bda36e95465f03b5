import { z } from 'zod';

const stepSchema = z
  .object({
    title: z.string().min(5).max(40),
    description: z.string().min(50).max(220),
  })
  .strict();

/** How a project runs, from first visit to guarantee (docs/requirements.md section 2, Home). */
export const processStepsFile = z
  .object({
    // Numbered by their place in the list (the editor's order), so no number can be out of step.
    steps: z.array(stepSchema).length(4),
  })
  .strict();
