import type { Site } from '../config/site.ts';

// Ofcom's numbers for drama (TV, radio, film and fiction), as E.164 digits after 44: never a real line.
const dramaRanges: [RegExp, string][] = [
  [/^2079460\d{3}$/, '020 7946 0xxx (London)'],
  [/^(113|114|115|116|117|118|121|131|141|151|161)4960\d{3}$/, '01xx 496 0xxx'],
  [/^1914980\d{3}$/, '0191 498 0xxx (Tyneside)'],
  [/^2896496\d{3}$/, '028 9649 6xxx (Northern Ireland)'],
  [/^2920180\d{3}$/, '029 2018 0xxx (Cardiff)'],
  [/^1632960\d{3}$/, '01632 960xxx (no area)'],
  [/^7700900\d{3}$/, '07700 900xxx (mobile)'],
  [/^8081570\d{3}$/, '0808 157 0xxx (freephone)'],
  [/^9098790\d{3}$/, '0909 879 0xxx (premium rate)'],
  [/^3069990\d{3}$/, '0306 999 0xxx (UK-wide)'],
];

/** The drama range a UK number (national `0…` or `+44…` form, spaces allowed) falls in, if any. */
export function dramaRange(phone: string): string | undefined {
  const digits = phone
    .replace(/[^\d+]/g, '')
    .replace(/^\+?44/, '')
    .replace(/^0/, '');
  return dramaRanges.find(([range]) => range.test(digits))?.[1];
}

/** The setting that lets a build the host calls production keep the sample content (a demo or a preview). */
export const allowSampleSetting = 'ALLOW_SAMPLE_CONTENT';

/** What `npm run deploy` (scripts/deploy.main.ts) sets for its build: a build on this computer, for going live. */
export const deploySetting = 'HUSHPANE_DEPLOY';

/**
 * A build that goes live, by what the host or the deploy command sets, and what it is called in the guard's message:
 * - Cloudflare Pages `CF_PAGES=1` on its production branch (`PRODUCTION_BRANCH`). Cloudflare does not say which
 *   branch is production, so without `PRODUCTION_BRANCH` any branch but `main` may be it: refused as well;
 * - Netlify `CONTEXT=production`;
 * - `npm run deploy` (`HUSHPANE_DEPLOY=1`), and a build on this computer given a real form endpoint
 *   (`PUBLIC_FORM_ENDPOINT`): a build whose forms reach a live service is one meant for deploying.
 * Undefined otherwise (`npm run build`, `npm start`, `npm test`, a preview of a named production branch).
 */
export function productionHost(env: Readonly<Record<string, string | undefined>>): string | undefined {
  const named = env.PRODUCTION_BRANCH?.trim();
  const branch = env.CF_PAGES_BRANCH ?? '';
  if (env.CF_PAGES === '1') {
    if (branch === (named || 'main')) return `Cloudflare Pages, production branch ${branch}`;
    if (!named)
      return `Cloudflare Pages, branch ${branch || '(none)'}, which may be the production branch: no PRODUCTION_BRANCH is set; set it in the build settings to the project's production branch, and previews of the other branches go on`;
    return undefined;
  }
  if (env.NETLIFY) return env.CONTEXT === 'production' ? 'Netlify, production context' : undefined;
  if (env[deploySetting] === '1') return 'npm run deploy, from this computer';
  if (env.PUBLIC_FORM_ENDPOINT?.trim())
    return 'a build on this computer whose forms go to a live service, PUBLIC_FORM_ENDPOINT';
  return undefined;
}

/** A review as the guard reads it: who gave it, where (`sample`: written for the site), and its area. */
export interface NeverLiveReview {
  name: string;
  source: string;
  area: string;
}

/** What must never go live, as the content holds it. */
export interface NeverLiveContent {
  site: Pick<Site, 'phone' | 'whatsapp' | 'company'>;
  reviews: readonly NeverLiveReview[];
}

/** One thing a production build refuses, and the editor screen and field that fix it. */
export interface NeverLiveItem {
  what: string;
  fix: string;
}

/** The fictional numbers, sample reviews and placeholder company details the content still holds. */
export function neverLiveItems({ site, reviews }: NeverLiveContent): NeverLiveItem[] {
  const items: NeverLiveItem[] = [];
  const numbers: [string, string, string][] = [
    ['The business phone', site.phone.e164, 'Business details → Phone (Display, E164, Href)'],
    ['The WhatsApp number', `+${site.whatsapp.number}`, 'Business details → Whatsapp (Number, Display)'],
  ];
  for (const [what, number, fix] of numbers) {
    const range = dramaRange(number);
    if (range) items.push({ what: `${what} ${number} is in Ofcom's range for drama (${range})`, fix });
  }
  for (const review of reviews.filter((r) => r.source === 'sample'))
    items.push({
      what: `The review by ${review.name} (${review.area}) is a sample written for the site`,
      fix: 'Reviews → the review → Source (a real one, with its date and link), or remove it',
    });
  const { company } = site;
  const placeholders: [boolean, string][] = [
    [!company.legalName, 'Legal Name'],
    [!company.number, 'Number (Companies House)'],
    [
      !company.registeredAddress.streetAddress || !company.registeredAddress.postalCode,
      'Registered Address (street and postcode)',
    ],
  ];
  for (const [missing, field] of placeholders)
    if (missing)
      items.push({
        what: `The company's ${field.replace(/ \(.*/, '').toLowerCase()} is not supplied (E-Commerce Regulations 2002)`,
        fix: `Business details → Company → ${field}`,
      });
  return items;
}

/**
 * Why a production build must stop, or undefined when it may go on: not the host's production build, opted out with
 * `ALLOW_SAMPLE_CONTENT=1`, or nothing left that must never go live.
 */
export function productionRefusal(
  content: NeverLiveContent,
  env: Readonly<Record<string, string | undefined>>,
): string | undefined {
  const host = productionHost(env);
  if (!host || env[allowSampleSetting] === '1') return undefined;
  const items = neverLiveItems(content);
  if (items.length === 0) return undefined;
  return [
    `This build goes live (${host}), and the content still holds what must never go live (${items.length}):`,
    ...items.map((i) => `  - ${i.what}. Fix in the editor: ${i.fix}`),
    `Fix these in \`npm run edit\` (\`npm run launch-check\` lists them with the rest), or, for a demo or preview build only, set ${allowSampleSetting}=1.`,
  ].join('\n');
}
