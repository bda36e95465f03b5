import { z } from 'zod';

export const openings = ['hinged', 'horizontal', 'vertical', 'fixed', 'lift-out', 'magnetic'] as const;
export type Opening = (typeof openings)[number];

const typeSchema = z
  .object({
    name: z.string().min(5).max(30),
    opening: z.enum(openings),
    description: z.string().min(50).max(200),
    bestFor: z.string().min(10).max(80),
  })
  .strict();

/** The six secondary glazing types (docs/requirements.md section 2, /services). */
export const glazingTypesFile = z.object({ glazingTypes: z.array(typeSchema).length(6) }).strict();
