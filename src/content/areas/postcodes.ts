import type { AreaSlug } from './schema.ts';

// Kept free of zod so the postcode finder island stays tiny; tests/unit/postcodes.test.ts checks every key and slug.
/** Outward code → the area pages that serve it, best match first. */
export const outwardCodeAreas = {
  W8: ['kensington'],
  W14: ['kensington'],
  SW5: ['kensington'],
  SW7: ['kensington', 'knightsbridge'],
  SW3: ['chelsea'],
  SW10: ['chelsea'],
  SW1X: ['belgravia', 'knightsbridge'],
  SW1W: ['belgravia'],
  W1: ['mayfair', 'marylebone'],
  W1K: ['mayfair'],
  W1J: ['mayfair'],
  W1S: ['mayfair'],
  W1U: ['marylebone'],
  W1G: ['marylebone'],
  W1H: ['marylebone'],
  W11: ['notting-hill'],
  NW3: ['hampstead'],
  NW8: ['st-johns-wood'],
  N6: ['highgate'],
  NW1: ['primrose-hill'],
  TW9: ['richmond'],
  TW10: ['richmond'],
  SW19: ['wimbledon'],
  SW20: ['wimbledon'],
  SW13: ['barnes'],
  SW6: ['fulham'],
  SW15: ['putney'],
} as const satisfies Record<string, readonly AreaSlug[]>;

export type PostcodeResult =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | { kind: 'match'; outward: string; areas: readonly AreaSlug[] }
  | { kind: 'elsewhere'; outward: string };

const outwardPattern = /^[A-Z]{1,2}\d[A-Z\d]?$/;
const fullPattern = /^([A-Z]{1,2}\d[A-Z\d]?)(\d[A-Z]{2})$/;

/** Reads a full postcode or its outward code ("SW3", "w8 4pt", "NW3") and finds the area page serving it. */
export function findPostcodeArea(input: string): PostcodeResult {
  const compact = input.toUpperCase().replace(/\s+/g, '');
  if (!compact) return { kind: 'empty' };
  const outward = fullPattern.exec(compact)?.[1] ?? (outwardPattern.test(compact) ? compact : undefined);
  if (!outward) return { kind: 'invalid' };
  const areas = (outwardCodeAreas as Record<string, readonly AreaSlug[]>)[outward];
  return areas ? { kind: 'match', outward, areas } : { kind: 'elsewhere', outward };
}
