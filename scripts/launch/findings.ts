// What the launch list reports (scripts/launch/checks.ts makes them; localPages.ts too), in a module of its own so
// the checks and their helpers import it, not each other.

/**
 * The launch list's groups, by what the business does, in the order the list shows them: first what a production
 * build refuses (`blocks`, src/lib/neverLive.ts), then the rest. `fix` names the editor screen and field that fixes
 * it (a finding may name its own, `Finding.fix`). A new check adds its kind here and its function to `launchChecks`.
 */
export const findingKinds = {
  'fictional-phone': {
    title: 'Set your real phone and WhatsApp numbers',
    fix: 'Business details → Phone (as shown, and in international form) and WhatsApp (number and as shown)',
    blocks: true,
  },
  'sample-review': {
    title: 'Replace the sample reviews with real ones',
    fix: 'Reviews → each review marked Sample → Source, Date and Link to the review',
    blocks: true,
  },
  'company-details': {
    title: 'Give the company details the law asks for',
    fix: 'Business details → Company → Legal Name, Number, Registered Address',
    blocks: true,
  },
  'claim-without-evidence': {
    title: 'Back each claim with evidence, or change it',
    fix: 'Claims and their evidence → the claim → Evidence',
  },
  contradiction: {
    title: 'Make the pages agree with each other',
    fix: 'the screen named under each item',
  },
  'price-below': {
    title: 'Prices and averages below the service’s from-price',
    fix: 'Areas → the area → Installer → Price range (or Services → Pricing); the screen named under each item',
  },
  'company-proof': {
    title: 'Show what backs your work: insurance, guarantee, accreditations',
    fix: 'Business details → Company → Insurance, and Guarantee; Accreditations',
  },
  'privacy-notice': {
    title: 'Confirm what the privacy notice says',
    fix: 'Legal Privacy → the lawful basis, who processes the details, how long you keep them; then tick Confirmed',
  },
  'missing-photo': {
    title: 'Show your own work: a photo, and the job’s own words',
    fix: 'Projects (home gallery) → the project → Show photo, and its place and words',
  },
  'spec-page': {
    title: 'Area pages the spec has, switched on or off',
    fix: 'Areas → the area → Show area page',
  },
  'thin-page': {
    title: 'Write each area page in its own words',
    fix: 'Areas → the area → its own words (intro, specialist service, noise sources, streets)',
  },
  'same-as-another-area': {
    title: 'Areas with fields still word for word another area’s',
    fix: 'Areas → the area → the field named',
  },
  'dangling-reference': {
    title: 'Pick again what was renamed or removed',
    fix: 'the screen named under each item',
  },
  'model-disagreement': {
    title: 'Claims the acoustic model disagrees with',
    fix: 'Guides: figures, tables and charts → Acoustic performance',
  },
  'service-keys': {
    title: 'Connect the forms and the domain',
    fix: 'the host’s build settings, outside the editor (README, Deploying)',
  },
} as const satisfies Record<string, { title: string; fix: string; blocks?: true }>;
export type FindingKind = keyof typeof findingKinds;

export interface Finding {
  kind: FindingKind;
  message: string;
  /** The pages that show it, when it shows on pages. */
  pages?: string[];
  /** The editor screen and field that fix it, where its group's `fix` is not precise enough. */
  fix?: string;
}

/** Whether a production build refuses it (the group's `blocks`). */
export const blocksLaunch = (f: Pick<Finding, 'kind'>) => 'blocks' in findingKinds[f.kind];
