import type { Site } from '../../src/config/site.ts';
import type { Accreditation, Claim, Review } from '../../src/content/schemas/proof.ts';
import type { Area } from '../../src/content/areas/schema.ts';
import type { BuiltPage } from './pageText.ts';
import { pounds } from '../../src/lib/prices.ts';
import { repeatedPhrases } from '../../src/lib/templates.ts';
import { familyPath } from '../../src/paths.ts';
import { pageOf } from '../../src/content/areas/pages.ts';
import { labelOf } from '../../src/content/editor/labels.ts';
import { dramaRange } from '../../src/lib/neverLive.ts';

export { dramaRange };
import { localPageFindings } from './localPages.ts';

/** What `npm run launch-check` reads: the content, the build's pages and the build environment. */
export interface LaunchInput {
  site: Pick<Site, 'phone' | 'whatsapp' | 'company' | 'guarantee'>;
  reviews: readonly Review[];
  claims: readonly Claim[];
  accreditations: readonly Accreditation[];
  areas: readonly Pick<Area, 'slug' | 'name' | 'installer' | 'areaPage' | 'descriptions'>[];
  /** The services' from-prices (services.yaml), in their order: an area's range is compared with the first per window. */
  services?: readonly { title: string; price?: number; unit?: string }[];
  /** The areas the spec gives an /areas page (scripts/launch/specAreas.ts). */
  specAreaGuides: readonly string[];
  /** The spec's areas with an installer page only, no /areas page (London). */
  specInstallerOnly: readonly string[];
  /** Whether the business has confirmed the privacy notice (src/content/legal/privacy.yaml `confirmed`). */
  privacyConfirmed?: boolean;
  /** Project cards: without a `photo`, an `.svg` image is an illustration, not a photo of the work. */
  projects: readonly { title: string; image: string; photo?: string }[];
  env: Readonly<Record<string, string | undefined>>;
  pages: readonly BuiltPage[];
  /** Each area's whole file as read, to find text still the same as another area's (a copy not yet rewritten). */
  areaTexts?: readonly { slug: string; name: string; data: unknown }[];
  /** The sentences areas share by design (src/content/area-template.yaml): never counted as copied. */
  areaTemplate?: unknown;
  /** The calculator's choices whose id the figures no longer have (src/lib/estimator/picks.ts). */
  movedCalculatorPicks?: readonly { pick: string; named: string; used: string | undefined }[];
  /** Source ids the calculator's figures cite that no source file has (src/content/estimatorSources.ts). */
  danglingCitations?: readonly string[];
  /** What names an area or region with no file, and how the site reads it (src/content/areas/index.ts). */
  danglingAreaReferences?: readonly string[];
  /** The three-bed example: its typed price (figures.yaml), the windows it counts, and its chart's bars. */
  threeBed?: {
    secondary: string;
    windows: number;
    bars: readonly { label: string; display: string; low: number; high: number }[];
  };
  acousticTable?: {
    stated: { min: number; max: number };
    outside: readonly { glassMm: number; cavityMm: number; rw: number }[];
  };
}

import { blocksLaunch, findingKinds, type Finding, type FindingKind } from './findings.ts';

export { blocksLaunch, findingKinds, type Finding, type FindingKind };

/** The pages whose text contains any of `phrases`. */
const pagesShowing = (pages: readonly BuiltPage[], phrases: readonly string[]) =>
  pages.filter((p) => phrases.some((phrase) => p.text.includes(phrase))).map((p) => p.path);

function reviewFindings({ reviews, areas }: LaunchInput): Finding[] {
  const samples = reviews.filter((r) => r.source === 'sample');
  if (samples.length === 0) return [];
  // The page that shows it: an /areas page switched off leaves its reviews to the installer page.
  const shownOn = (r: Review) => {
    const area = areas.find((a) => a.slug === r.area);
    return area ? pageOf(r.page, area) : familyPath(r.page, r.area);
  };
  const pages = [...new Set(samples.map(shownOn))];
  return [
    {
      kind: 'sample-review',
      message: `${samples.length} sample review${samples.length === 1 ? '' : 's'} written for the site: replace each with a real, attributable review (UK law bans fake reviews), or remove it`,
      pages,
    },
  ];
}

