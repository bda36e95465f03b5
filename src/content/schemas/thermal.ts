import { z } from 'zod';

const optionSchema = z
  .object({
    name: z.string().min(5).max(40),
    description: z.string().min(50).max(220),
    efficiency: z.string().min(5).max(40),
  })
  .strict();

/** Thermal glazing options, each with its efficiency label (docs/requirements.md section 2, Thermal insulation). */
export const thermalOptionsFile = z.object({ options: z.array(optionSchema).length(3) }).strict();
