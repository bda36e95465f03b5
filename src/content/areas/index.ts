import { readYaml, readYamlFolder } from '../load.ts';
import { areaSchema, noRegion, regionsFile, type Area, type AreaSlug } from './schema.ts';
import { postcodeTable } from './postcodes.ts';
import { areaTemplateFile, areaTemplateSchema, withTemplate } from './template.ts';
import { familyPath, type PageFamily } from '../../paths.ts';
import { reviews } from '../proof.ts';
import { hasPage, pageOf } from './pages.ts';

export type { Area, AreaSlug, Region } from './schema.ts';
export { regionsFile } from './schema.ts';
export { hasPage, pageOf, reviewPages } from './pages.ts';

const regionList = readYaml('regions.yaml', regionsFile).regions;

/**
 * What names an area or a region that has no file: one removed or renamed in the editor, which cannot follow a
 * reference to it. The site reads such a reference as none (a neighbour left out, no region, a review shown on no
 * area page) and `npm run launch-check` names each; the build does not stop. A project placed in such an area is
 * left out too (`unplacedProjects`, src/content/gallery.ts).
 */
export const danglingAreaReferences: string[] = [];

/** What every area's pages say unless its file gives its own (src/content/area-template.yaml). */
export const areaTemplate = readYaml(areaTemplateFile, areaTemplateSchema);

const read = readYamlFolder('areas', areaSchema, (data, file) => withTemplate(data, areaTemplate, file)).map(
  ({ id, data }) => ({ slug: id, ...data }),
);
const slugs = new Set(read.map((a) => a.slug));
const regionIds = new Set(regionList.map((r) => r.id));

/** Every file of src/content/areas/, in its `order`: one area, both its pages. */
export const areas: Area[] = read
  .map((area) => {
    const file = `src/content/areas/${area.slug}.yaml`;
    const region = area.region === noRegion || regionIds.has(area.region) ? area.region : noRegion;
    if (region !== area.region)
      danglingAreaReferences.push(
        `${file}: region "${area.region}" is no region of src/content/regions.yaml: the area is in no region on /locations until its region is picked again`,
      );
    const neighbours = area.neighbours.filter((n) => slugs.has(n) && n !== area.slug);
    for (const n of area.neighbours.filter((n) => !neighbours.includes(n)))
      danglingAreaReferences.push(
        `${file}: neighbour "${n}" is no other area file: left out of its nearby links until picked again`,
      );
    return { ...area, region, neighbours };
  })
  .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name, 'en-GB'));

const bySlug = new Map(areas.map((a) => [a.slug, a]));

reviews.forEach((r, i) => {
  if (!bySlug.has(r.area))
    danglingAreaReferences.push(
      `src/content/reviews.yaml: reviews.${i} (${r.name}): area "${r.area}" is no area file: the review shows on no area page until its area is picked again`,
    );
});

// An area's /areas page may be switched off in the editor (London has none): its installer page stands in wherever the
// site links to it (`areaHref`), it shows the reviews written for its /areas page (`reviewPages`), and
// `npm run launch-check` names a spec area left without one.
export const installerAreas = areas.map(({ slug, name }) => ({ slug, name }));
/** Slug → name, for the islands that show an area's name (they cannot read the files). */
export const areaNames: Record<AreaSlug, string> = Object.fromEntries(
  installerAreas.map((a) => [a.slug, a.name]),
);
export const installerAreaSlugs: AreaSlug[] = areas.map((a) => a.slug);
/** `/areas/{slug}` exists for every area with its `areaPage` switched on (all but London in the spec). */
export const areaPageAreas = areas
  .filter((a) => hasPage('area', a))
  .map(({ slug, name }) => ({ slug, name }));
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
  return hasPage(family, getArea(slug)) ? familyPath(family, slug) : undefined;
}

/** The page a link to an area's page in a family leads to: that page, or its installer page where it has none. */
export const areaHref = (family: PageFamily, slug: AreaSlug): string => pageOf(family, getArea(slug));

/** The areas without a page in a family, which islands link to by their installer page (`pageOf`). */
export const installerOnly = (family: PageFamily): AreaSlug[] =>
  areas.filter((a) => !hasPage(family, a)).map((a) => a.slug);