function claimFindings({ claims, pages }: LaunchInput): Finding[] {
  return claims
    .filter((c) => c.evidence.kind === 'none')
    .map((c) => ({ claim: c, pages: pagesShowing(pages, c.appearsAs) }))
    .filter(({ pages }) => pages.length > 0)
    .map(({ claim, pages }) => ({
      kind: 'claim-without-evidence',
      message: `"${claim.claim}" (${claim.id}) has no evidence: add a document, test report or review profile in Claims and their evidence, or change the claim`,
      pages,
    }));
}

function phoneFindings({ site, pages }: LaunchInput): Finding[] {
  const findings: Finding[] = [];
  const numbers: [string, string][] = [
    ['The business phone', site.phone.e164],
    ['The WhatsApp number', `+${site.whatsapp.number}`],
  ];
  for (const [what, number] of numbers) {
    const range = dramaRange(number);
    if (range)
      findings.push({
        kind: 'fictional-phone',
        message: `${what} ${number} is in Ofcom's range for drama (${range}): it reaches no one; set the real number`,
      });
  }
  // Any other number a page shows (a placeholder in a form, a number in a text).
  // (the business phone itself, shown on every page, is listed once above)
  const businessRange = dramaRange(site.phone.e164);
  const shown = new Map<string, { range: string; pages: Set<string> }>();
  for (const page of pages)
    for (const match of page.text.matchAll(/(?:\+44\s?|\b0)\d[\d ]{8,12}\d\b/g)) {
      const number = match[0].replace(/\s+/g, ' ');
      const range = dramaRange(number);
      if (!range || range === businessRange) continue;
      const entry = shown.get(number) ?? { range, pages: new Set<string>() };
      shown.set(number, entry);
      entry.pages.add(page.path);
    }
  for (const [number, { range, pages: where }] of shown)
    findings.push({
      kind: 'fictional-phone',
      message: `${number} is in Ofcom's range for drama (${range})`,
      pages: [...where],
      fix: 'the text of the pages named (search the editor for the number)',
    });
  return findings;
}

function companyFindings({ site, accreditations }: LaunchInput): Finding[] {
  const { company, guarantee } = site;
  const { registeredAddress: address } = company;
  const missing: [boolean, FindingKind, string][] = [
    [!company.legalName, 'company-details', "The company's legal name"],
    [
      !company.number,
      'company-details',
      'The Companies House registration number (E-Commerce Regulations 2002)',
    ],
    [
      !address.streetAddress || !address.postalCode,
      'company-details',
      'The registered office: a geographic address with postcode (E-Commerce Regulations 2002)',
    ],
    [!company.insurance, 'company-proof', 'Insurance (for example public liability cover and insurer)'],
    [
      !guarantee.url,
      'company-proof',
      'The guarantee terms: one document or page every warranty claim links to',
    ],
    [
      accreditations.length === 0,
      'company-proof',
      'Accreditations: none listed (TrustMark, FENSA, GGF…), each with a link to verify',
    ],
  ];
  return missing
    .filter(([isMissing]) => isMissing)
    .map(([, kind, what]) => ({
      kind,
      message: `${what}: not supplied (Business details → Company)`,
      ...(what.startsWith('Accreditations') && { fix: 'Accreditations → Add' }),
    }));
}

/** The first service priced per window (its from-price is what the price guide starts from), if any. */
const firstPerWindow = (services: LaunchInput['services'] = []) =>
  services.find(
    (s): s is { title: string; price: number; unit: string } => s.unit === 'window' && s.price !== undefined,
  );

/**
 * An area's range per window starting below the from-price of the first service priced per window: the price guide
 * then shows the from-price as the area's lowest figure (src/lib/priceGuide.ts), not what the area's field says.
 */
