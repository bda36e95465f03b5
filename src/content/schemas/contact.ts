import { z } from 'zod';
import { described, template } from './template.ts';

const heading = z.string().min(3).max(60);

// Words of the contact and quote pages around their forms (business identity itself lives in src/config/site.ts;
// the forms' own words in forms.yaml and src/lib/leads/labels.ts).
const contactContentSchema = z
  .object({
    contactPage: z
      .object({
        eyebrow: heading,
        title: heading,
        intro: z.string().min(40).max(240),
        detailsTitle: heading,
        promises: z
          .array(z.object({ label: z.string().min(3).max(40), value: z.string().min(3).max(60) }).strict())
          .length(4),
        regionsTitle: heading,
        regions: z
          .array(z.object({ name: z.string().min(3).max(40), places: z.string().min(10).max(120) }).strict())
          .length(8),
      })
      .strict(),
    quotePage: z
      .object({
        eyebrow: heading,
        intro: z.string().min(40).max(240),
        nextTitle: heading,
        steps: z.array(z.string().min(10).max(120)).min(3).max(4),
        talkTitle: heading,
        /** The phone number, a link, goes where it says `{phone}`. */
        call: template(['phone'], { min: 7, max: 40 }),
      })
      .strict(),
    /** The survey request page (/book-survey). */
    surveyPage: z
      .object({
        eyebrow: heading,
        title: heading,
        intro: z.string().min(40).max(240),
        /** The least notice before a survey, in hours: no time sooner is offered. */
        leadTimeHours: described(
          z.number().int().min(0).max(168),
          'The least notice we need before a survey, in hours: the form offers no time sooner than this. Keep it short enough for the same-day surveys an area page may promise (a morning request can have the afternoon).',
        ),
      })
      .strict(),
  })
  .strict();

export const contactContentFile = contactContentSchema;
