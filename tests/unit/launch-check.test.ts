import { describe, expect, it } from 'vitest';
import {
  blocksLaunch,
  dramaRange,
  findingKinds,
  formatReport,
  launchGroups,
  launchFindings,
  type FindingKind,
  type LaunchInput,
} from '../../scripts/launch/checks.ts';
import { visibleText } from '../../scripts/launch/pageText.ts';
import { contentInput } from '../../scripts/launch/content.ts';
import { suppliedBusiness } from './support/business.ts';
import { areas } from '../../src/content/areas/index.ts';
import { gallery } from '../../src/content/gallery.ts';
import { isVerified, reviews } from '../../src/content/proof.ts';
import { site } from '../../src/config/site.ts';
import type { Claim, Review } from '../../src/content/schemas/proof.ts';
import type { Area } from '../../src/content/areas/schema.ts';

const evidence = {
  kind: 'test report',
  title: 'UKAS lab report 2291',
  url: 'https://example.org/r/2291',
} as const;
const claim = (id: string, text: string, phrase: string): Claim => ({
  id,
  figure: '1',
  claim: text,
  appearsAs: [phrase],
  evidence,
});
const review: Review = {
  text: 'The fitters were careful and the bedroom is finally quiet at night, even with the buses outside.',
  name: 'A. Client',
  place: 'Elm Road',
  area: 'chelsea',
  page: 'installer',
  rating: 5,
  source: 'Google',
  date: '2026-05-14',
  verifyUrl: 'https://example.org/review/1',
};
const figures: Area['installer']['figures'] = {
  reduction: 75,
  properties: { count: 100, noun: 'homes' },
  investment: { pounds: 4000, per: 'project' },
};
const area = {
  slug: 'chelsea',
  name: 'Chelsea',
  installer: { ...areas[1]!.installer, figures, priceRange: { from: 450, to: 750 }, bodyClaim: 80 },
  areaPage: { ...areas[1]!.areaPage!, figures },
  descriptions: {
    installer:
      'Chelsea installers: 75% quieter in 100+ homes, £450-£750 per window, 80%+ on busy roads, 10-year warranty.',
    area: 'Chelsea homes: 75% quieter rooms in 100+ homes, £4,000 average investment.',
  },
} as LaunchInput['areas'][number];

/** Everything supplied: the business could launch with this. */
const complete = (): LaunchInput => ({
  site: {
    ...suppliedBusiness,
    phone: { display: '020 3000 0000', e164: '+442030000000', href: 'tel:+442030000000' },
    whatsapp: { ...suppliedBusiness.whatsapp, number: '447000000000' },
  },
  reviews: [review],
  claims: [
    claim('warrantyYears', 'A 10-year warranty', '10-year warranty'),
    claim('satisfaction', '98% satisfied', '98%'),
  ],
  accreditations: [
    {
      name: 'TrustMark',
      body: 'TrustMark',
      membershipNumber: '1234567',
      verifyUrl: 'https://example.org/t',
      logo: '',
    },
  ],
  areas: [area],
  specAreaGuides: [area.slug],
  specInstallerOnly: [],
  projects: [{ title: 'Georgian sash', image: '/photos/sash.jpg' }],
  env: {
    PUBLIC_EMAILJS_PUBLIC_KEY: 'pk',
    PUBLIC_EMAILJS_SERVICE_ID: 'svc',
    PUBLIC_EMAILJS_TEMPLATE_ID: 'tpl',
    PUBLIC_FORM_ENDPOINT: 'https://forms.example.org/f/1',
    SITE_URL: 'https://www.example.co.uk',
  },
  pages: [
    { path: '/', text: 'Every installation carries a 10-year warranty.\n98% of clients would recommend us.' },
    { path: '/benefits', text: 'About £3,600 against £6,000 for replacement windows: 40% less.' },
  ],
  services: [{ title: 'Residential', price: 450, unit: 'window' }],
  threeBed: {
    secondary: '£3,600',
    windows: 8,
    bars: [
      { label: 'Secondary glazing', display: 'about £3,600', low: 3600, high: 3600 },
      { label: 'Replacement windows', display: 'about £6,000', low: 6000, high: 6000 },
    ],
  },
});