function priceBelowFindings({ areas, services }: LaunchInput): Finding[] {
  const service = firstPerWindow(services);
  if (!service) return [];
  const ranges: Finding[] = areas
    .filter((a) => a.installer.priceRange.from < service.price)
    .map((a) => ({
      kind: 'price-below' as const,
      message: `${a.name}: its price range starts at ${pounds(a.installer.priceRange.from)} per window, below ${service.title} from ${pounds(service.price)}: the price guide shows ${pounds(service.price)} as its lowest figure`,
      pages: [familyPath('installer', a.slug)],
      fix: `Areas → ${a.name} → Installer → Price range (or Services → ${service.title} → Pricing)`,
    }));
  return [...ranges, ...averageBelowFindings(areas, service)];
}

/**
 * The three-bed example's price, typed in the figures, against what its windows cost at the from-price of the first
 * service priced per window (a from-price raised past it leaves "about £3,600" too low), and against its chart's bar,
 * typed apart (the bar drawn at another figure than the one it states).
 */
function threeBedFindings({ threeBed, services }: LaunchInput): Finding[] {
  const price = threeBed && poundsIn(/£[\d,]+/.exec(threeBed.secondary)?.[0] ?? '');
  if (!threeBed || !price) return [];
  const screen = 'Guides: figures, tables and charts';
  const service = firstPerWindow(services);
  const least = service ? threeBed.windows * service.price : 0;
  const below: Finding[] =
    service && price < least
      ? [
          {
            kind: 'price-below',
            message: `The three-bed example says about ${pounds(price)} for secondary glazing: its ${threeBed.windows} windows at ${service.title} from ${pounds(service.price)} come to ${pounds(least)}`,
            fix: `${screen} → Figures → Three Bed Secondary, and Charts → Three bed cost (or Services → ${service.title} → Pricing)`,
          },
        ]
      : [];
  const bar = threeBed.bars.find((b) => b.display.includes(threeBed.secondary));
  const drawnElsewhere: Finding[] =
    bar && (bar.low !== price || bar.high !== price)
      ? [
          {
            kind: 'contradiction',
            message: `The chart of the three-bed example draws ${bar.label} at ${bar.low === bar.high ? pounds(bar.low) : `${pounds(bar.low)}-${pounds(bar.high)}`} and labels it ${bar.display}`,
            fix: `${screen} → Charts → Three bed cost → ${bar.label} (Low and High)`,
          },
        ]
      : [];
  return [...below, ...drawnElsewhere];
}

/** An area page's average investment per window below the from-price: an average under the lowest price. */
function averageBelowFindings(
  areas: LaunchInput['areas'],
  service: { title: string; price?: number },
): Finding[] {
  const price = service.price!;
  return areas.flatMap((a) =>
    (
      [
        ['installer', a.installer.figures, 'Installer'],
        ['area', a.areaPage?.figures, 'Area page'],
      ] as const
    ).flatMap(([family, figures, screen]) => {
      const investment = figures?.investment;
      if (
        !investment ||
        !('pounds' in investment) ||
        investment.per !== 'window' ||
        investment.pounds >= price
      )
        return [];
      return [
        {
          kind: 'price-below' as const,
          message: `${a.name}: its average investment per window, ${pounds(investment.pounds)}, is below ${service.title} from ${pounds(price)}: an average cannot be under the lowest price`,
          pages: [familyPath(family, a.slug)],
          fix: `Areas → ${a.name} → ${screen} → Figures → Investment (or Services → ${service.title} → Pricing)`,
        },
      ];
    }),
  );
}

function serviceKeyFindings({ env }: LaunchInput): Finding[] {
  const keys: [string[], string][] = [
    [
      ['PUBLIC_EMAILJS_PUBLIC_KEY', 'PUBLIC_EMAILJS_SERVICE_ID', 'PUBLIC_EMAILJS_TEMPLATE_ID'],
      'quote requests go to the local inbox of `npm start`, not to the business',
    ],
    [['PUBLIC_FORM_ENDPOINT'], 'contact messages go to the local inbox, and the quote has no failover'],
    [['SITE_URL'], 'canonical links, the sitemap and social tags name the default domain'],
  ];
  return keys.flatMap(([names, effect]) => {
    const unset = names.filter((n) => !env[n]?.trim());
    return unset.length
      ? [{ kind: 'service-keys' as const, message: `${unset.join(', ')} not set: ${effect}` }]
      : [];
  });
}

