import { z } from 'zod';

const copy = z.string().min(10).max(220);
const eyebrow = z.string().min(3).max(40);

/** Words of the home page that are not figures (those live in stats.ts and friends). */
export const home = z
  .object({
    hero: z.object({ eyebrow, title: copy, promise: copy }).strict(),
    sections: z.record(
      z.enum(['stats', 'benefits', 'gallery', 'process', 'results']),
      z.object({ eyebrow, title: copy, intro: copy }).strict(),
    ),
  })
  .strict()
  .parse({
    hero: {
      eyebrow: 'London secondary glazing specialists',
      title: 'Quiet, warm rooms without replacing your windows',
      promise:
        'Made-to-measure secondary glazing fitted inside your existing windows: far less street noise, lower heating bills and your period frames untouched.',
    },
    sections: {
      stats: {
        eyebrow: 'At a glance',
        title: 'What secondary glazing does for your home',
        intro: 'The figures behind a quieter, warmer and more affordable upgrade.',
      },
      benefits: {
        eyebrow: 'Why secondary glazing',
        title: 'More than a quieter room',
        intro: 'One slim, discreet upgrade improves comfort, warmth and security at once.',
      },
      gallery: {
        eyebrow: 'Recent projects',
        title: 'Homes and buildings we have made quieter',
        intro: 'A selection of installations across London, from Georgian sashes to school classrooms.',
      },
      process: {
        eyebrow: 'How it works',
        title: 'Four steps to a quieter home',
        intro: 'From a free visit to a guaranteed result, with one team looking after you throughout.',
      },
      results: {
        eyebrow: 'Results',
        title: 'Measured noise reduction',
        intro: 'How much quieter rooms become, depending on where the noise comes from.',
      },
    },
  });
