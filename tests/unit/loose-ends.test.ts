// Over the built pages (npm run build first): nothing a visitor reads is a leftover of the code or the content
// files ("[]", "undefined", an unfilled "{token}"), nothing promises what the site does not have, and every link
// to this site leads to a page (and a part of it) that exists.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { visibleText } from '../../scripts/launch/pageText.ts';
import { words } from '../../src/content/interface.ts';
import { builtHtml, requireBuild } from './support/builtSite.ts';

const dist = requireBuild();
const pages = builtHtml(dist);

/** What a visitor reads: the body's text, the page title, and the words of images and labelled controls. */
function readable(html: string): string {
  const doc = parseDocument(html);
  const title = DomUtils.findOne((el) => el.name === 'title', doc.children);
  const attributes = DomUtils.findAll(
    (el) => el.attribs.alt !== undefined || el.attribs['aria-label'] !== undefined,
    doc.children,
  ).flatMap((el) => [el.attribs.alt ?? '', el.attribs['aria-label'] ?? '']);
  return [title ? DomUtils.textContent(title) : '', visibleText(html), ...attributes].join('\n');
}

const leftovers: [string, RegExp][] = [
  ['an empty list', /\[\s*\]/],
  ['an empty object', /\{\s*\}/],
  ['undefined', /\bundefined\b/],
  ['null', /\bnull\b/],
  ['NaN', /\bNaN\b/],
  ['an unfilled {token}', /\{[A-Za-z_][\w.]*\}/],
  ['[object Object]', /\[object \w+\]/],
];

/** Words meant for developers: code, builds, files, repository paths, "this site's data". */
const developerWords =
  /\bsrc\/|\bdocs\/[\w-]+\.md|\.(?:ya?ml|json|tsx?)\b|\brepository\b|\bthis site's (?:data|prices|stated|figures)|\bfrom the (?:prices|figures|data) on this site\b|stated across this\s+site|\bat build(?: time)?\b|\bcomponents?\b|\bthe content files?\b/i;

/** Words that promise something the site does not have yet. */
const promises = /in production|coming soon|under construction|available soon|lorem ipsum|\bTBC\b|\bTODO\b/i;

describe('what a visitor reads has no loose ends', () => {
  it('no built page shows "[]", "undefined", "null", "NaN" or an unfilled "{token}"', () => {
    const found: string[] = [];
    for (const page of pages) {
      const text = readable(page.html);
      for (const [what, pattern] of leftovers) {
        const match = pattern.exec(text);
        if (match) {
          const at = text.slice(Math.max(0, match.index - 50), match.index + 20).replace(/\s+/g, ' ');
          found.push(`${page.file}: ${what} in "…${at}…"`);
        }
      }
    }
    expect(found).toEqual([]);
    expect(pages.length).toBeGreaterThan(50);
  });

  it('no page speaks to developers (code, builds, files, repository paths, "the prices on this site")', () => {
    const found = pages.flatMap((page) => {
      const text = readable(page.html);
      const match = developerWords.exec(text);
      return match
        ? [`${page.file}: "…${text.slice(Math.max(0, match.index - 60), match.index + 40)}…"`]
        : [];
    });
    expect(found).toEqual([]);
  });

  it('would see words meant for developers', () => {
    for (const sentence of [
      'The guide works only from the prices on this site.',
      'Sources: docs/acoustic-model.md in the site’s repository and src/lib/acoustics/validation.json.',
      "Costs are this site's stated figures.",
      'Figures are those stated across this site.',
    ])
      expect(developerWords.test(sentence), sentence).toBe(true);
    expect(developerWords.test('The pages on this site are general information.')).toBe(false);
  });

  it('no card or link promises what the site does not have ("in production", "coming soon")', () => {
    const found = pages.flatMap((page) => {
      const match = promises.exec(readable(page.html));
      return match ? [`${page.file}: "${match[0]}"`] : [];
    });
    expect(found).toEqual([]);
  });

  it('would see each kind of leftover', () => {
    const page = (body: string) => readable(`<html><head><title>t</title></head><body>${body}</body></html>`);
    const caught = (body: string) => leftovers.some(([, pattern]) => pattern.test(page(body)));
    expect(caught('<p>Warehouse flats on the edge of the Square Mile. []</p>')).toBe(true);
    expect(caught('<p>From £undefined</p>')).toBe(true);
    expect(caught('<img alt="A {project} photo" src="/x.png">')).toBe(true);
    expect(caught('<p>NaN windows</p>')).toBe(true);
    expect(caught('<p>Quieter rooms from £450 per window.</p>')).toBe(false);
    expect(promises.test(page('<p>The video is in production.</p>'))).toBe(true);
  });
});

/** The file a site path is built as: `/a/b` is `a/b.html` (or a file such as the PDF guide, by its own name). */
function builtFile(pathname: string): string | undefined {
  const name = decodeURIComponent(pathname).replace(/^\//, '');
  const candidates = name === '' ? ['index.html'] : [`${name}.html`, path.join(name, 'index.html'), name];
  return candidates.map((c) => path.join(dist, c)).find((f) => existsSync(f) && !f.endsWith(path.sep));
}

const ids = new Map<string, Set<string>>();
/** The ids (and named anchors) of a built page, each a fragment a link may name. */
function anchorsOf(file: string): Set<string> {
  let found = ids.get(file);
  if (!found) {
    const doc = parseDocument(readFileSync(file, 'utf8'));
    found = new Set(
      DomUtils.findAll((el) => !!(el.attribs.id ?? el.attribs.name), doc.children).map(
        (el) => el.attribs.id ?? el.attribs.name!,
      ),
    );
    ids.set(file, found);
  }
  return found;
}

describe('every link to this site leads somewhere', () => {
  it("each internal href names a built page, and each fragment a part of that page (the 'top' of a page aside)", () => {
    const broken = new Set<string>();
    let checked = 0;
    for (const page of pages) {
      const here = path.join(dist, page.file);
      const doc = parseDocument(page.html);
      for (const a of DomUtils.findAll((el) => el.name === 'a' && !!el.attribs.href, doc.children)) {
        const href = a.attribs.href!;
        if (!href.startsWith('/') && !href.startsWith('#')) continue;
        if (href.startsWith('//')) continue;
        const url = new URL(href, 'https://site.invalid/' + page.file.replace(/\.html$/, ''));
        const file = href.startsWith('#') ? here : builtFile(url.pathname);
        checked++;
        if (!file) {
          broken.add(`${page.file}: ${href} (no page)`);
          continue;
        }
        const fragment = decodeURIComponent(url.hash.slice(1));
        if (fragment && fragment !== 'top' && file.endsWith('.html') && !anchorsOf(file).has(fragment))
          broken.add(`${page.file}: ${href} (no #${fragment} on that page)`);
      }
    }
    expect([...broken]).toEqual([]);
    expect(checked).toBeGreaterThan(1000);
  });
});

describe("the price guide's number of windows", () => {
  it("is checked by the site's own message, not the browser's bubble over it (the form is novalidate)", () => {
    const title = words.priceGuide.title;
    const forms = pages.flatMap((page) =>
      DomUtils.findAll(
        (el) => el.name === 'form' && el.attribs['aria-label'] === title,
        parseDocument(page.html).children,
      ).map((form) => ({ file: page.file, form })),
    );
    expect(forms.length).toBeGreaterThan(10);
    expect(forms.filter(({ form }) => form.attribs.novalidate === undefined).map((f) => f.file)).toEqual([]);
  });
});