/**
 * The privacy notice as written for the site: its lawful bases, transfers, retention and promises are the business's
 * to give, so the list asks for them until the notice is ticked as confirmed.
 */
function privacyFindings({ privacyConfirmed }: LaunchInput): Finding[] {
  if (privacyConfirmed !== false) return [];
  return [
    {
      kind: 'privacy-notice',
      message:
        'The privacy notice was written for the site: check its lawful bases, the services that process the details, how long you keep them and its promises (no marketing e-mails, no selling of details), change what is not so, then tick Confirmed',
      pages: ['/privacy'],
    },
  ];
}

function photoFindings({ projects }: LaunchInput): Finding[] {
  const illustrated = projects.filter((p) => !p.photo && p.image.endsWith('.svg'));
  if (illustrated.length === 0) return [];
  return [
    {
      kind: 'missing-photo',
      message: `${illustrated.length} of ${projects.length} projects show an illustration, not a photo of the work: ${illustrated.map((p) => p.title).join('; ')}. Until a project has its photo, its text is an example written for the site, not a job you did: give each the place, windows and words of a real job, or remove it`,
      pages: ['/'],
    },
  ];
}

/** The figures an area's page shows, keyed by what they measure (a figure of another kind is not compared). */
function figureTexts(figures: Area['installer']['figures']): Record<string, string> {
  const texts: Record<string, string> = { 'noise reduction': `${figures.reduction}%` };
  const { properties, investment } = figures;
  if ('count' in properties) texts['homes fitted'] = `${properties.count}+ ${properties.noun}`;
  if ('pounds' in investment) texts[`average investment per ${investment.per}`] = pounds(investment.pounds);
  return texts;
}

function warrantyFindings({ claims, pages }: LaunchInput): Finding[] {
  const variants = claims
    .filter((c) => /^warranty/.test(c.id))
    .map((c) => ({ claim: c, pages: pagesShowing(pages, c.appearsAs) }))
    .filter((v) => v.pages.length > 0);
  if (variants.length < 2) return [];
  return variants.map(({ claim, pages }) => ({
    kind: 'contradiction',
    message: `Warranty: "${claim.claim}" is one of ${variants.length} different warranty promises the site makes`,
    pages,
    fix: `Claims and their evidence → ${claim.id}: keep one warranty promise, or give each its evidence`,
  }));
}

/**
 * A spec area whose /areas page is switched off in the editor (or whose file is gone), and one the spec gives no
 * /areas page (London) with it switched on.
 */
function specPageFindings({ areas, specAreaGuides, specInstallerOnly }: LaunchInput): Finding[] {
  const missing = specAreaGuides.flatMap((slug) => {
    const area = areas.find((a) => a.slug === slug);
    if (area?.areaPage) return [];
    return [
      {
        kind: 'spec-page' as const,
        message: area
          ? `${area.name} has no /areas page (the spec has ${familyPath('area', slug)}): its installer page stands in for it; switch its /areas page on in the area's file`
          : `"${slug}" has no area file: the spec has ${familyPath('installer', slug)} and ${familyPath('area', slug)}`,
        ...(area && { pages: [familyPath('installer', slug)], fix: `Areas → ${area.name} → Show area page` }),
      },
    ];
  });
  const extra = areas
    .filter((a) => a.areaPage && specInstallerOnly.includes(a.slug))
    .map((a) => ({
      kind: 'spec-page' as const,
      message: `${a.name} has an /areas page the spec does not (it has ${familyPath('installer', a.slug)} only): switch its /areas page off in the area's file`,
      pages: [familyPath('area', a.slug)],
      fix: `Areas → ${a.name} → Show area page`,
    }));
  return [...missing, ...extra];
}

