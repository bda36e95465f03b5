import { z } from 'zod';

const copy = z.string().min(10).max(220);
const eyebrow = z.string().min(3).max(40);

/** Words of the home page that are not figures (those live in stats.ts and friends). */
export const homeFile = z
  .object({
    hero: z.object({ eyebrow, title: copy, promise: copy }).strict(),
    sections: z.record(
      z.enum(['stats', 'benefits', 'gallery', 'process', 'results']),
      z.object({ eyebrow, title: copy, intro: copy }).strict(),
    ),
  })
  .strict();
