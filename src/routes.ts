import { z } from 'zod';
import { installerAreas, areaPageAreas, areaRouteDescription } from './content/areas/index.ts';
import { services } from './content/services.ts';
import { gallery } from './content/gallery.ts';
import { pageHead, pages, type AreaPageHead } from './content/pages.ts';
import { fill } from './lib/templates.ts';
import { projectAreas, projectServices } from './content/projects.ts';
import { familyHub, familyPath, paths, projectPath, servicePath } from './paths.ts';

export const structuredDataKinds = [
  'WebPage',
  'CollectionPage',
  'AboutPage',
  'Service',
  'Article',
  'FAQPage',
  'ContactPage',
  'WebApplication',
] as const;
export type StructuredDataKind = (typeof structuredDataKinds)[number];

export const footerGroups = ['services', 'resources', 'legal'] as const;

/** A registered route: its head (pages.yaml, services.yaml or an area's file), where it sits and what it is. */
const routeSchema = pageHead
  .extend({
    path: z
      .string()
      .regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/, 'paths start with / and have no trailing slash'),
    kind: z.enum(structuredDataKinds),
    /** Parent route for the breadcrumb trail (omitted for home). */
    parent: z.string().optional(),
    footer: z.enum(footerGroups).optional(),
    /** `false`: the page is marked `noindex, follow` and left out of the XML sitemap (the projects' filtered lists). */
    indexable: z.boolean().default(true),
    /**
     * The page search engines index in this one's place, where it is another (each /areas page names its area's
     * installer page): the page's canonical link names it, and the page leaves the XML sitemap.
     */
    canonical: z.string().optional(),
    /**
     * The content files (under src/content/; a folder ends with `/`) whose words and figures make the page's main
     * content: the XML sitemap's `lastmod` is their last change. Words every page shares (pages.yaml's heads,
     * interface.yaml, the business details) are left out: they are not the page's content.
     */
    sources: z.array(z.string().regex(/^[\w./-]+$/)).min(1),
  })
  .strict();

export type RouteEntry = z.infer<typeof routeSchema>;
type RouteInput = z.input<typeof routeSchema>;

/** What a service's page shows beside services.yaml and the service-page template: its plans or its options. */
const serviceSources: Record<string, string[]> = {
  'maintenance-repairs': ['plans.yaml'],
  'thermal-insulation': ['thermal.yaml'],
};

const servicePages: RouteInput[] = services.map((service) => ({
  path: servicePath(service.slug),
  ...service.route,
  sources: ['services.yaml', 'service-page.yaml', ...(serviceSources[service.slug] ?? [])],
  kind: 'Service',
  parent: paths.services,
  footer: 'services',
}));

/** What an area's pages show: its own file and the template's sentences it leaves to it. */
const areaSources = (slug: string) => [`areas/${slug}.yaml`, 'area-template.yaml'];

/** An area's page head from pages.yaml's template for its kind, `{area}` filled. */
const areaHead = (head: AreaPageHead, name: string) => ({
  title: fill(head.title, { area: name }),
  label: name,
  keywords: head.keywords.map((keyword) => fill(keyword, { area: name })),
});

const installerRoutes: RouteInput[] = installerAreas.map(({ slug, name }) => ({
  path: familyPath('installer', slug),
  ...areaHead(pages.installerPage, name),
  description: areaRouteDescription('installer', slug),
  sources: areaSources(slug),
  kind: 'Service',
  parent: familyHub.installer,
}));

const areaRoutes: RouteInput[] = areaPageAreas.map(({ slug, name }) => ({
  path: familyPath('area', slug),
  ...areaHead(pages.areaPage, name),
  description: areaRouteDescription('area', slug),
  sources: areaSources(slug),
  // One indexable page per area: the installer page (service, prices, booking); this local guide links to it.
  canonical: familyPath('installer', slug),
  kind: 'WebPage',
  parent: familyHub.area,
}));

/** A project's page head: pages.yaml's template with its title and place, its own description, its features. */
const projectRoutes: RouteInput[] = gallery.map((project) => {
  const values = { project: project.title, place: project.place };
  return {
    path: projectPath(project.slug),
    title: fill(pages.projectPage.title, values),
    label: project.title,
    description: project.description,
    keywords: [
      ...pages.projectPage.keywords
        // A keyword naming the place is left out where the project names none.
        .filter((keyword) => project.place || !keyword.includes('{place}'))
        .map((keyword) => fill(keyword, values)),
      ...project.features,
    ],
    sources: ['gallery.yaml'],
    kind: 'WebPage',
    parent: paths.projects,
  };
});

/** The projects page filtered by a service or an area: pages.yaml's template for it, the name filled in. */
const projectFilterRoutes: RouteInput[] = [
  ...projectServices.map(({ href, name }) => ({
    href,
    values: { service: name },
    head: pages.projectsByService,
  })),
  ...projectAreas.map(({ href, name }) => ({ href, values: { area: name }, head: pages.projectsByArea })),
].map(({ href, values, head }) => ({
  path: href,
  title: fill(head.title, values),
  label: fill(head.label, values),
  description: fill(head.description, values),
  keywords: head.keywords.map((keyword) => fill(keyword, values)),
  sources: ['gallery.yaml'],
  // A filtered copy of /projects (one to a few cards): followed for its links, never indexed itself.
  indexable: false,
  kind: 'CollectionPage',
  parent: paths.projects,
}));