function twinFindings({ areas }: LaunchInput): Finding[] {
  return areas.flatMap((area) => {
    if (!area.areaPage) return [];
    const installer = figureTexts(area.installer.figures);
    const guide = figureTexts(area.areaPage.figures);
    const differing = Object.keys(installer).filter((k) => k in guide && installer[k] !== guide[k]);
    if (differing.length === 0) return [];
    return [
      {
        kind: 'contradiction' as const,
        message: `${area.name}: its two pages give different figures: ${differing.map((k) => `${k} ${installer[k]} against ${guide[k]}`).join('; ')}`,
        pages: [familyPath('installer', area.slug), familyPath('area', area.slug)],
        fix: `Areas → ${area.name} → Installer → Figures, and Area page → Figures`,
      },
    ];
  });
}

/** The numbers a text states (45+, 69%, £4,100), leaving out durations ("10-year", "1 day"). */
const numbersIn = (text: string) =>
  [...text.matchAll(/£?(\d[\d,]*)(%|\+)?/g)]
    .filter((m) => !/^\d+[- ](year|day)/.test(text.slice(m.index)))
    .map((m) => Number(m[1]!.replace(/,/g, '')));

/** The numbers an area page's figures give (reduction, homes, average investment). */
const figureNumbers = ({ reduction, properties, investment }: Area['installer']['figures']) => [
  reduction,
  ...('count' in properties ? [properties.count] : []),
  ...('pounds' in investment ? [investment.pounds] : []),
];

/** A meta description stating a figure its page does not show (a figure changed in the editor, its description not). */
function descriptionFindings({ areas }: LaunchInput): Finding[] {
  return areas.flatMap((area) => {
    const { installer, areaPage, descriptions } = area;
    const pages = [
      {
        path: familyPath('installer', area.slug),
        description: descriptions.installer,
        shown: [
          ...figureNumbers(installer.figures),
          installer.priceRange.from,
          installer.priceRange.to,
          ...(installer.bodyClaim === undefined ? [] : [installer.bodyClaim]),
        ],
      },
      ...(areaPage && descriptions.area
        ? [
            {
              path: familyPath('area', area.slug),
              description: descriptions.area,
              shown: figureNumbers(areaPage.figures),
            },
          ]
        : []),
    ];
    return pages.flatMap(({ path, description, shown }) => {
      const stray = numbersIn(description).filter((n) => !shown.includes(n));
      return stray.length
        ? [
            {
              kind: 'contradiction' as const,
              message: `${area.name}: the search description of ${path} states ${stray.join(', ')}, which the page's figures do not: change the description or the figures`,
              pages: [path],
              fix: `Areas → ${area.name} → Descriptions`,
            },
          ]
        : [];
    });
  });
}

/** £3,600 → 3600. */
const poundsIn = (s: string) => Number(s.replace(/[£,]/g, ''));

/** Sentences that put a saving in % beside two prices that give another saving ("48-75% less" by £3,600 vs £6,000). */
function arithmeticFindings({ pages }: LaunchInput): Finding[] {
  const found = new Map<string, string[]>();
  for (const page of pages)
    for (const sentence of page.text.split(/\n|;|(?<=[.!?])\s+/)) {
      const percent = /(\d{1,2})(?:-(\d{1,2}))?% (?:less|cheaper|lower|saving|savings)/.exec(sentence);
      const prices = sentence.match(/£\d{1,3}(?:,\d{3})+|£\d{3,}/g);
      if (!percent || !prices || prices.length !== 2) continue;
      const [a, b] = prices.map(poundsIn).sort((x, y) => x - y) as [number, number];
      const saving = Math.round((1 - a / b) * 100);
      const low = Number(percent[1]);
      const high = Number(percent[2] ?? percent[1]);
      if (saving >= low && saving <= high) continue;
      const message = `"${sentence.trim()}": ${prices.join(' against ')} is ${saving}% less, not ${percent[0].split(' ')[0]}`;
      found.set(message, [...(found.get(message) ?? []), page.path]);
    }
  return [...found].map(([message, where]) => ({
    kind: 'contradiction',
    message,
    pages: [...new Set(where)],
    fix: 'Claims and their evidence → Cost saving, or the sentence in its page’s screen (Guides, Services)',
  }));
}

