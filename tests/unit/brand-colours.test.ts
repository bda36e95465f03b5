import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { palette, stylesheet, themeColours } from '../../src/lib/brand/palette.ts';
import { brandColours, markSvg } from '../../src/lib/brand/mark.ts';

const root = path.join(import.meta.dirname, '..', '..');
const filesIn = (dir: string, ext: RegExp) =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => ext.test(f))
    .map((f) => path.join(dir, f));

/** Every colour a file writes (`#rgb`, `#rrggbb`, `rgb(r g b / a)` with spaces or Tailwind's underscores), as `#rrggbb`. */
export function coloursIn(text: string): string[] {
  const hex = [...text.matchAll(/(?<![\w&])#([0-9a-fA-F]{6}|[0-9a-fA-F]{3})(?![\w-])/g)].map(([, h]) =>
    h!.length === 3 ? [...h!].map((c) => c + c).join('') : h!,
  );
  const rgb = [...text.matchAll(/rgba?\(\s*(\d+)[\s_,]+(\d+)[\s_,]+(\d+)/g)].map((m) =>
    m
      .slice(1, 4)
      .map((n) => Number(n).toString(16).padStart(2, '0'))
      .join(''),
  );
  return [...hex, ...rgb].map((h) => `#${h.toLowerCase()}`);
}

// What draws or styles the site: its source (the editor's own interface, Keystatic's and the launch list beside it
// under `npm run edit`, is left out), the scripts that
// draw the icons, and the drawings and icons it serves.
const checked = [
  ...filesIn('src', /\.(tsx?|astro|css|json|svg)$/).filter(
    (f) =>
      f !== stylesheet &&
      !f.startsWith(path.join('src', 'content', 'editor')) &&
      !f.startsWith(path.join('src', 'integrations', 'editor')),
  ),
  ...filesIn('scripts', /\.ts$/),
  ...filesIn('public', /\.svg$/),
];

describe('the brand’s colours have one source, the stylesheet’s theme', () => {
  it('the theme holds the brand’s colours, and the mark draws with them', () => {
    expect(palette['brand-700']).toMatch(/^#[0-9a-f]{6}$/);
    expect(Object.values(brandColours).every((c) => Object.values(palette).includes(c))).toBe(true);
    expect(themeColours('@theme { --color-accent: #C48A2C; --font-sans: x; }')).toEqual({
      accent: '#c48a2c',
    });
  });

  it('finds colours written every way the files write them', () => {
    expect(coloursIn('fill="#fff" a:#1F3A4D shadow-[0_1px_0_rgb(27_42_54/0.02)] href="#top" &#123;')).toEqual(
      ['#ffffff', '#1f3a4d', '#1b2a36'],
    );
  });

  it('no file draws or styles with a colour outside it', () => {
    const allowed = new Set(Object.values(palette));
    const outside = checked.flatMap((file) =>
      coloursIn(readFileSync(path.join(root, file), 'utf8'))
        .filter((c) => !allowed.has(c))
        .map((c) => `${file}: ${c}`),
    );
    expect([...new Set(outside)]).toEqual([]);
  });

  it('the favicon file is the mark as drawn now (after a colour change, run `node scripts/make-icons.ts`)', () => {
    expect(readFileSync(path.join(root, 'public', 'favicon.svg'), 'utf8')).toBe(markSvg(64) + '\n');
  });
});