const paragraph = (place: string) =>
  `${place} homes face the buses on the King's Road until late at night, and the sashes rattle.`;

const kinds = (input: LaunchInput) => [...new Set(launchFindings(input).map((f) => f.kind))];

describe('npm run launch-check', () => {
  it('finds nothing to block a launch when everything is supplied', () => {
    expect(launchFindings(complete())).toEqual([]);
    const photographed = complete();
    photographed.projects = [
      { title: 'Bay', image: '/illustrations/bay.svg', photo: '/assets/images/projects/bay.jpg' },
    ];
    expect(launchFindings(photographed)).toEqual([]);
    expect(formatReport([])).toBe('Launch check: nothing blocks an honest launch.');
  });

  const gaps: [string, FindingKind, (input: LaunchInput) => void][] = [
    [
      'a sample review',
      'sample-review',
      (i) => void (i.reviews = [{ ...review, source: 'sample', date: '', verifyUrl: '' }]),
    ],
    [
      'a claim shown without evidence',
      'claim-without-evidence',
      (i) => void (i.claims = [{ ...i.claims[1]!, evidence: { kind: 'none', title: '', url: '' } }]),
    ],
    [
      'a drama-range business phone',
      'fictional-phone',
      (i) => void (i.site.phone = { ...i.site.phone, e164: '+442079460958' }),
    ],
    [
      'a drama-range WhatsApp number',
      'fictional-phone',
      (i) => void (i.site.whatsapp = { ...i.site.whatsapp, number: '447700900461' }),
    ],
    [
      'a drama-range number on a page',
      'fictional-phone',
      (i) => void (i.pages = [...i.pages, { path: '/contact', text: 'Call 0113 496 0000 today.' }]),
    ],
    [
      'no company number',
      'company-details',
      (i) => void (i.site.company = { ...i.site.company, number: '' }),
    ],
    [
      'no registered office',
      'company-details',
      (i) =>
        void (i.site.company = {
          ...i.site.company,
          registeredAddress: { streetAddress: '', locality: '', postalCode: '' },
        }),
    ],
    [
      'no guarantee terms',
      'company-proof',
      (i) => void (i.site.guarantee = { title: '', summary: '', url: '' }),
    ],
    ['no accreditation', 'company-proof', (i) => void (i.accreditations = [])],
    [
      'a privacy notice the business has not confirmed',
      'privacy-notice',
      (i) => void (i.privacyConfirmed = false),
    ],
    ['no EmailJS keys', 'service-keys', (i) => void (i.env = { ...i.env, PUBLIC_EMAILJS_PUBLIC_KEY: '' })],
    ['no form endpoint', 'service-keys', (i) => void (i.env = { ...i.env, PUBLIC_FORM_ENDPOINT: undefined })],
    [
      'a project without a photo',
      'missing-photo',
      (i) => void (i.projects = [{ title: 'Bay window', image: '/illustrations/bay.svg' }]),
    ],
    [
      'two warranty promises',
      'contradiction',
      (i) => {
        i.claims = [...i.claims, claim('warrantyLifetime', 'A lifetime guarantee', 'lifetime guarantee')];
        i.pages = [...i.pages, { path: '/areas/chelsea', text: 'A lifetime guarantee on every window.' }];
      },
    ],
    [
      'an area whose two pages differ',
      'contradiction',
      (i) =>
        void (i.areas = [
          { ...area, areaPage: { ...area.areaPage!, figures: { ...figures, reduction: 80 } } },
        ]),
    ],
    [
      'a spec area whose /areas page is switched off',
      'spec-page',
      (i) => void (i.areas = [{ ...area, areaPage: undefined }]),
    ],
    ['a spec area with no file', 'spec-page', (i) => void (i.specAreaGuides = [area.slug, 'barnes'])],
    [
      'a calculator choice renamed in the editor',
      'dangling-reference',
      (i) => void (i.movedCalculatorPicks = [{ pick: 'window', named: 'single-4mm', used: 'single-6mm' }]),
    ],
    [
      'a calculator source removed in the editor while figures cite it',
      'dangling-reference',
      (i) => void (i.danglingCitations = ['who-2018']),
    ],
    [
      'a review naming an area removed in the editor',
      'dangling-reference',
      (i) =>
        void (i.danglingAreaReferences = [
          'src/content/reviews.yaml: reviews.0 (Ann): area "clapham" is no area file',
        ]),
    ],
    [
      'an area the spec gives no /areas page, with one switched on',
      'spec-page',
      (i) => void ((i.specAreaGuides = []), (i.specInstallerOnly = [area.slug])),
    ],
    [
      'an installer page description naming a figure its page does not show',
      'contradiction',
      (i) =>
        void (i.areas = [
          { ...area, descriptions: { ...area.descriptions, installer: 'Chelsea: 76% quieter rooms.' } },
        ]),
    ],
    [
      'an /areas page description naming a figure its page does not show',
      'contradiction',
      (i) =>
        void (i.areas = [
          { ...area, descriptions: { ...area.descriptions, area: 'Chelsea: 75% quieter in 101+ homes.' } },
        ]),
    ],
    [
      'a saving that its prices contradict',
      'contradiction',
      (i) => void (i.pages[1]!.text = 'About £3,600 against £6,000 for replacement windows: 48-75% less.'),
    ],
    [
      'an area range per window below the first per-window service’s from-price',
      'price-below',
      (i) =>
        void (i.services = [
          { title: 'Residential', price: area.installer.priceRange.from + 1, unit: 'window' },
        ]),
    ],
    [
      'an average investment per window below the from-price, after a price rise',
      'price-below',
      (i) => {
        const perWindow = { ...figures, investment: { pounds: 440, per: 'window' as const } };
        i.areas = [{ ...area, installer: { ...area.installer, figures: perWindow } }];
        i.services = [{ title: 'Residential', price: 450, unit: 'window' }];
      },
    ],
    [
      'a three-bed example its windows cost more than, after a from-price rise',
      'price-below',
      (i) => void (i.services = [{ title: 'Residential', price: 500, unit: 'window' }]),
    ],
    [
      'a three-bed example whose chart bar is drawn at another figure',
      'contradiction',
      (i) => {
        // The figure changed, the label follows it (its token), the bar typed apart does not.
        i.threeBed!.secondary = '£3,900';
        i.threeBed!.bars = [{ ...i.threeBed!.bars[0]!, display: 'about £3,900' }, i.threeBed!.bars[1]!];
      },
    ],
    [
      'an area copied from another with its words not yet rewritten',
      'same-as-another-area',
      (i) =>
        void (i.areaTexts = [
          { slug: 'chelsea', name: 'Chelsea', data: { intro: [paragraph('Chelsea')], region: 'west' } },
          { slug: 'quietvale', name: 'Quietvale', data: { intro: [paragraph('Chelsea')], region: 'west' } },
        ]),
    ],
    [
      'a phrase written twice',
      'contradiction',
      (i) => void (i.pages[0]!.text += '\nIt cuts noise by up to up to 80%.'),
    ],
  ];

  it.each(gaps)('lists %s, and only that', (_, kind, gap) => {
    const input = complete();
    gap(input);
    expect(kinds(input)).toEqual([kind]);
  });

  it('names the three-bed example, its windows and what they cost at the raised from-price', () => {
    const input = complete();
    input.services = [{ title: 'Residential', price: 500, unit: 'window' }];
    expect(launchFindings(input).filter((f) => !f.message.startsWith('Chelsea'))).toEqual([
      {
        kind: 'price-below',
        message:
          'The three-bed example says about £3,600 for secondary glazing: its 8 windows at Residential from £500 come to £4,000',
        fix: 'Guides: figures, tables and charts → Figures → Three Bed Secondary, and Charts → Three bed cost (or Services → Residential → Pricing)',
      },
    ]);
    // The example on today's content, whatever its figures: listed only if its windows cost more than it says.
    const today = contentInput([], {}).threeBed!;
    const fromPrice = contentInput([], {}).services!.find((s) => s.unit === 'window')!.price!;
    const listed = launchFindings({
      ...complete(),
      threeBed: today,
      services: contentInput([], {}).services,
    }).some((f) => f.message.startsWith('The three-bed example'));
    expect(listed).toBe(Number(today.secondary.replace(/\D/g, '')) < today.windows * fromPrice);
  });

  it('names the description that states a figure its page does not show, and the figure', () => {
    const input = complete();
    input.areas = [
      { ...area, descriptions: { ...area.descriptions, area: 'Chelsea: 75% quieter in 145+ homes.' } },
    ];
    expect(launchFindings(input)).toEqual([
      {
        kind: 'contradiction',
        message: expect.stringMatching(/^Chelsea: the search description of \/areas\/chelsea states 145,/),
        pages: ['/areas/chelsea'],
        fix: 'Areas → Chelsea → Descriptions',
      },
    ]);
  });

  it('names the pages of a claim without evidence, and the prices that contradict a saving', () => {
    const input = complete();
    input.claims = [{ ...input.claims[0]!, evidence: { kind: 'none', title: '', url: '' } }];
    input.pages[1]!.text = 'About £3,600 against £6,000 for replacement windows: 48-75% less.';
    const findings = launchFindings(input);
    expect(findings.find((f) => f.kind === 'claim-without-evidence')?.pages).toEqual(['/']);
    expect(findings.find((f) => f.kind === 'contradiction')?.message).toMatch(
      /£3,600 against £6,000 is 40% less, not 48-75%/,
    );
    expect(formatReport(findings)).toMatch(
      /^Launch check: 2 things block an honest launch\.\n\n1\. Back each claim with evidence, or change it \(1\)\n {3}Where: Claims and their evidence → the claim → Evidence\n {2}- "A 10-year warranty"/,
    );
  });

  it('lists what a production build refuses first, each group naming its editor screen, each finding its own where it has one', () => {
    const input = complete();
    input.claims = [{ ...input.claims[0]!, evidence: { kind: 'none', title: '', url: '' } }];
    input.site.phone = { ...input.site.phone, e164: '+442079460958' };
    input.reviews = [{ ...review, source: 'sample', date: '', verifyUrl: '' }];
    input.areas = [{ ...area, areaPage: { ...area.areaPage!, figures: { ...figures, reduction: 80 } } }];
    const findings = launchFindings(input);
    expect(findings.filter(blocksLaunch).map((f) => f.kind)).toEqual(['sample-review', 'fictional-phone']);
    const report = formatReport(findings);
    expect(report).toMatch(
      /^Launch check: 5 things block an honest launch; a production build refuses 2 of them/,
    );
    const headings = report.split('\n').filter((l) => /^\d+\. /.test(l));
    expect(headings).toEqual([
      `1. ${findingKinds['fictional-phone'].title} (1) [blocks a production build]`,
      `2. ${findingKinds['sample-review'].title} (1) [blocks a production build]`,
      `3. ${findingKinds['claim-without-evidence'].title} (1)`,
      `4. ${findingKinds.contradiction.title} (2)`,
    ]);
    expect(report).toContain(`Where: ${findingKinds['fictional-phone'].fix}`);
    expect(report).toContain('fix in: Areas → Chelsea → Installer → Figures, and Area page → Figures');
    expect(launchGroups(findings).map((g) => g.blocks)).toEqual([true, true, false, false]);
  });

  it('names the fields a new area still shares word for word with another, and not what is picked from a list', () => {
    const input = complete();
    input.areaTexts = [
      { slug: 'chelsea', name: 'Chelsea', data: { intro: [paragraph('Chelsea')], region: 'west' } },
      { slug: 'quietvale', name: 'Quietvale', data: { intro: [paragraph('Quietvale')], region: 'west' } },
    ];
    expect(launchFindings(input)).toEqual([]);
    input.areaTexts[1]!.data = { intro: [paragraph('Chelsea')], services: { title: paragraph('Chelsea') } };
    expect(launchFindings(input)).toEqual([
      {
        kind: 'same-as-another-area',
        message: 'Chelsea and Quietvale: 1 field the same word for word: Intro, line 1',
        pages: [
          '/services/secondary-glazing-installers/chelsea',
          '/services/secondary-glazing-installers/quietvale',
        ],
        fix: 'Areas → Chelsea (or Quietvale) → the fields named',
      },
    ]);
  });

  it("knows Ofcom's drama ranges and real numbers apart", () => {
    for (const fiction of [
      '020 7946 0958',
      '+44 7700 900461',
      '0113 496 0999',
      '0191 498 0123',
      '028 9649 6000',
      '029 2018 0500',
      '01632 960123',
      '0808 157 0000',
    ])
      expect(dramaRange(fiction), fiction).toBeDefined();
    for (const real of ['020 7946 1000', '020 3000 0000', '07700 901000', '0113 496 1000'])
      expect(dramaRange(real), real).toBeUndefined();
  });

  it("lists today's gaps in the content: samples, fictional numbers, company details, photos, contradictions", () => {
    // What the content holds today decides what is listed (the business edits it): each count comes from the files.
    const findings = launchFindings(contentInput([], {}));
    const byKind = (kind: FindingKind) => findings.filter((f) => f.kind === kind);
    const samples = reviews.filter((r) => !isVerified(r)).length;
    expect(byKind('sample-review').map((f) => f.message)).toEqual(
      samples ? [expect.stringMatching(new RegExp(`^${samples} sample reviews`))] : [],
    );
    const numbers = [
      ['The business phone', site.phone.e164],
      ['The WhatsApp number', `+${site.whatsapp.number}`],
    ].filter(([, number]) => dramaRange(number!));
    expect(byKind('fictional-phone').map((f) => f.message)).toEqual(
      expect.arrayContaining(numbers.map(([what, number]) => expect.stringContaining(`${what} ${number}`))),
    );
    for (const f of [...byKind('company-details'), ...byKind('company-proof')])
      expect(f.message).toMatch(/: not supplied \(Business details → Company\)$/);
    const illustrated = gallery.filter((p) => !p.photo && p.image.endsWith('.svg')).length;
    expect(byKind('missing-photo').map((f) => f.message)).toEqual(
      illustrated ? [expect.stringMatching(new RegExp(`^${illustrated} of ${gallery.length} projects`))] : [],
    );
    const twin = areas.find(
      (a) => a.areaPage && a.areaPage.figures.reduction !== a.installer.figures.reduction,
    );
    if (twin)
      expect(byKind('contradiction').map((f) => f.message)).toContainEqual(
        expect.stringContaining(
          `${twin.name}: its two pages give different figures: noise reduction ${twin.installer.figures.reduction}% against ${twin.areaPage!.figures.reduction}%`,
        ),
      );
  });

  it('reads a page as its visitor does: text by block, no scripts, entities decoded', () => {
    expect(
      visibleText(
        '<html><head><title>T</title></head><body><h1>Quiet &amp; warm</h1><p>Up to <b>54 dB</b>.</p><script>var x = "98%"</script></body></html>',
      ),
    ).toBe('Quiet & warm\nUp to 54 dB.');
  });
});

describe('the acoustic table against its stated range', () => {
  it('says where the model puts a cell outside the range the guide states, on /benefits', () => {
    const input = {
      ...complete(),
      acousticTable: { stated: { min: 35, max: 45 }, outside: [{ glassMm: 4, cavityMm: 50, rw: 39 - 6 }] },
    };
    const findings = launchFindings(input).filter((f) => f.kind === 'model-disagreement');
    expect(findings).toHaveLength(1);
    expect(findings[0]!.message).toContain('states 35-45 dB');
    expect(findings[0]!.message).toContain('4 mm glass, 50 mm cavity: 33 dB');
    expect(findings[0]!.pages).toEqual(['/benefits']);
    expect(launchFindings({ ...input, acousticTable: { ...input.acousticTable, outside: [] } })).toEqual([]);
  });
});
