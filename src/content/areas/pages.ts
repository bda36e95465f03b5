import { familyPath, type PageFamily } from '../../paths.ts';
import type { Area } from './schema.ts';

// Kept free of the files: the launch check passes its own areas.
type AreaPages = Pick<Area, 'slug' | 'areaPage'>;

/** Whether an area has its page in a family: every area has an installer page; an /areas page can be switched off. */
export const hasPage = (family: PageFamily, area: AreaPages) => family === 'installer' || !!area.areaPage;

/** An area's page in a family, or its installer page where the family has none (London, or an /areas page switched off). */
export const pageOf = (family: PageFamily, area: AreaPages): string =>
  familyPath(hasPage(family, area) ? family : 'installer', area.slug);

/** The kinds of review an area's page in a family shows: the installer page also shows those of a missing /areas page. */
export const reviewPages = (family: PageFamily, area: AreaPages): PageFamily[] =>
  family === 'installer' && !hasPage('area', area) ? ['installer', 'area'] : [family];
