import type { RouteEntry } from '../../routes.ts';
import { words } from '../interface.ts';
import { familyFolder, paths } from '../../paths.ts';

export interface SitemapGroup {
  id: string;
  title: string;
  routes: RouteEntry[];
}

const t = words.sitemap.groups;
const guides = new Set<string>([paths.benefits, paths.comparisons, paths.caseStudies, paths.resources]);
const legal = new Set<string>([paths.privacy, paths.terms, paths.sitemap]);

const groups: { id: string; title: string; test: (path: string) => boolean }[] = [
  { id: 'legal', title: t.legal, test: (p) => legal.has(p) },
  { id: 'guides', title: t.guides, test: (p) => guides.has(p) },
  { id: 'installer-areas', title: t.installers, test: (p) => p.startsWith(`${familyFolder.installer}/`) },
  { id: 'area-pages', title: t.areas, test: (p) => p.startsWith(`${familyFolder.area}/`) },
  { id: 'services', title: t.services, test: (p) => p.startsWith(`${paths.services}/`) },
  { id: 'main', title: t.main, test: () => true },
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
