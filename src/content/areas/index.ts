import { readYaml, readYamlFolder } from '../load.ts';
import { areaSchema, noRegion, regionsFile, type Area, type AreaSlug } from './schema.ts';
import { postcodeTable } from './postcodes.ts';
import { familyPath, type PageFamily } from '../../paths.ts';
import { reviews } from '../proof.ts';

export type { Area, AreaSlug, Region } from './schema.ts';
export { regionsFile } from './schema.ts';

/** Every file of src/content/areas/, in its `order`: one area, both its pages. */
export const areas: Area[] = readYamlFolder('areas', areaSchema)
  .map(({ id, data }) => ({ slug: id, ...data }))
  .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name, 'en-GB'));

const bySlug = new Map(areas.map((a) => [a.slug, a]));

const regionList = readYaml('regions.yaml', regionsFile).regions;

function checkCollection() {
  const problems: string[] = [];
  const regionIds = new Set(regionList.map((r) => r.id));
  for (const area of areas) {
    const file = `src/content/areas/${area.slug}.yaml`;
    if (area.region !== noRegion && !regionIds.has(area.region))
      problems.push(`${file}: region: "${area.region}" is not a region of src/content/regions.yaml`);
    for (const n of area.neighbours)
      if (!bySlug.has(n) || n === area.slug)
        problems.push(`${file}: neighbours: "${n}" is not another area file`);
    // SPEC: London is served by the installer family only.
    if ((area.slug === 'london') !== (area.areaPage === undefined))
      problems.push(`${file}: areaPage: every area but London has an /areas page`);
  }
  reviews.forEach((r, i) => {
    const area = bySlug.get(r.area);
    if (!area) problems.push(`src/content/reviews.yaml: reviews.${i}.area: "${r.area}" is not an area file`);
    else if (r.page === 'area' && !area.areaPage)
      problems.push(`src/content/reviews.yaml: reviews.${i}.page: ${area.name} has no /areas page`);
  });
  if (problems.length) throw new Error(problems.join('\n'));
}
checkCollection();

export const installerAreas = areas.map(({ slug, name }) => ({ slug, name }));
/** Slug → name, for the islands that show an area's name (they cannot read the files). */
export const areaNames: Record<AreaSlug, string> = Object.fromEntries(
  installerAreas.map((a) => [a.slug, a.name]),
);
export const installerAreaSlugs: AreaSlug[] = areas.map((a) => a.slug);
/** `/areas/{slug}` exists for every area with an `areaPage` (all but London). */
export const areaPageAreas = areas.filter((a) => a.areaPage).map(({ slug, name }) => ({ slug, name }));
/** The areas /locations features as cards. */
export const featuredAreaSlugs: AreaSlug[] = areas.filter((a) => a.featured).map((a) => a.slug);

/** The London regions on /locations, each with the areas whose file names it as their region, in area order. */
export const regions = regionList.map((region) => ({
  ...region,
  areas: areas.filter((a) => a.region === region.id).map((a) => a.slug),
}));

/** Outward code → the area pages serving it (from each area file's postcodes), for the postcode finder. */
export const outwardCodeAreas = postcodeTable(areas);

export function getArea(slug: string): Area {
  const area = bySlug.get(slug);
  if (!area) throw new Error(`Unknown area "${slug}"`);
  return area;
}

/** An area's meta description in a family, for src/routes.ts. */
export function areaRouteDescription(family: PageFamily, slug: AreaSlug): string {
  const description = getArea(slug).descriptions[family];
  if (!description) throw new Error(`${slug} has no ${family} page description`);
  return description;
}

/** The page of an area in a family, or undefined when that family has none (London has no /areas page). */
export function areaPath(family: PageFamily, slug: AreaSlug): string | undefined {
  if (family === 'area' && !getArea(slug).areaPage) return undefined;
  return familyPath(family, slug);
}
