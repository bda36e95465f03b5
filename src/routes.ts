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
  'LocalBusiness',
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
    indexable: z.boolean().default(true),
  })
  .strict();

export type RouteEntry = z.infer<typeof routeSchema>;
type RouteInput = z.input<typeof routeSchema>;

const servicePages: RouteInput[] = services.map((service) => ({
  path: servicePath(service.slug),
  ...service.route,
  kind: 'Service',
  parent: paths.services,
  footer: 'services',
}));

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
  kind: 'LocalBusiness',
  parent: familyHub.installer,
}));

const areaRoutes: RouteInput[] = areaPageAreas.map(({ slug, name }) => ({
  path: familyPath('area', slug),
  ...areaHead(pages.areaPage, name),
  description: areaRouteDescription('area', slug),
  kind: 'LocalBusiness',
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
  kind: 'CollectionPage',
  parent: paths.projects,
}));

const entries: RouteInput[] = [
  { path: paths.home, ...pages.home, kind: 'WebPage' },
  { path: paths.about, ...pages.about, kind: 'AboutPage', parent: paths.home },
  { path: paths.services, ...pages.services, kind: 'CollectionPage', parent: paths.home },
  ...servicePages,
  {
    path: paths.installers,
    ...pages.installers,
    kind: 'CollectionPage',
    parent: paths.services,
    footer: 'services',
  },
  ...installerRoutes,
  { path: paths.comparisons, ...pages.comparisons, kind: 'Article', parent: paths.home, footer: 'resources' },
  {
    path: paths.locations,
    ...pages.locations,
    kind: 'CollectionPage',
    parent: paths.home,
    footer: 'resources',
  },
  ...areaRoutes,
  // Projects and the calculator are next steps: the footer lists them there (navigation.ts), not again here.
  { path: paths.projects, ...pages.projects, kind: 'CollectionPage', parent: paths.home },
  ...projectFilterRoutes,
  ...projectRoutes,
  { path: paths.benefits, ...pages.benefits, kind: 'FAQPage', parent: paths.home, footer: 'resources' },
  { path: paths.calculator, ...pages.calculator, kind: 'WebApplication', parent: paths.home },
  { path: paths.caseStudies, ...pages.caseStudies, kind: 'Article', parent: paths.home, footer: 'resources' },
  { path: paths.contact, ...pages.contact, kind: 'ContactPage', parent: paths.home },
  { path: paths.quote, ...pages.quote, kind: 'ContactPage', parent: paths.home },
  { path: paths.survey, ...pages.survey, kind: 'ContactPage', parent: paths.home },
  { path: paths.resources, ...pages.resources, kind: 'FAQPage', parent: paths.home, footer: 'resources' },
  { path: paths.privacy, ...pages.privacy, kind: 'WebPage', parent: paths.home, footer: 'legal' },
  { path: paths.terms, ...pages.terms, kind: 'WebPage', parent: paths.home, footer: 'legal' },
  { path: paths.sitemap, ...pages.sitemap, kind: 'CollectionPage', parent: paths.home, footer: 'legal' },
];

export const routes: RouteEntry[] = z.array(routeSchema).parse(entries);

const byPath = new Map(routes.map((r) => [r.path, r]));
if (byPath.size !== routes.length) throw new Error('routes.ts: duplicate path');

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
export const footerRoutes = (group: (typeof footerGroups)[number]) =>
  routes.filter((r) => r.footer === group);
