import type { AreaSlug } from './content/areas/schema.ts';

// Every page's path, written once (tests/unit/paths.test.ts fails on a copy elsewhere in src/). src/routes.ts gives
// each path its head from the content files; this module reads no file, so islands import it too.
export const paths = {
  home: '/',
  about: '/about',
  services: '/services',
  installers: '/services/secondary-glazing-installers',
  comparisons: '/comparisons',
  locations: '/locations',
  benefits: '/benefits',
  calculator: '/noise-reduction-calculator',
  caseStudies: '/case-studies',
  projects: '/projects',
  contact: '/contact',
  quote: '/quote-request',
  survey: '/book-survey',
  resources: '/resources',
  privacy: '/privacy',
  terms: '/terms',
  sitemap: '/sitemap',
} as const;

/** The price guide: a price for your windows from the listed prices, on the quote page. */
export const pricesPath = `${paths.quote}#price-guide`;

export const servicePath = (slug: string) => `${paths.services}/${slug}`;

/** A project's own page (a project of gallery.yaml), below the projects page. */
export const projectPath = (slug: string) => `${paths.projects}/${slug}`;

/** The projects page filtered to one service or one area: a page of its own, so the filter needs no script. */
export const projectFilterPath = (filter: 'service' | 'area', slug: string) =>
  `${paths.projects}/${filter}/${slug}`;

export type PageFamily = 'installer' | 'area';

/** The folder of a family's area pages: the installers hub, or /areas (which has no page of its own). */
export const familyFolder = { installer: paths.installers, area: '/areas' } as const satisfies Record<
  PageFamily,
  string
>;

/** The page that lists a family's area pages. */
export const familyHub = { installer: paths.installers, area: paths.locations } as const satisfies Record<
  PageFamily,
  string
>;

/** An area's page in a family (London exists only in the installer family). */
export const familyPath = (family: PageFamily, slug: AreaSlug) => `${familyFolder[family]}/${slug}`;

/** The page for the main search term, "secondary glazing installers London". */
export const londonInstallersPath = familyPath('installer', 'london');
