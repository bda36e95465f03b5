// The mark: a window frame with a second, inner pane (secondary glazing) on a navy tile. scripts/make-icons.ts draws
// the favicon files and the logo from it; the pages carry the SVG favicon inline (src/lib/seo/head.ts).
import { colour } from './palette.ts';

export const brandColours = {
  navy: colour('brand-700'),
  navyDeep: colour('brand-800'),
  brass: colour('brass-500'),
  brassLight: colour('brass-100'),
} as const;

/** The mark as an SVG document, `size` pixels square; `rounded: false` for a full-bleed tile. */
export function markSvg(size: number, rounded = true): string {
  const { navy, brass, brassLight } = brandColours;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="${navy}"/>
  <rect x="14" y="12" width="36" height="40" rx="3" fill="none" stroke="${brass}" stroke-width="4"/>
  <rect x="21" y="19" width="22" height="26" rx="1.5" fill="none" stroke="${brassLight}" stroke-width="2.5"/>
  <path d="M32 19v26" stroke="${brassLight}" stroke-width="2.5"/>
</svg>`;
}

/** An SVG document as a `data:` URL. */
export const svgDataUrl = (svg: string) =>
  `data:image/svg+xml,${encodeURIComponent(svg.replace(/>\s+</g, '><').trim())}`;
