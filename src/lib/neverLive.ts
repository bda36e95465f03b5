import type { Site } from '../config/site.ts';
import type { Review } from '../content/schemas/proof.ts';

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

/**
 * The host's production build, by what the host sets: Cloudflare Pages `CF_PAGES=1` with `CF_PAGES_BRANCH` the
 * production branch (`PRODUCTION_BRANCH`, `main` unless set), Netlify `CONTEXT=production`. Undefined otherwise
 * (`npm run build`, `npm start`, `npm test`, a preview).
 */
export function productionHost(env: Readonly<Record<string, string | undefined>>): string | undefined {
  const branch = env.PRODUCTION_BRANCH?.trim() || 'main';
  if (env.CF_PAGES === '1' && env.CF_PAGES_BRANCH === branch)
    return `Cloudflare Pages (production branch ${branch})`;
  if (env.NETLIFY && env.CONTEXT === 'production') return 'Netlify (production context)';
  return undefined;
}

/** What must never go live, as the content holds it. */
export interface NeverLiveContent {
  site: Pick<Site, 'phone' | 'whatsapp' | 'company'>;
  reviews: readonly Pick<Review, 'name' | 'source' | 'area'>[];
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
    `This is the production build on ${host}, and the content still holds what must never go live (${items.length}):`,
    ...items.map((i) => `  - ${i.what}. Fix in the editor: ${i.fix}`),
    `Fix these in \`npm run edit\` (\`npm run launch-check\` lists them with the rest), or, for a demo or preview build only, set ${allowSampleSetting}=1.`,
  ].join('\n');
}
