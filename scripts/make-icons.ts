// Draws the favicon set, the logo and the default social image from SVG, once: `node scripts/make-icons.ts`.
// The PNGs are committed; run this again only when the mark or the wording changes.
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { site } from '../src/config/site.ts';
import { brandColours, markSvg } from '../src/lib/brand/mark.ts';
import { colour } from '../src/lib/brand/palette.ts';

const { navy, navyDeep, brass, brassLight } = brandColours;

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/'/g, '&apos;');

const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64" role="img" aria-label="${escapeXml(site.name)}">
  <title>${escapeXml(site.name)}</title>
  ${markSvg(64).replace('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">', '<g>').replace('</svg>', '</g>')}
  <text x="76" y="38" font-family="Georgia, 'Times New Roman', serif" font-size="30" font-weight="700" fill="${navyDeep}">${escapeXml(site.shortName)}</text>
  <text x="77" y="55" font-family="Arial, Helvetica, sans-serif" font-size="11" letter-spacing="2.2" fill="${brass}">SECONDARY GLAZING</text>
</svg>
`;

function socialImage(): string {
  const { width, height } = site.socialImage;
  const tile = markSvg(112)
    .replace('<svg xmlns="http://www.w3.org/2000/svg" width="112" height="112" viewBox="0 0 64 64">', '')
    .replace('</svg>', '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${navy}"/><stop offset="1" stop-color="${navyDeep}"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <g opacity="0.08" fill="none" stroke="${colour('white')}" stroke-width="2">
    <rect x="880" y="-60" width="380" height="440" rx="12"/>
    <rect x="930" y="-10" width="280" height="340" rx="8"/>
  </g>
  <g transform="translate(96 96) scale(1.75)">${tile}</g>
  <text x="96" y="330" font-family="'DejaVu Serif', Georgia, serif" font-size="68" font-weight="700" fill="${colour('white')}">${escapeXml(site.shortName)}</text>
  <text x="98" y="378" font-family="'DejaVu Sans', Arial, sans-serif" font-size="24" letter-spacing="6" fill="${brass}">SECONDARY GLAZING</text>
  <rect x="98" y="414" width="96" height="4" fill="${brass}"/>
  <text x="96" y="480" font-family="'DejaVu Sans', Arial, sans-serif" font-size="30" fill="${brassLight}">${escapeXml(site.tagline)}</text>
  <text x="96" y="540" font-family="'DejaVu Sans', Arial, sans-serif" font-size="24" fill="${colour('brand-100')}">Up to 80% quieter rooms · free survey and quote</text>
</svg>`;
}

const png = (svg: string, size: number) =>
  sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9 }).toBuffer();

await writeFile('public/favicon.svg', markSvg(64) + '\n');
await writeFile('public/logo.svg', logo);
await writeFile('public/favicon-32.png', await png(markSvg(256), 32));
// iOS rounds the corners itself and shows transparency as black: a square, full-bleed tile.
await writeFile('public/apple-touch-icon.png', await png(markSvg(180, false), 180));
await writeFile(
  'public/og-default.png',
  await sharp(Buffer.from(socialImage())).png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer(),
);
console.log('Wrote favicon.svg, favicon-32.png, apple-touch-icon.png, logo.svg, og-default.png in public/');
