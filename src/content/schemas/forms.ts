import { z } from 'zod';
import { template } from './template.ts';

const label = z.string().min(2).max(60);
const sentence = z.string().min(10).max(200);

/**
 * Words of the lead forms the spec leaves open (forms.yaml). The forms are islands: their page hands them these
 * words. The spec's own words stay fixed in src/lib/leads (labels.ts, schemas.ts).
 */
export const formsFile = z
  .object({
    /** Words every form shows: the optional message, the privacy note, the length counter, a failed send. */
    shared: z
      .object({
        message: label,
        /** The label of the hidden field only bots fill in. */
        honeypot: label,
        sending: label,
        privacy: template(['link'], { min: 10, max: 200 }),
        privacyLink: label,
        charactersLeft: template(['left', 'max'], { min: 5, max: 80 }),
        charactersOver: template(['over', 'max'], { min: 5, max: 120 }),
        failure: z
          .object({
            checkTitle: label,
            title: label,
            text: sentence,
            call: template(['phone'], { min: 7, max: 40 }),
            email: label,
          })
          .strict(),
      })
      .strict(),
    quote: z
      .object({
        /** `{mark}` is the red asterisk beside each required field. */
        required: template(['mark'], { min: 10, max: 120 }),
        selectGlass: label,
        dimensionsHint: z.string().min(10).max(120),
      })
      .strict(),
    contact: z.object({ title: label, service: label, send: label }).strict(),
    quickContact: z.object({ intro: sentence, send: label, close: label }).strict(),
    /** The offer, on any page, to send a lead whose send failed earlier. */
    unsent: z
      .object({
        what: z.object({ quote: label, message: label }).strict(),
        title: template(['what'], { min: 10, max: 80 }),
        kept: sentence,
        keptFrom: template(['email'], { min: 10, max: 200 }),
        stillNotSent: sentence,
        send: label,
        discard: label,
        close: label,
        /** The subject of the "Email us instead" message. */
        subject: template(['what'], { min: 5, max: 60 }),
      })
      .strict(),
  })
  .strict();

export type FormWords = z.output<typeof formsFile>;
export type SharedFormWords = FormWords['shared'];