/** A phrase written twice in a row ("up to up to"), found as the build finds one in a filled template. */
function repeatFindings({ pages }: LaunchInput): Finding[] {
  const found = new Map<string, string[]>();
  for (const page of pages)
    for (const phrase of page.text.split('\n').flatMap(repeatedPhrases))
      found.set(phrase, [...(found.get(phrase) ?? []), page.path]);
  return [...found].map(([phrase, where]) => ({
    kind: 'contradiction',
    message: `"${phrase} ${phrase}": a phrase written twice`,
    pages: [...new Set(where)],
    fix: 'the text of the pages named, or a {token} that starts with the same words',
  }));
}

/** The /benefits table states a range; the model that computes its cells may not agree. */
function acousticFindings({ acousticTable }: LaunchInput): Finding[] {
  if (!acousticTable?.outside.length) return [];
  const { min, max } = acousticTable.stated;
  const cells = acousticTable.outside.map(
    (c) => `${c.glassMm} mm glass, ${c.cavityMm} mm cavity: ${c.rw} dB`,
  );
  return [
    {
      kind: 'model-disagreement',
      message: `The acoustic performance table states ${min}-${max} dB, but the acoustic model gives ${acousticTable.outside.length} of its cells outside that range (${cells.join('; ')}). Change the stated range in Guides: figures, tables and charts → Acoustic performance → Rating db, or the claim.`,
      pages: ['/benefits'],
    },
  ];
}

/**
 * What content points at by id that the business renamed or removed in the editor (which cannot follow a reference):
 * an area or region, one of the calculator's own choices (its starting setup, its tables' setup) or a cited source.
 */
function danglingFindings({
  movedCalculatorPicks = [],
  danglingCitations = [],
  danglingAreaReferences = [],
}: LaunchInput): Finding[] {
  const areaRefs = danglingAreaReferences.map((message) => ({
    kind: 'dangling-reference' as const,
    message,
  }));
  const what = { preset: 'outdoor level', window: 'existing window', glass: 'glass' } as Record<
    string,
    string
  >;
  const citations = danglingCitations.map((id) => ({
    kind: 'dangling-reference' as const,
    message: `The calculator's figures cite the source "${id}", which is no longer in Noise calculator: sources (renamed or removed): the page leaves that citation out. Pick the figures' sources again in "Noise calculator: figures and sources", or give the source its id back.`,
    pages: ['/noise-reduction-calculator'],
  }));
  const picks = movedCalculatorPicks.map(({ pick, named, used }) => ({
    kind: 'dangling-reference' as const,
    message: `The calculator starts with the ${what[pick] ?? pick} "${named}", which its figures no longer have: it ${used ? `takes "${used}" (the first of the list) instead` : 'starts from a typed level instead'}. Give that figure its id "${named}" back in "Noise calculator: figures and sources", or change src/lib/estimator/picks.ts.`,
    pages: ['/noise-reduction-calculator'],
  }));
  return [...areaRefs, ...picks, ...citations];
}

/** Keys whose value is picked, not written: two areas may share them. */
const pickedKeys = new Set(['region', 'tone', 'kind', 'noun', 'per', 'discriminant', 'neighbours', 'slug']);

/** An area's written text, by field path ("services.bullets.2"), prose only (40 characters or more). */
function proseFields(value: unknown, at = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'string') {
    if (value.length >= 40) out.set(at, value);
  } else if (Array.isArray(value)) value.forEach((v, i) => proseFields(v, `${at}.${i + 1}`, out));
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value))
      if (!pickedKeys.has(key)) proseFields(v, at ? `${at}.${key}` : key, out);
  return out;
}

/**
 * Two areas with prose fields still word for word the same (an area copied from another and not yet rewritten); the
 * template's sentences, which areas share by design, aside.
 */