const entries: RouteInput[] = [
  {
    path: paths.home,
    ...pages.home,
    sources: [
      'home.yaml',
      'home-stats.yaml',
      'results.yaml',
      'process.yaml',
      'benefits.yaml',
      'gallery.yaml',
    ],
    kind: 'WebPage',
  },
  { path: paths.about, ...pages.about, sources: ['about.yaml'], kind: 'AboutPage', parent: paths.home },
  {
    path: paths.services,
    ...pages.services,
    sources: ['services.yaml', 'glazing-types.yaml'],
    kind: 'CollectionPage',
    parent: paths.home,
  },
  ...servicePages,
  {
    path: paths.installers,
    ...pages.installers,
    sources: ['areas/'],
    kind: 'CollectionPage',
    parent: paths.services,
    footer: 'services',
  },
  ...installerRoutes,
  {
    path: paths.comparisons,
    ...pages.comparisons,
    sources: ['guides/comparisons.yaml', 'guides/figures.yaml'],
    kind: 'Article',
    parent: paths.home,
    footer: 'resources',
  },
  {
    path: paths.locations,
    ...pages.locations,
    sources: ['regions.yaml', 'areas/'],
    kind: 'CollectionPage',
    parent: paths.home,
    footer: 'resources',
  },
  ...areaRoutes,
  // Projects and the calculator are next steps: the footer lists them there (navigation.ts), not again here.
  {
    path: paths.projects,
    ...pages.projects,
    sources: ['gallery.yaml'],
    kind: 'CollectionPage',
    parent: paths.home,
  },
  ...projectFilterRoutes,
  ...projectRoutes,
  {
    path: paths.benefits,
    ...pages.benefits,
    sources: ['guides/benefits.yaml', 'guides/figures.yaml'],
    kind: 'FAQPage',
    parent: paths.home,
    footer: 'resources',
  },
  {
    path: paths.calculator,
    ...pages.calculator,
    sources: ['noiseEstimator.json', 'estimator-words.json', 'estimator-sources/', 'acoustics/'],
    kind: 'WebApplication',
    parent: paths.home,
  },
  {
    path: paths.caseStudies,
    ...pages.caseStudies,
    sources: ['guides/case-study.yaml', 'guides/figures.yaml'],
    kind: 'Article',
    parent: paths.home,
    footer: 'resources',
  },
  {
    path: paths.contact,
    ...pages.contact,
    sources: ['contact.yaml'],
    kind: 'ContactPage',
    parent: paths.home,
  },
  { path: paths.quote, ...pages.quote, sources: ['forms.yaml'], kind: 'ContactPage', parent: paths.home },
  { path: paths.survey, ...pages.survey, sources: ['forms.yaml'], kind: 'ContactPage', parent: paths.home },
  {
    path: paths.resources,
    ...pages.resources,
    sources: ['guides/resources.yaml', 'guides/figures.yaml'],
    kind: 'FAQPage',
    parent: paths.home,
    footer: 'resources',
  },
  {
    path: paths.privacy,
    ...pages.privacy,
    sources: ['legal/privacy.yaml'],
    kind: 'WebPage',
    parent: paths.home,
    footer: 'legal',
  },
  {
    path: paths.terms,
    ...pages.terms,
    sources: ['legal/terms.yaml'],
    kind: 'WebPage',
    parent: paths.home,
    footer: 'legal',
  },
  {
    path: paths.sitemap,
    ...pages.sitemap,
    // The list of every page: its labels are the pages' heads.
    sources: ['pages.yaml'],
    kind: 'CollectionPage',
    parent: paths.home,
    footer: 'legal',
  },
];

export const routes: RouteEntry[] = z.array(routeSchema).parse(entries);

const byPath = new Map(routes.map((r) => [r.path, r]));
if (byPath.size !== routes.length) throw new Error('routes.ts: duplicate path');
for (const r of routes)
  if (r.canonical && byPath.get(r.canonical)?.canonical !== undefined)
    throw new Error(
      `routes.ts: ${r.path} names ${r.canonical} as canonical, which is no route's own canonical page`,
    );

export function getRoute(path: string): RouteEntry {
  const route = byPath.get(path);
  if (!route) throw new Error(`No route registered for ${path}: add it to src/routes.ts`);
  return route;
}

/** The trail from home to this route, for breadcrumbs. */
export function breadcrumbTrail(path: string): RouteEntry[] {
  const trail: RouteEntry[] = [];
  for (let r: RouteEntry | undefined = getRoute(path); r; r = r.parent ? byPath.get(r.parent) : undefined) {
    trail.unshift(r);
  }
  if (trail[0]?.path !== paths.home) trail.unshift(getRoute(paths.home));
  return trail;
}

export const indexableRoutes = routes.filter((r) => r.indexable);
/** The address search engines index for a route: its own, or the page it names as canonical. */
export const canonicalPath = (route: Pick<RouteEntry, 'path' | 'canonical'>) => route.canonical ?? route.path;
/** The routes of the XML sitemap: indexable, each its own canonical page (one page per area: its installer page). */
export const sitemapRoutes = indexableRoutes.filter((r) => canonicalPath(r) === r.path);
export const footerRoutes = (group: (typeof footerGroups)[number]) =>
  routes.filter((r) => r.footer === group);
