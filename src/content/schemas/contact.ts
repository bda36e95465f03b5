import { z } from 'zod';

// Words of the contact and quote pages (business identity itself lives in src/config/site.ts).
const contactContentSchema = z
  .object({
    intro: z.string().min(40).max(240),
    promises: z
      .array(z.object({ label: z.string().min(3).max(40), value: z.string().min(3).max(60) }).strict())
      .length(4),
    regions: z
      .array(z.object({ name: z.string().min(3).max(40), places: z.string().min(10).max(120) }).strict())
      .length(8),
    quoteSteps: z.array(z.string().min(10).max(120)).min(3).max(4),
  })
  .strict();

export const contactContentFile = contactContentSchema;