function sameAsAnotherAreaFindings({ areaTexts = [], areaTemplate }: LaunchInput): Finding[] {
  const shared = new Set(proseFields(areaTemplate).values());
  const own = (data: unknown) => new Map([...proseFields(data)].filter(([, text]) => !shared.has(text)));
  const fields = areaTexts.map((a) => ({ ...a, prose: own(a.data) }));
  return fields.flatMap((a, i) =>
    fields.slice(i + 1).flatMap((b) => {
      const theirs = new Set(b.prose.values());
      const same = [...a.prose].filter(([, text]) => theirs.has(text)).map(([at]) => at);
      if (same.length === 0) return [];
      // An area's lists are typed one item a line (src/content/editor/inlineList.ts): "Services → Ticks, line 1".
      const named = same.slice(0, 6).map((at) =>
        at
          .split('.')
          .map((k) => (/^\d+$/.test(k) ? `, line ${k}` : ` → ${labelOf(k)}`))
          .join('')
          .slice(3),
      );
      return [
        {
          kind: 'same-as-another-area' as const,
          message: `${a.name} and ${b.name}: ${same.length} field${same.length === 1 ? '' : 's'} the same word for word: ${named.join('; ')}${same.length > 6 ? '…' : ''}`,
          pages: [familyPath('installer', a.slug), familyPath('installer', b.slug)],
          fix: `Areas → ${a.name} (or ${b.name}) → the fields named`,
        },
      ];
    }),
  );
}

/** The checks of the launch list, each a function of what it reads: a new check adds one line here. */
export const launchChecks: ((input: LaunchInput) => Finding[])[] = [
  reviewFindings,
  claimFindings,
  phoneFindings,
  companyFindings,
  serviceKeyFindings,
  privacyFindings,
  photoFindings,
  warrantyFindings,
  specPageFindings,
  danglingFindings,
  twinFindings,
  descriptionFindings,
  arithmeticFindings,
  repeatFindings,
  priceBelowFindings,
  threeBedFindings,
  sameAsAnotherAreaFindings,
  ({ pages }) =>
    localPageFindings(
      pages.flatMap(({ path, mainWords, links }) => (mainWords && links ? [{ path, mainWords, links }] : [])),
    ),
  acousticFindings,
];

/** Everything that stands between the content and an honest launch; an empty list means the site may go live. */
export function launchFindings(input: LaunchInput): Finding[] {
  return launchChecks.flatMap((check) => check(input));
}

/** The launch list's groups that hold findings, in the list's order (what a production build refuses first). */
export function launchGroups(findings: readonly Finding[]) {
  return (Object.keys(findingKinds) as FindingKind[])
    .map((kind) => ({ kind, ...findingKinds[kind], findings: findings.filter((f) => f.kind === kind) }))
    .filter((g) => g.findings.length > 0)
    .map((g) => ({ ...g, blocks: 'blocks' in g }));
}

/** The findings as a readable list, grouped by what the business does, each group naming the editor screen to use. */
export function formatReport(findings: readonly Finding[]): string {
  if (findings.length === 0) return 'Launch check: nothing blocks an honest launch.';
  const groups = launchGroups(findings);
  const blocking = findings.filter(blocksLaunch).length;
  const lines = [
    `Launch check: ${findings.length} thing${findings.length === 1 ? '' : 's'} block an honest launch` +
      (blocking ? `; a production build refuses ${blocking} of them (listed first).` : '.'),
  ];
  for (const [i, group] of groups.entries()) {
    lines.push(
      '',
      `${i + 1}. ${group.title} (${group.findings.length})${group.blocks ? ' [blocks a production build]' : ''}`,
      `   Where: ${group.fix}`,
    );
    for (const f of group.findings) {
      lines.push(`  - ${f.message}`);
      if (f.pages?.length) {
        const shown = f.pages.slice(0, 8).join(', ');
        lines.push(`    on ${shown}${f.pages.length > 8 ? `, and ${f.pages.length - 8} more` : ''}`);
      }
      if (f.fix) lines.push(`    fix in: ${f.fix}`);
    }
  }
  return lines.join('\n');
}
