import { z } from 'zod';
import { areaPageReference, areaReference, isoDate, kindOf, uniqueBy } from './parts.ts';
import { described } from './template.ts';

// What proves the business is real: its reviews, accreditations and the evidence behind each headline claim.
// Blank text (`""`) means "not supplied yet": the site then shows nothing for it and `npm run launch-check` lists it.

// The editor leaves a blank field out of the file: blank and absent mean the same.
const httpsOrBlank = z
  .string()
  .max(300)
  .regex(/^(https:\/\/\S+)?$/, 'a link starting https://, or blank')
  .default('');

const httpsLink = z
  .string()
  .max(300)
  .regex(/^https:\/\/\S+$/, 'a link starting https://');

/**
 * A review a client gave: its date, and where anyone can read it (the spec asks for real, attributable reviews, not
 * for a link: blank where there is none; the page then names the source without a link).
 */
const given = z
  .object({
    date: described(isoDate, 'When the client gave it.'),
    verifyUrl: described(
      httpsOrBlank.meta({ editorLabel: 'Link to the review (https://…)' }),
      'Where anyone can read it: the review’s own page on the site it was given on (blank if it has none).',
    ),
  })
  .strict();

/**
 * Where a review was given, with what that source needs: a sample (text written for the site: shown marked, never in
 * search-engine data) needs nothing; a review on a public site needs its date and its link; one given directly its
 * date. The editor asks for exactly these, so it saves no review the build would refuse.
 */
const source = kindOf({
  sample: ['Sample (written for the site)', z.object({}).strict().default({})],
  Google: ['Google', given],
  Trustpilot: ['Trustpilot', given],
  Checkatrade: ['Checkatrade', given],
  'Which?': ['Which?', given],
  direct: ['Given directly', given],
});

/** Where a review was given. `sample` is text written for the site: shown marked, never in search-engine data. */
export const reviewSources = ['sample', 'Google', 'Trustpilot', 'Checkatrade', 'Which?', 'direct'] as const;
export type ReviewSource = (typeof reviewSources)[number];

export const reviewSchema = z
  .object({
    text: z.string().min(40).max(600),
    name: z.string().min(2).max(40),
    /** The street or neighbourhood shown after the name. */
    place: z.string().min(3).max(60),
    /**
     * The page that shows it: an area's installer page, or its /areas page, which London has not: the editor offers
     * only the areas that have one.
     */
    page: described(
      kindOf({
        installer: ['The area’s installer page', areaReference],
        area: ['The area’s /areas page', areaPageReference],
      }),
      'The page that shows the review: an area’s installer page (every area has one) or its /areas page, where the area has one switched on.',
    ),
    rating: z.number().int().min(1).max(5),
    source,
  })
  .strict()
  // Pages read a review flat: its area and page, its source, its date (blank for a sample) and its link (blank where there is none).
  .transform(({ source: { kind, value }, page, ...review }) => {
    const { date = '', verifyUrl = '' } = value as { date?: string; verifyUrl?: string };
    return {
      ...review,
      area: page.value,
      page: page.kind,
      source: kind satisfies ReviewSource,
      date,
      verifyUrl,
    };
  });
export type Review = z.infer<typeof reviewSchema>;

export const reviewsFile = z.object({ reviews: z.array(reviewSchema).max(200) }).strict();

export const accreditationSchema = z
  .object({
    /** The scheme or membership, e.g. "TrustMark registered business". */
    name: z.string().min(3).max(80),
    /** Who awards it. */
    body: z.string().min(2).max(80),
    membershipNumber: z.string().min(2).max(40),
    /** The awarding body's page where anyone can check the membership. */
    verifyUrl: z.string().regex(/^https:\/\/\S+$/, 'a link starting https://'),
    /** A logo under public/ (optional). */
    logo: z
      .string()
      .regex(/^(\/[\w/.-]+\.(svg|png|webp|avif|jpe?g))?$/, 'a file under public/, or blank')
      .default(''),
  })
  .strict();
export type Accreditation = z.infer<typeof accreditationSchema>;

export const accreditationsFile = z.object({ accreditations: z.array(accreditationSchema).max(12) }).strict();

/** What backs a claim: a document or test report anyone can open, or a public review profile. */
export const evidenceKinds = ['none', 'document', 'test report', 'review profile'] as const;

/** Evidence anyone can open: its title and its link, both required. */
const opened = z
  .object({
    title: described(z.string().min(3).max(120), 'Its title, as the document or page names itself.'),
    url: described(httpsLink, 'Where anyone can open it.'),
  })
  .strict();

/**
 * What backs a claim, stored as the editor's choice of kind: every kind but none asks for its title and link, so the
 * editor saves no evidence the build would refuse. Read as `{ kind, title, url }` (blank for none).
 */
const evidence = kindOf({
  none: ['None yet', z.object({}).strict().default({})],
  document: ['A document', opened],
  'test report': ['A test report', opened],
  'review profile': ['A public review profile', opened],
} satisfies Record<(typeof evidenceKinds)[number], readonly [string, z.ZodType]>).transform(
  ({ kind, value }) => ({
    kind,
    title: 'title' in value ? value.title : '',
    url: 'url' in value ? value.url : '',
  }),
);

export const claimSchema = z
  .object({
    /** Its name: other content files show the figure where they say `{id}`. */
    id: described(
      z.string().regex(/^[a-z][a-zA-Z0-9]*$/, 'a name such as satisfactionPercent'),
      'Its name: other files show the figure where they hold this name in curly brackets, so each claim has its own.',
    ),
    /** The figure as the pages show it, e.g. "98" or "70-80%". */
    figure: z.string().min(1).max(30),
    /** What the figure claims, in words. */
    claim: z.string().min(5).max(120),
    /** Phrases that show the claim on a page (launch-check finds the pages by them). */
    appearsAs: z.array(z.string().min(3).max(80)).min(1).max(6),
    evidence: described(
      evidence,
      'What backs the claim. Each kind but "None yet" asks for its title and the link where anyone can open it.',
    ),
  })
  .strict();
export type Claim = z.infer<typeof claimSchema>;

/** Every headline claim, each once. */
export const claimsFile = z
  .object({
    // Other files show a claim's figure where they say {id}, so two claims of one id would leave the figure they show
    // to chance: the build refuses a repeat, and the editor too.
    claims: uniqueBy(
      z.array(claimSchema).min(1).max(60),
      'id',
      'each claim id once: other files show a claim’s figure where they say {id}, so give the copy its own id',
    ),
  })
  .strict();
