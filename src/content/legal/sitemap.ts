import type { RouteEntry } from '../../routes.ts';

export interface SitemapGroup {
  id: string;
  title: string;
  routes: RouteEntry[];
}

const guides = new Set(['/benefits', '/comparisons', '/case-studies', '/resources']);
const legal = new Set(['/privacy', '/terms', '/sitemap']);

const groups: { id: string; title: string; test: (path: string) => boolean }[] = [
  { id: 'legal', title: 'Legal', test: (p) => legal.has(p) },
  { id: 'guides', title: 'Guides & resources', test: (p) => guides.has(p) },
  {
    id: 'installer-areas',
    title: 'Secondary glazing installers by area',
    test: (p) => p.startsWith('/services/secondary-glazing-installers/'),
  },
  { id: 'area-pages', title: 'Area pages', test: (p) => p.startsWith('/areas/') },
  { id: 'services', title: 'Services', test: (p) => p.startsWith('/services/') },
  { id: 'main', title: 'Main pages', test: () => true },
];

const order = ['main', 'services', 'installer-areas', 'area-pages', 'guides', 'legal'];

/** Every registered route, each in exactly one group (anything new falls into Main pages). */
export function sitemapGroups(routes: RouteEntry[]): SitemapGroup[] {
  const byId = new Map(groups.map((g) => [g.id, { id: g.id, title: g.title, routes: [] as RouteEntry[] }]));
  for (const route of routes) {
    const group = groups.find((g) => g.test(route.path))!;
    byId.get(group.id)!.routes.push(route);
  }
  return order.map((id) => byId.get(id)!).filter((g) => g.routes.length > 0);
}
