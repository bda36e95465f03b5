// Draws a page's social image at build: satori lays the card out and turns its text into paths (so no system font
// is needed), sharp (librsvg) makes the PNG. Satori reads TrueType, not WOFF2: the site's fontsource files are cut
// to one static instance each (hb-subset, through `subset-font`), once per build.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import satori from 'satori';
import sharp from 'sharp';
import subsetFont from 'subset-font';
import { codePointsOf, fontFiles, latinRange, serifCoreWeight } from '../../config/fonts.ts';
import { brandColours, markSvg, svgDataUrl } from '../brand/mark.ts';
import { colour } from '../brand/palette.ts';
import { socialImageSize, type SocialCard } from './socialImage.ts';

const require = createRequire(import.meta.url);
const textWeight = 500;
/** Every character of the fontsource latin files, so any title the content gives is drawn. */
const characters = String.fromCodePoint(...codePointsOf(latinRange));

const sources = () =>
  Promise.all([fontFiles.interLatin, fontFiles.serifLatin].map((f) => readFile(require.resolve(f))));

async function staticFont(file: string, weight: number): Promise<Buffer> {
  const source = await readFile(require.resolve(file));
  return subsetFont(source, characters, { targetFormat: 'truetype', variationAxes: { wght: weight } });
}

let fonts: Promise<{ name: string; data: Buffer; weight: 500 | 600 }[]> | undefined;
const loadFonts = () =>
  (fonts ??= Promise.all([
    staticFont(fontFiles.interLatin, textWeight),
    staticFont(fontFiles.serifLatin, serifCoreWeight),
  ]).then(([inter, serif]) => [
    { name: 'Inter', data: inter, weight: textWeight },
    { name: 'Source Serif 4', data: serif, weight: serifCoreWeight as 600 },
  ]));

type Node = { type: string; props: Record<string, unknown> };
const el = (type: string, style: Record<string, unknown>, children?: unknown, props: object = {}): Node => ({
  type,
  props: { style, children, ...props },
});

/** The card: the brand's name and mark, the page's title, and its figure on the brand's navy. */
function card(brand: string, { title, figure }: SocialCard): Node {
  const { navyDeep, brass, brassLight } = brandColours;
  const serif = { fontFamily: 'Source Serif 4', fontWeight: serifCoreWeight };
  const page = el('div', { display: 'flex', width: '100%', height: '100%', background: navyDeep });
  page.props.children = el(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      // Satori adds margins to a box's size: the card is the image less them.
      width: socialImageSize.width - 2 * 80,
      height: socialImageSize.height - 2 * 64,
      margin: '64px 80px',
      color: colour('white'),
      fontFamily: 'Inter',
    },
    [
      el('div', { display: 'flex', alignItems: 'center', gap: 24, fontSize: 30, color: brassLight }, [
        el('img', { width: 64, height: 64 }, undefined, {
          src: svgDataUrl(markSvg(64)),
          width: 64,
          height: 64,
        }),
        brand,
      ]),
      el(
        'div',
        { display: 'flex', ...serif, fontSize: title.length > 48 ? 60 : 72, lineHeight: 1.12 },
        title,
      ),
      el(
        'div',
        { display: 'flex', alignItems: 'baseline', gap: 24, borderTop: `4px solid ${brass}`, paddingTop: 28 },
        [
          el('div', { ...serif, fontSize: 84, color: brass, lineHeight: 1 }, figure.value),
          el('div', { fontSize: 34, color: colour('brand-100') }, figure.label),
        ],
      ),
    ],
  );
  return page;
}

/** Images drawn before, by what they show: an unchanged page's image is not drawn again (about 70 ms each). */
const cacheFolder = path.join('node_modules', '.cache', 'hushpane-social-images');

let fontsHash: Promise<string> | undefined;
const hashOfFonts = () =>
  (fontsHash ??= sources().then((files) =>
    files.reduce((hash, file) => hash.update(file), createHash('sha256')).digest('hex'),
  ));

async function draw(layout: Node): Promise<Buffer> {
  const svg = await satori(layout as Parameters<typeof satori>[0], {
    ...socialImageSize,
    fonts: await loadFonts(),
  });
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A page's social image as a PNG, 1200x630. */
export async function drawSocialImage(brand: string, content: SocialCard): Promise<Buffer> {
  const layout = card(brand, content);
  const key = createHash('sha256')
    .update(JSON.stringify([layout, await hashOfFonts(), textWeight, serifCoreWeight, characters]))
    .digest('hex');
  const file = path.join(cacheFolder, `${key}.png`);
  const cached = await readFile(file).catch(() => undefined);
  if (cached) return cached;
  const png = await draw(layout);
  await mkdir(cacheFolder, { recursive: true });
  await writeFile(file, png);
  return png;
}
