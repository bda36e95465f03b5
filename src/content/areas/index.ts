import { z } from 'zod';
import { installerAreas, type AreaSlug } from '../areaSlugs.ts';
import { areaSchema, type Area } from './schema.ts';
import { familyPath, type PageFamily } from './paths.ts';
import { areaDescriptions } from './descriptions.ts';
import { london } from './london.ts';
import { kensington } from './kensington.ts';
import { chelsea } from './chelsea.ts';
import { knightsbridge } from './knightsbridge.ts';
import { mayfair } from './mayfair.ts';
import { belgravia } from './belgravia.ts';
import { nottingHill } from './notting-hill.ts';
import { hampstead } from './hampstead.ts';
import { marylebone } from './marylebone.ts';
import { stJohnsWood } from './st-johns-wood.ts';
import { highgate } from './highgate.ts';
import { primroseHill } from './primrose-hill.ts';
import { richmond } from './richmond.ts';
import { wimbledon } from './wimbledon.ts';
import { barnes } from './barnes.ts';
import { fulham } from './fulham.ts';
import { putney } from './putney.ts';

export type { Area } from './schema.ts';
export { installerHubPath, familyPath, type PageFamily } from './paths.ts';

// Same order, slugs and names as areaSlugs.ts, which the route registry reads.
export const areas: Area[] = z
  .array(areaSchema)
  .length(installerAreas.length)
  .refine(
    (list) => list.every((a, i) => a.slug === installerAreas[i]?.slug && a.name === installerAreas[i]?.name),
    'areas must follow areaSlugs.ts',
  )
  .parse([
    london,
    kensington,
    chelsea,
    knightsbridge,
    mayfair,
    belgravia,
    nottingHill,
    hampstead,
    marylebone,
    stJohnsWood,
    highgate,
    primroseHill,
    richmond,
    wimbledon,
    barnes,
    fulham,
    putney,
  ]);

// Meta descriptions: one per page, of a length search engines show in full.
const metaDescription = z.string().min(70).max(165);
for (const area of areas) {
  const d = areaDescriptions[area.slug];
  metaDescription.parse(d.installer);
  if (area.areaPage) metaDescription.parse(d.area);
  else if (d.area) throw new Error(`${area.slug} has no /areas page to describe`);
}

const bySlug = new Map(areas.map((a) => [a.slug, a]));

export function getArea(slug: string): Area {
  const area = bySlug.get(slug as AreaSlug);
  if (!area) throw new Error(`Unknown area "${slug}"`);
  return area;
}

/** The page of an area in a family, or undefined when that family has none (London has no /areas page). */
export function areaPath(family: PageFamily, slug: AreaSlug): string | undefined {
  if (family === 'area' && !getArea(slug).areaPage) return undefined;
  return familyPath(family, slug);
}
