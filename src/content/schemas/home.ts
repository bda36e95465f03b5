import { z } from 'zod';
import { described, template } from './template.ts';

const copy = z.string().min(10).max(220);
const eyebrow = z.string().min(3).max(40);

/** Words of the home page that are not figures (those live in stats.ts and friends). */
export const homeFile = z
  .object({
    hero: z
      .object({
        eyebrow,
        title: copy,
        /** The hero's second button, to the four steps (the spec's "How It Works"). */
        howItWorks: eyebrow,
        /** What the hero drawing shows, for those who cannot see it. */
        illustration: copy,
        promise: copy,
        /** The hero's line with the lowest price per window (`{price}`, from the services' pricing). */
        price: template(['price'], { min: 10, max: 120 }),
        /** The hero's button to the survey booking page. */
        survey: eyebrow,
      })
      .strict(),
    sections: z.record(
      z.enum(['stats', 'benefits', 'gallery', 'process', 'results', 'areas']),
      z.object({ eyebrow, title: copy, intro: copy }).strict(),
    ),
    notes: z
      .object({
        galleryHint: described(
          template(['count'], { min: 10, max: 80 }),
          'The gallery’s swipe hint; count, in curly brackets, is the number of projects.',
        ),
        /** What screen readers call the swipeable row of projects. */
        rowLabel: template(['count'], { min: 5, max: 60 }),
        measured: described(
          template(['before', 'after'], { min: 10, max: 80 }),
          'A project’s measured levels, where the project records them (before and after, in curly brackets, in dB).',
        ),
        installers: described(
          template(['link'], { min: 10, max: 160 }),
          'The line under the four steps; link, in curly brackets, is the link to the installers page (its words are "londonInstallers" in the headings and labels).',
        ),
      })
      .strict(),
    /** The closing band: a title, a sentence, and the words of its link to /services. */
    closing: z.object({ title: copy, text: copy, secondary: eyebrow }).strict(),
  })
  .strict();
