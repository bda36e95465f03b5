import { z } from 'zod';

/** The `{name}` slots a template uses. */
export const slotsOf = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/**
 * Words shown on a page: `max` characters at most. A template fills the named slots (`{area}`) at build time and
 * may use no others, so a typo in a slot fails the build with the file and field named.
 */
const words = (max: number, ...slots: string[]) =>
  z
    .string()
    .min(2)
    .max(max)
    .refine((text) => slotsOf(text).every((slot) => slots.includes(slot)), {
      message: slots.length
        ? `use only these slots: ${slots.map((s) => `{${s}}`).join(', ')}`
        : 'this text has no {slots}',
    });

const heading = (...slots: string[]) => words(80, ...slots);
const label = (...slots: string[]) => words(60, ...slots);
const sentence = (...slots: string[]) => words(240, ...slots);
const group = <T extends z.ZodRawShape>(shape: T) => z.object(shape).strict();

/** src/content/interface.yaml: the words that frame the pages (headings, calls to action, labels). */
export const interfaceFile = group({
  /** One wording per kind of call to action, used on every page. */
  actions: group({
    quote: label(),
    headerQuote: label(),
    contact: label(),
    call: label('phone'),
    bookOnline: label(),
    findInstallers: label(),
  }),
  layout: group({
    skipLink: label(),
    menu: words(20),
    menuContacts: label(),
    footerContact: label(),
    footerServices: label(),
    footerResources: label(),
    openingHours: label(),
    installersByArea: label(),
    installersInLondon: label(),
    noiseCalculator: label(),
    rightsReserved: sentence('year', 'business'),
  }),
  areaPages: group({
    installerEyebrow: label('area'),
    installerTitle: heading('area'),
    guideEyebrow: label('area'),
    guideTitle: heading('area'),
    weInstall: heading(),
    included: heading(),
    noiseSources: heading('area'),
    noiseTargets: heading('area'),
    quieterAgainst: label('source'),
    estimatorPrompt: sentence('area'),
    results: heading('area'),
    reductionLabel: label(),
    propertiesLabel: label('noun'),
    investmentLabel: label(),
    investmentPerWindowLabel: label(),
    typicalPrice: sentence('range'),
    priceExample: sentence('windows', 'area', 'range', 'total'),
    installerCoverage: heading('area'),
    guideStreets: heading('area'),
    projects: heading('area'),
    review: heading('area'),
    closingTitle: heading('area'),
    closingText: sentence(),
    nearby: heading(),
    toGuide: label('area'),
    toInstallers: label('area'),
    allInstallerAreas: label(),
    allGuideAreas: label(),
  }),
  postcodeFinder: group({
    title: heading(),
    withoutScript: sentence(),
    label: label(),
    hint: label(),
    submit: label(),
    empty: sentence(),
    invalid: sentence(),
    taking: label('area'),
    coveredBy: sentence('outward', 'areas'),
    and: words(10),
    elsewhere: sentence('outward'),
  }),
  installerHub: group({
    eyebrow: label(),
    intro: sentence(),
    chooseArea: heading(),
    reduction: label('percent'),
    priceRange: label('range'),
  }),
  locations: group({
    eyebrow: label(),
    intro: sentence(),
    featured: heading(),
    tone: label('tone'),
    explore: label('area'),
    reduction: label('percent'),
    investment: label('amount'),
    regions: heading(),
    allInstallerPages: label('count'),
  }),
  servicesHub: group({
    eyebrow: label(),
    title: heading(),
    intro: sentence(),
    listTitle: heading(),
    installersTitle: heading(),
    installersText: sentence('link'),
    installersLink: label(),
    typesEyebrow: label(),
    typesTitle: heading(),
    typesIntro: sentence(),
    bestFor: label(),
    closingTitle: heading(),
    closingText: sentence(),
  }),
  about: group({
    eyebrow: label(),
    title: heading(),
    record: heading(),
    promises: heading(),
    valuesEyebrow: label(),
    valuesTitle: heading(),
    expertiseEyebrow: label(),
    expertiseTitle: heading(),
    closingTitle: heading(),
    closingText: sentence(),
  }),
  notFound: group({
    heading: heading(),
    text: sentence(),
    home: label(),
    services: label(),
    help: label(),
    popular: heading(),
    benefits: label(),
    areas: label(),
    caseStudies: label(),
    comparisons: label(),
  }),
  sitemap: group({
    intro: sentence(),
    home: label(),
    groups: group({
      main: heading(),
      services: heading(),
      installers: heading(),
      areas: heading(),
      guides: heading(),
      legal: heading(),
    }),
  }),
  legal: group({ eyebrow: label(), lastUpdated: label(), contents: heading() }),
  proof: group({
    ratingScore: label('average'),
    ratingCount: label('count', 'sources'),
    ratingOne: label('sources'),
    membership: label('number'),
    guarantee: label(),
    tradingSince: label('year'),
    companyDetails: heading(),
    ourGuarantee: label(),
    sampleReview: label(),
    sampleNote: sentence(),
    givenDirectly: label(),
    reviewOn: label('source'),
  }),
  guides: group({
    benefitsEyebrow: label(),
    comparisonsEyebrow: label(),
    caseStudyEyebrow: label(),
    resourcesEyebrow: label(),
    resourcesTitle: heading(),
    technicalGuides: heading(),
    faqTitle: heading(),
    tableHint: sentence(),
    benefitsEstimator: sentence(),
    benefitsClosingTitle: heading(),
    benefitsClosingText: sentence(),
    atAGlance: heading(),
    sideBySide: heading(),
    whenEachWins: heading(),
    verdict: heading(),
    comparisonsEstimator: sentence(),
    comparisonsClosingTitle: heading(),
    comparisonsClosingText: sentence(),
    caseStudyResults: heading(),
    caseStudyChart: heading(),
    caseStudyClosingTitle: heading(),
    caseStudyClosingText: sentence(),
    resourcesEstimator: sentence(),
  }),
});

export type InterfaceWords = z.infer<typeof interfaceFile>;
