import { z } from '../../config/zod.ts';
import { site } from '../../config/site.ts';
import { maxSlots, parseSlot, slotDays, slotProblem, type SlotProblem } from './surveySlots.ts';
import { referencePattern } from './surveyReference.ts';

// Shared by the browser forms and the local inbox (server/inbox.ts): no Vite-only features here.

export const limits = {
  name: 100,
  email: 254,
  phone: 30,
  address: 200,
  postcode: 10,
  windows: 4,
  dimensions: 1000,
  message: 2000,
} as const;

export const glassTypes = [
  { value: '4mm-clear', label: '4mm Clear Glass' },
  { value: '6mm-clear', label: '6mm Clear Glass' },
  { value: '10mm-clear', label: '10mm Clear Glass' },
  { value: '6mm-laminated', label: '6mm Laminated Glass' },
  { value: '10mm-laminated', label: '10mm Laminated Glass' },
  { value: 'not-sure', label: 'Not Sure - Need Advice' },
] as const;

export const serviceTypes = [
  'Residential Secondary Glazing',
  'Commercial Secondary Glazing',
  'Noise Reduction Consultation',
  'Thermal Insulation',
  'Other',
] as const;

const text = (max: number) => z.string().trim().max(max, `Please keep this under ${max} characters`);
const required = (max: number, message: string) => text(max).min(1, message);
const optionalText = (max: number) => text(max).optional().default('');
const email = (message: string) => text(limits.email).pipe(z.email(message));

/**
 * A field the schema does not know is refused, by name, never dropped: a field added to a form but not here would
 * otherwise vanish from the lead without a word (the browser's check, the payload builder and the local inbox).
 */
export const unknownFieldsMessage = (keys: readonly string[]) =>
  `Unknown field${keys.length > 1 ? 's' : ''} ${keys.join(', ')}: add ${keys.length > 1 ? 'them' : 'it'} to the form's schema in src/lib/leads/schemas.ts`;
const knownFieldsOnly = {
  error: (issue: z.core.$ZodRawIssue) =>
    issue.code === 'unrecognized_keys' ? unknownFieldsMessage(issue.keys) : undefined,
};

/** docs/requirements.md section 5: the quote form's rules and their exact messages. */
export const quoteSchema = z.strictObject(
  {
  firstName: text(limits.name).min(2, 'First name must be at least 2 characters'),
  lastName: text(limits.name).min(2, 'Last name must be at least 2 characters'),
  email: email('Invalid email address'),
  phone: text(limits.phone).min(10, 'Phone number must be at least 10 digits'),
  address: text(limits.address).min(5, 'Please provide your full address'),
  postcode: text(limits.postcode).min(5, 'Please provide a valid postcode'),
  numberOfWindows: text(limits.windows).min(1, 'Please specify number of windows'),
  glassType: z
    .string()
    .min(1, 'Please select glass type')
    .refine((v) => v === '' || glassTypes.some((g) => g.value === v), 'Please select glass type'),
  windowDimensions: text(limits.dimensions).min(5, 'Please provide window dimensions'),
  additionalInfo: optionalText(limits.message),
  },
  knownFieldsOnly,
);

export const contactSchema = z.strictObject(
  {
  from_name: required(limits.name, 'Please enter your full name'),
  from_email: email('Please enter a valid email address'),
  phone: required(limits.phone, 'Please enter your phone number'),
  service_type: z.enum(serviceTypes, 'Please select a service'),
  message: optionalText(limits.message),
  },
  knownFieldsOnly,
);

export const quickContactSchema = z.strictObject(
  {
  name: required(limits.name, 'Please enter your name'),
  email: email('Please enter a valid email address'),
  phone: required(limits.phone, 'Please enter your phone number'),
  message: optionalText(limits.message),
  },
  knownFieldsOnly,
);

/** The survey request's preferred times, by field name: the first is required, the others optional. */
export const slotFields = Array.from({ length: maxSlots }, (_, i) => `slot_${i + 1}`) as [
  'slot_1',
  'slot_2',
  'slot_3',
];

/** Why a preferred time is refused, as the form and the inbox say it. */
export const slotMessages = {
  closed: 'We are closed at that time: please choose a time from the list',
  past: 'That time has passed: please choose a time from the list',
  'too far': `Please choose a time within the next ${slotDays} days`,
} as const satisfies Record<SlotProblem, string>;

// Checked for meaning at each check (the clock moves on while a page is open), against the business's own hours.
const slot = text(40)
  .refine((v) => v === '' || parseSlot(v) !== undefined, { message: 'Please choose a time from the list', abort: true })
  .superRefine((v, context) => {
    const problem = v === '' ? undefined : slotProblem(v, site.hours, new Date());
    if (problem) context.addIssue({ code: 'custom', message: slotMessages[problem] });
  });

