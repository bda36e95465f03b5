import type { AreaSlug } from './schema.ts';
import { familyPath, type PageFamily } from '../../paths.ts';

// Kept free of zod and of the files: the postcode finder island gets the table from its page.
/** Outward code → the area pages that serve it, in area order. */
export type OutwardCodeAreas = Readonly<Record<string, readonly AreaSlug[]>>;

/** The table of every area's outward codes (an area file's `postcodes`). */
export function postcodeTable(
  areas: readonly { slug: AreaSlug; postcodes: readonly string[] }[],
): OutwardCodeAreas {
  const table: Record<string, AreaSlug[]> = {};
  for (const area of areas) for (const code of area.postcodes) (table[code] ??= []).push(area.slug);
  return table;
}

export type PostcodeResult =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | { kind: 'match'; outward: string; areas: readonly AreaSlug[] }
  | { kind: 'elsewhere'; outward: string };

const outwardPattern = /^[A-Z]{1,2}\d[A-Z\d]?$/;
const fullPattern = /^([A-Z]{1,2}\d[A-Z\d]?)(\d[A-Z]{2})$/;

/** Reads a full postcode or its outward code ("SW3", "w8 4pt", "NW3") and finds the area page serving it. */
export function findPostcodeArea(input: string, table: OutwardCodeAreas): PostcodeResult {
  const compact = input.toUpperCase().replace(/\s+/g, '');
  if (!compact) return { kind: 'empty' };
  const outward = fullPattern.exec(compact)?.[1] ?? (outwardPattern.test(compact) ? compact : undefined);
  if (!outward) return { kind: 'invalid' };
  const areas = Object.hasOwn(table, outward) ? table[outward] : undefined;
  return areas ? { kind: 'match', outward, areas } : { kind: 'elsewhere', outward };
}

/** Where the finder sends a visitor: the area's page in the family, or its installer page where it has none there. */
export const finderPath = (family: PageFamily, installerOnly: readonly AreaSlug[], slug: AreaSlug) =>
  familyPath(installerOnly.includes(slug) ? 'installer' : family, slug);
