import { routes, type RouteEntry } from '../../../src/routes.ts';

/**
 * Families whose pages share a dynamic page but not a layout: `/services/[service]` adds each service's own sections
 * (plans, insulation options, sectors, steps), so every service page counts as a template of its own.
 */
const familiesOfDistinctPages = new Set(['/services|Service']);

/**
 * One route per page template: pages below a sub-folder that share their folder and structured-data kind come from
 * one dynamic template (`/areas/[area]`, `/services/secondary-glazing-installers/[area]`) and differ only in words
 * and figures, so the first of each such family stands for it; every top-level page is its own template. A new
 * template or family is covered without editing this list.
 */
export const templateRoutes: RouteEntry[] = (() => {
  const seen = new Set<string>();
  return routes.filter((r) => {
    const folder = r.path.slice(0, r.path.lastIndexOf('/'));
    if (folder === '') return true;
    const key = `${folder}|${r.kind}`;
    if (familiesOfDistinctPages.has(key)) return true;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
})();
