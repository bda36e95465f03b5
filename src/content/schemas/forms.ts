import { z } from 'zod';
import { described, template } from './template.ts';
import { contactSchema } from '../../lib/leads/schemas.ts';
import { contactLabels } from '../../lib/leads/labels.ts';

const label = z.string().min(2).max(60);

/** The contact form's fields whose labels the spec fixes (labels.ts) or these words already name. */
const namedContactFields = [...Object.keys(contactLabels.fields), 'service_type', 'message'];

/**
 * The contact form's words: its title, service label and button, and the label of each field its schema has beyond
 * the spec's (src/lib/leads/schemas.ts): a field added there is refused here, by name, until forms.yaml labels it.
 */
export const contactWords = (fields: readonly string[]) =>
  z
    .object({
      title: label,
      service: label,
      send: label,
      ...Object.fromEntries(
        fields
          .filter((f) => !namedContactFields.includes(f))
          .map((f) => [
            f,
            z
              .string({ error: `the contact form's field ${f} has no label: write it here` })
              .min(2)
              .max(60),
          ]),
      ),
    })
    .strict();
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
        /** The title of the box listing what to fix after a submit (the GOV.UK "There is a problem" pattern). */
        summaryTitle: described(
          label,
          'The title of the box above a form that lists what to fix, each problem a link to its field.',
        ),
        failure: z
          .object({
            checkTitle: label,
            title: label,
            text: sentence,
            call: template(['phone'], { min: 7, max: 40 }),
            email: label,
            /** A send refused as another message under the id of one already received: nothing stored, the next send goes. */
            keyUsed: z.object({ title: label, text: z.string().min(10).max(240) }).strict(),
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
        /** What another page sends the form (a service, a plan, an area, an estimate, the price guide's choice). */
        context: described(
          z
            .object({
              service: label,
              plan: label,
              area: label,
              estimate: label,
              windows: label,
              guide: label,
              guideFigure: template(['total'], { min: 7, max: 120 }),
            })
            .strict(),
          'Labels of what a visitor chose on another page, which start their Additional Information ("Service: Thermal Insulation; Area: Chelsea") and reach the team with the request. Guide figure restates the price guide’s total (total, in curly brackets).',
        ),
      })
      .strict(),
    contact: contactWords(Object.keys(contactSchema.shape)),
    quickContact: z.object({ intro: sentence, send: label, close: label }).strict(),
    /** The survey request form (/book-survey). */
    survey: z
      .object({
        title: label,
        name: label,
        phone: label,
        postcode: label,
        /** The optional e-mail for a written confirmation. */
        email: label,
        notes: label,
        slotsLegend: label,
        slotsHint: described(
          template(['hours', 'leadTime'], { min: 10, max: 200 }),
          'In curly brackets, hours is the opening hours from the business details and leadTime the notice we need (Contact and quote pages).',
        ),
        /** The form offers weekdays, not dates (a static page cannot know today): we offer the nearest date. */
        weekdayHint: sentence,
        /** One label per preferred time; the first is required. */
        choices: z.array(label).length(3),
        selectSlot: label,
        send: label,
        slots: z
          .object({
            slot: template(['day', 'part', 'times'], { min: 5, max: 60 }),
            anyDay: template(['day'], { min: 5, max: 40 }),
            parts: z.object({ morning: label, afternoon: label }).strict(),
          })
          .strict(),
        /** What the visitor sees once the request is sent: it names the times and says we confirm by phone. */
        confirmation: z
          .object({
            title: label,
            text: sentence,
            chosen: label,
            reference: described(
              template(['reference'], { min: 10, max: 120 }),
              'The short reference of the request (reference, in curly brackets): the team sees the same one.',
            ),
            emailed: described(
              template(['email'], { min: 10, max: 200 }),
              'Said when the visitor gave an e-mail address (email, in curly brackets).',
            ),
          })
          .strict(),
      })
      .strict(),
    /** The offer, on any page, to send a lead whose send failed earlier. */
    unsent: z
      .object({
        what: z.object({ quote: label, message: label, survey: label }).strict(),
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

type FormsFile = z.output<typeof formsFile>;
/** The forms' words; the contact form's with the labels of its own fields beyond the spec's, by field name. */
export type FormWords = Omit<FormsFile, 'contact'> & {
  contact: FormsFile['contact'] & Partial<Record<string, string>>;
};
export type SharedFormWords = FormWords['shared'];
