import { z } from 'zod';
import { described, template } from './template.ts';

/**
 * Words shown on a page: `max` characters at most. A template fills the named slots (`{area}`) at build time and
 * may use no others, so a typo in a slot fails the build with the file and field named.
 */
const words = (max: number, ...slots: string[]) => template(slots, { min: 2, max });

const heading = (...slots: string[]) => words(80, ...slots);
const label = (...slots: string[]) => words(60, ...slots);
const sentence = (...slots: string[]) => words(240, ...slots);
const group = <T extends z.ZodRawShape>(shape: T) => z.object(shape).strict();

/** src/content/interface.yaml: the words that frame the pages (headings, calls to action, labels). */
export const interfaceFile = group({
  /** The survey booking's one name (/book-survey), which every page, button and text naming it fills in. */
  survey: group({
    name: described(
      words(30),
      'The survey booking’s one name, as it reads inside a sentence ("free survey"). Every button, heading and text that names the booking shows it: "survey" in curly brackets puts it in, "Survey" with a capital first letter.',
    ),
    bookButton: described(
      label(),
      'The button that books it ("bookSurvey" in curly brackets in other fields); "survey" in curly brackets puts in the name.',
    ),
  }),
  /** One wording per kind of call to action, used on every page. */
  actions: group({
    quote: label(),
    contact: label(),
    call: label('phone'),
    bookOnline: label(),
    findInstallers: label(),
    /** The in-page link to /about from the home page (under the figures) and the contact page (beside our details). */
    about: label(),
    londonInstallers: described(
      label(),
      'The words of a link to the London installers page, inside a sentence.',
    ),
  }),
  layout: group({
    skipLink: label(),
    menu: words(20),
    navMain: described(label(), 'What screen readers call the header’s menu.'),
    navMenu: described(label(), 'What screen readers call the phone menu.'),
    navLegal: described(label(), 'What screen readers call the footer’s legal links.'),
    menuContacts: label(),
    /** The call button of the bar at the foot of a phone's screen (its number is in the link). */
    dockCall: words(16),
    /** The bar's second button, to the survey booking page (the header keeps the quote button). */
    dockSurvey: words(16),
    /** The heading (and screen readers' name) of the next-step links: survey, calculator, projects, prices. */
    nextSteps: label(),
    /** The next-step link to the price guide of the quote page. */
    prices: words(20),
    footerContact: label(),
    footerServices: label(),
    footerResources: label(),
    openingHours: label(),
    installersInLondon: label(),
    logoTagline: described(label(), 'The line under the business’s short name in the logo, on wide screens.'),
    logoHome: described(
      words(20),
      'What screen readers hear after the logo’s words: the logo links to the home page.',
    ),
    rightsReserved: sentence('year', 'business'),
  }),
  areaPages: group({
    /** An area's warranty in its hero: `{years}` is the area file's warranty ("10-year"). */
    warranty: label('years'),
    lifetimeGuarantee: label(),
    installerEyebrow: label('area'),
    installerTitle: heading('area'),
    guideEyebrow: label('area'),
    guideTitle: heading('area'),
    weInstall: heading(),
    included: heading(),
    noiseSources: heading('area'),
    noiseTargets: heading('area'),
    quieterAgainst: label('source'),
    /** An area guide's noise source: `{percent}` is the reduction the area file claims against it. */
    sourceReduction: label('percent'),
    results: heading('area'),
    reductionLabel: label(),
    propertiesLabel: label('noun'),
    investmentLabel: label(),
    investmentPerWindowLabel: label(),
    typicalPrice: sentence('range'),
    /** The /areas page's one line in place of the price guide, and its link to the guide on the installer page. */
    priceLine: label('area', 'range'),
    priceGuideLink: label('area'),
    exampleWindows: described(
      z.number().int().min(1).max(20),
      'How many windows the installer pages’ worked price example counts.',
    ),
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
    /** The installer page's links to what its visitor asks next: a project near them, the comparison guide. */
    projectLink: label('project'),
    caseStudyLink: label(),
    guideLink: label(),
    /** A link to an area's page wherever it stands alone (home page, project cards and pages): "Secondary glazing in Chelsea". */
    areaLink: described(
      label('area'),
      'A link to an area’s page where it stands alone (the home page’s areas, a project’s card and page).',
    ),
  }),
  /** A project's own page (/projects/{slug}) and the links to it from the home gallery and the area pages. */
  projectPages: described(
    group({
      eyebrow: label(),
      factsTitle: heading(),
      place: label(),
      propertyType: label(),
      windowsFitted: label(),
      fitted: label(),
      problem: heading(),
      result: heading(),
      serviceLink: label('service'),
      cardLink: label(),
      before: words(20),
      after: words(20),
      /** What the before photo shows, for visitors who cannot see it: `{project}` is the project's title. */
      beforeAlt: label('project'),
      closingTitle: heading(),
      closingText: sentence(),
      service: label(),
      duration: label(),
      costBand: label(),
      clientWords: heading(),
      neighbours: heading(),
      allProjects: label(),
    }),
    'A project’s page: its facts, the problem and the result, and its link to its service (service, in curly brackets: the service’s name). "Card link" is the link from a project’s card (home page, area pages) to its page.',
  ),
  /** The trail of links above each page but home (the same trail as the page's BreadcrumbList data). */
  breadcrumbs: described(
    label(),
    'What screen readers call the trail of links above each page ("Home › Services › Residential").',
  ),
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
  /** The price guide on /quote-request and the service and area pages: figures from services.yaml and the areas. */
  priceGuide: group({
    eyebrow: label(),
    title: heading(),
    intro: sentence(),
    service: label(),
    area: label(),
    windows: label(),
    windowsError: sentence('max'),
    result: sentence('range'),
    oneWindow: label(),
    manyWindows: label('count'),
    working: sentence('windows', 'each', 'total'),
    basis: sentence('service', 'price', 'area', 'range'),
    basisFloor: sentence('service', 'price', 'area', 'range'),
    fixed: sentence('service', 'price', 'unit'),
    survey: sentence('service'),
    from: words(10),
    update: label(),
    carries: sentence(),
    tableCaption: label(),
    tableArea: label(),
    tableNote: sentence(),
  }),
  /** The maintenance plans' cards on the Maintenance & Repairs page (plans.yaml holds the plans). */
  plans: described(
    group({ price: label('price'), period: label('period'), choose: label('plan') }),
    'A plan’s card, where the names in curly brackets are its price (price, in pounds), what the price buys (period: visit or year) and the plan’s name on its button (plan).',
  ),
  /** A numbered step's number before its title: a service's steps and the home page's process (for screen readers), the installation guide's (shown). */
  step: described(label('number'), 'A numbered step’s number, before its title ("Step 1").'),
  installerHub: group({
    eyebrow: label(),
    title: heading(),
    intro: sentence(),
    chooseArea: heading(),
    reduction: label('percent'),
    priceRange: label('range'),
  }),
  locations: group({
    eyebrow: label(),
    title: heading(),
    intro: sentence(),
    featured: heading(),
    tone: label('tone'),
    explore: label('area'),
    reduction: label('percent'),
    investment: label('amount'),
    regions: heading(),
    allInstallerPages: label('count'),
  }),
  /** /projects and its filtered pages (by service, by area), and the projects beside the case study. */
  projectsIndex: described(
    group({
      eyebrow: label(),
      title: heading(),
      intro: sentence(),
      filters: heading(),
      byService: label(),
      byArea: label(),
      all: label(),
      serviceTitle: heading('service'),
      areaTitle: heading('area'),
      caseStudyTitle: heading(),
      caseStudyText: sentence(),
    }),
    'The projects page: its filters by service and by area (service and area, in curly brackets: the filter’s name), and the projects listed beside the case study.',
  ),
  servicesHub: group({
    eyebrow: label(),
    title: heading(),
    intro: sentence(),
    listTitle: heading(),
    installersTitle: heading(),
    installersText: sentence('link'),
    typesEyebrow: label(),
    typesTitle: heading(),
    typesIntro: sentence(),
    bestFor: label(),
    /** A service's from-price: `{price}` in pounds, `{unit}` what it buys (window, assessment, visit). */
    fromPrice: label('price', 'unit'),
    byQuote: label(),
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
    /** A review's stars, as screen readers say them. */
    rated: label('rating', 'max'),
    /** The company's registered details (footer, about page), shown once the business details give them. */
    registeredCompany: sentence('legalName', 'jurisdiction', 'number'),
    companyNumber: label('number'),
    registeredOffice: sentence('address'),
    vatNumber: label('number'),
  }),
  guides: group({
    benefitsEyebrow: label(),
    comparisonsEyebrow: label(),
    caseStudyEyebrow: label(),
    resourcesEyebrow: label(),
    resourcesTitle: heading(),
    technicalGuides: heading(),
    faqTitle: heading(),
    /** Before the link to an answer's source. */
    faqSource: label(),
    /** The guide's contents: links to its sections. */
    contents: heading(),
    tableHint: sentence(),
    /** Before a table's source, under the table. */
    tableSource: label(),
    benefitsClosingTitle: heading(),
    benefitsClosingText: sentence(),
    atAGlance: heading(),
    sideBySide: heading(),
    whenEachWins: heading(),
    verdict: heading(),
    comparisonsClosingTitle: heading(),
    comparisonsClosingText: sentence(),
    caseStudyResults: heading(),
    caseStudyChart: heading(),
    /** One source in the chart's description, which states every figure. */
    caseStudyChartItem: label('source', 'before', 'after'),
    caseStudyClosingTitle: heading(),
    caseStudyClosingText: sentence(),
  }),
  /** The downloadable PDF guide: its contact block and the line at the foot of each page. */
  pdfGuide: group({
    contactTitle: heading(),
    phone: label('phone'),
    email: label('email'),
    whatsapp: label('whatsapp'),
    openingHours: sentence('hours'),
    web: label('url'),
    footer: described(
      sentence('business', 'phone', 'email', 'page', 'pages'),
      'The line at the foot of each page: in curly brackets, page is the page’s number and pages how many there are.',
    ),
  }),
});

export type InterfaceWords = z.infer<typeof interfaceFile>;
