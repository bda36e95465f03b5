// The site's two faces, Source Serif 4 (headings) and Inter (text), and the small "core" files the pages draw with.
//
// Why core files: the fontsource latin files are about 50 KB each; the pages' first screen waits for its faces, so
// it draws with two small files cut from them, each preloaded by BaseLayout and cached for the whole visit
// (immutable, under /_astro/fonts/):
// - Inter core: the characters below, every weight (variable, 400-900);
// - Source Serif 4 core: the same characters at weight 600 only (all serif text draws at 600).
// The full fontsource latin files stay declared for any other character (unicode-range `restRange`): the browser
// fetches them only on a page that draws such a character.
//
// `npm run fonts` (scripts/subset-fonts.ts) cuts the core files; run it again after changing anything here.

/** Every character the core files cover: printable ASCII and the few typographic marks the content uses. */
export const coreCharacters =
  Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCharCode(0x20 + i)).join('') +
  '\u00a0£©·×çé–—‘’“”•…€';

/** The latin subset of the fontsource packages (their `unicode-range`), which the full files cover. */
export const latinRange =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/** The code points of a CSS `unicode-range` value. */
export function codePointsOf(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let p = parseInt(from!, 16); p <= parseInt(to!, 16); p++) points.add(p);
  }
  return points;
}

/** A CSS `unicode-range` value for a set of code points, runs of consecutive points joined. */
export function unicodeRange(points: Iterable<number>): string {
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const hex = (p: number) => p.toString(16).toUpperCase().padStart(4, '0');
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(i === j ? `U+${hex(sorted[i]!)}` : `U+${hex(sorted[i]!)}-${hex(sorted[j]!)}`);
    i = j + 1;
  }
  return parts.join(',');
}

const corePoints = new Set([...coreCharacters].map((c) => c.codePointAt(0)!));

/** The characters the core files draw. */
export const coreRange = unicodeRange(corePoints);

/** The rest of the latin subset: drawn from the full files, fetched only where a page uses one of them. */
export const restRange = unicodeRange([...codePointsOf(latinRange)].filter((p) => !corePoints.has(p)));

/** The weight every Source Serif 4 text draws at (the core file is that one instance). */
export const serifCoreWeight = 600;

/** The font files: the fontsource latin sources and the core files cut from them (committed). */
export const fontFiles = {
  interLatin: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  serifLatin: '@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2',
  interCore: 'src/assets/fonts/inter-core.woff2',
  serifCore: 'src/assets/fonts/source-serif-4-core.woff2',
} as const;

/**
 * The OpenType features the core files keep: those a browser applies to Latin text by default, and tabular figures
 * (`tabular-nums`). Inter's contextual alternates (`calt`) are left out: they cost 4 KB.
 */
export const coreFeatures = {
  inter: ['ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'rvrn', 'kern', 'liga', 'clig', 'tnum'],
  serif: ['ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'rvrn', 'kern', 'liga', 'clig', 'calt', 'tnum'],
} as const;