/** The survey request (/book-survey): who to call, where, and up to three preferred times. */
export const surveySchema = z
  .strictObject(
    {
    name: required(limits.name, 'Please enter your name'),
    phone: quoteSchema.shape.phone,
    postcode: quoteSchema.shape.postcode,
    // Optional: checked only when given, for the written confirmation.
    email: text(limits.email)
      .pipe(z.union([z.literal(''), z.email('Please enter a valid email address')]))
      .optional()
      .default(''),
    slot_1: slot.refine((v) => v !== '', 'Please choose at least one preferred time'),
    slot_2: slot.optional().default(''),
    slot_3: slot.optional().default(''),
    notes: optionalText(limits.message),
    /** Added when the request is sent (surveyReference.ts); a post without one gets one from the inbox. */
    reference: z.string().regex(referencePattern, 'The reference is not one the form makes').optional(),
    },
    knownFieldsOnly,
  )
  .refine(
    (v) => {
      const chosen = slotFields.map((f) => v[f]).filter(Boolean);
      return new Set(chosen).size === chosen.length;
    },
    { message: 'Please choose a different time for each choice', path: ['slot_3'] },
  );

/** The EmailJS template_params of a quote (docs/requirements.md section 7), checked with the quote form's own rules. */
export const quoteTemplateSchema = z.strictObject(
  {
  from_name: text(limits.name * 2 + 1).min(5, 'from_name must hold a first and last name'),
  from_email: quoteSchema.shape.email,
  phone: quoteSchema.shape.phone,
  address: text(limits.address + limits.postcode + 2).min(5, 'Please provide your full address'),
  number_of_windows: quoteSchema.shape.numberOfWindows,
  glass_type: quoteSchema.shape.glassType,
  window_dimensions: quoteSchema.shape.windowDimensions,
  message: text(limits.message + 400),
  to_name: text(limits.name),
  },
  knownFieldsOnly,
);

/** Where `@emailjs/browser` posts a template's params as JSON (docs/requirements.md section 7). */
export const emailjsSendPath = '/api/v1.0/email/send';

/** The JSON envelope `@emailjs/browser` posts to /api/v1.0/email/send. */
export const emailjsSendSchema = z.strictObject(
  {
  lib_version: text(20).optional(),
  user_id: required(100, 'The public key is required'),
  service_id: required(100, 'The service ID is required'),
  template_id: required(100, 'The template ID is required'),
  template_params: quoteTemplateSchema,
  },
  knownFieldsOnly,
);

export type QuoteValues = z.input<typeof quoteSchema>;
export type ContactValues = z.input<typeof contactSchema>;
export type QuickContactValues = z.input<typeof quickContactSchema>;
export type SurveyValues = z.input<typeof surveySchema>;

/** The hidden `form_name` field tells the shared form endpoint which form a native post came from. */
export const leadForms = {
  quote: quoteSchema,
  contact: contactSchema,
  'quick-contact': quickContactSchema,
  survey: surveySchema,
} as const;
export type LeadFormName = keyof typeof leadForms;

/** The names among `values` that the form's schema does not know (a field that would vanish from the lead). */
export const unknownFieldsOf = (form: LeadFormName, values: object): string[] =>
  Object.keys(values).filter((key) => !Object.hasOwn(leadForms[form].shape, key));

/** Fields every form post carries besides its own: the form's name and the honeypot. */
export const formMeta = {
  formName: 'form_name',
  honeypot: '_gotcha',
  /** The time trap's mark, only on a post sent too soon after the page loaded (payload.ts). */
  suspect: 'spam_check',
} as const;

/**
 * A submission id: one per submission, reused when the same unchanged form is sent again, so the local inbox stores
 * a lead once. It travels as this request header, and only to the site's own inbox: the services get the spec's
 * payload.
 */
export const submissionIdHeader = 'Idempotency-Key';
export const submissionIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9-]{8,64}$/, `${submissionIdHeader}: 8 to 64 letters, digits or dashes`);

/** What each form tells the visitor once its lead is accepted (docs/requirements.md section 8): components and inbox share it. */
export const confirmations = {
  quote: { title: 'Quote Request Submitted!', text: "Thank you! We'll contact you within 24 hours with your free quote." },
  contact: {
    title: 'Thank You!',
    text: "Your message has been sent successfully. We'll contact you within 24 hours.",
  },
  'quick-contact': { title: 'Thanks!', text: "We'll contact you within 24 hours." },
  quickContactToast: { title: 'Message sent!', text: "We'll get back to you within 24 hours." },
  quoteError: {
    title: 'Error',
    text: 'There was a problem submitting your request. Please try again or call us directly.',
  },
} as const;
