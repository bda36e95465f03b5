// Over the built pages (npm test builds first): each page's first screen fits the first flight of TCP slow start,
// and a page carries no font inside it (fonts are files, cached once for the whole visit).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  firstFlightBytes,
  firstScreenBytes,
  firstScreenEnd,
  linkedStylesheets,
} from '../../src/integrations/firstScreen.ts';
import { inlineCriticalCss, withMetricClones } from '../../src/integrations/criticalCss.ts';
import { DomUtils, parseDocument } from 'htmlparser2';
import { projects } from '../../src/content/projects.ts';
import { comparisons } from '../../src/content/guides.ts';
import { builtHtml, requireBuild } from './support/builtSite.ts';

const dist = requireBuild();
const pages = builtHtml(dist);
const readAsset = (href: string) => readFileSync(path.join(dist, href), 'utf8');

describe('the first screen', () => {
  it("holds /comparisons' introduction, a phone's largest paint, so that paint waits for no stylesheet", () => {
    const { html } = pages.find((p) => p.file === 'comparisons.html')!;
    const screen = DomUtils.textContent(parseDocument(html.slice(0, firstScreenEnd(html))));
    for (const paragraph of comparisons.intro) expect(screen).toContain(paragraph);
  });

  it('ends after the block holding the h1 in <main> or <article>, or at the end without one', () => {
    const html = '<body><main><section><div><h1>Hi</h1></div><p>a</p></section><p>below</p></main></body>';
    expect(html.slice(0, firstScreenEnd(html))).toBe(
      '<body><main><section><div><h1>Hi</h1></div><p>a</p></section>',
    );
    const article = '<main><article><header><h1>T</h1></header><div>text</div></article></main>';
    expect(article.slice(0, firstScreenEnd(article))).toBe('<main><article><header><h1>T</h1></header>');
    expect(firstScreenEnd('<p>no heading</p>')).toBe('<p>no heading</p>'.length);
  });

  it('ends after the last element marked data-first-screen where that follows the block holding the h1', () => {
    const html =
      '<main><header><h1>T</h1></header><section><div><figure data-first-screen>p</figure><p>facts</p></div></section></main>';
    expect(html.slice(0, firstScreenEnd(html))).toBe(
      '<main><header><h1>T</h1></header><section><div><figure data-first-screen>p</figure>',
    );
  });

  it("of a project's page holds its illustration, drawn inline: no request before it paints", () => {
    const drawn = projects
      .filter((project) => !project.photo)
      .map((project) => {
        const page = pages.find((p) => p.file === `${project.href.slice(1)}.html`);
        const screen = parseDocument(page ? page.html.slice(0, firstScreenEnd(page.html)) : '');
        const svg = DomUtils.findOne((e) => e.name === 'svg' && e.attribs.role === 'img', screen.children);
        return {
          href: project.href,
          name: svg?.attribs['aria-label'],
          img: DomUtils.getElementsByTagName('img', screen).length,
        };
      });
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn).toEqual(
      projects.filter((p) => !p.photo).map((p) => ({ href: p.href, name: p.alt, img: 0 })),
    );
  });

  it('counts the stylesheets linked before its end', () => {
    const html = '<head><link rel="stylesheet" href="/a.css"></head><main><h1>T</h1></main>';
    const withSheet = firstScreenBytes(html, () => 'p{color:red}'.repeat(50));
    expect(withSheet).toBeGreaterThan(firstScreenBytes(html, () => ''));
    expect(linkedStylesheets(html)).toEqual(['/a.css']);
  });

  it(`of every built page is at most ${firstFlightBytes} bytes brotli (head, CSS, HTML to the h1's block)`, () => {
    const sizes = pages.map((p) => ({ file: p.file, bytes: firstScreenBytes(p.html, readAsset) }));
    expect(sizes.filter((s) => s.bytes > firstFlightBytes)).toEqual([]);
    expect(pages.length).toBeGreaterThan(50);
  }, 60_000);

  it('is styled inline; the hashed stylesheet is linked only after it, in the body', () => {
    const faults: string[] = [];
    for (const p of pages) {
      const end = firstScreenEnd(p.html);
      const sheets = linkedStylesheets(p.html);
      if (linkedStylesheets(p.html.slice(0, end)).length) faults.push(`${p.file}: a stylesheet blocks it`);
      if (sheets.length !== 1 || !/^\/_astro\/[\w-]+\.[\w-]{8}\.css$/.test(sheets[0]!))
        faults.push(`${p.file}: stylesheets ${sheets.join(', ')}`);
      if (!p.html.slice(0, p.html.indexOf('</head>')).includes('<style>'))
        faults.push(`${p.file}: no inline CSS`);
    }
    expect(faults).toEqual([]);
  });

  it('inlines what the first screen uses and keeps its font preloads; where it ends, the stylesheet is linked, and nothing paints before the parser is there', async () => {
    const html =
      '<html><head><link rel="preload" href="/_astro/fonts/f.woff2" as="font" type="font/woff2" crossorigin><link rel="stylesheet" href="/_astro/a.css"></head><body class="b"><main><header><h1 class="t">T</h1></header><p class="below">x</p></main></body></html>';
    const out = await inlineCriticalCss(html, async () => '.t{color:red}.below{color:blue}.b{margin:0}');
    expect(out).toBe(
      '<html><head><link rel="preload" href="/_astro/fonts/f.woff2" as="font" type="font/woff2" crossorigin><style>.t{color:red}.b{margin:0}</style><link rel="expect" href="#first-screen-end" blocking="render"></head><body class="b"><main><header><h1 class="t">T</h1></header><link rel="stylesheet" href="/_astro/a.css" id="first-screen-end"><p class="below">x</p></main></body></html>',
    );
  });
});

describe('a first visit', () => {
  it('preloads its fonts, loads no stylesheet by script, and waits for the whole first screen before it paints', () => {
    for (const { file, html } of pages) {
      const head = html.slice(0, html.indexOf('</head>'));
      if (!head.includes('<style>')) continue;
      expect(
        head.match(/<link rel="preload" href="\/_astro\/fonts\/[^"]+\.woff2" as="font"/g),
        file,
      ).toHaveLength(2);
      expect(head, file).toContain('<link rel="expect" href="#first-screen-end" blocking="render">');
      expect(html.match(/ id="first-screen-end"/g), file).toHaveLength(1);
      expect(html, file).toMatch(/<link rel="stylesheet" href="\/_astro\/[^"]+\.css" id="first-screen-end">/);
      expect(html, file).not.toContain('data-site-css');
    }
  });

  it("splits a fallback face into its font's regular and bold faces, each naming the fonts of the same metrics", () => {
    const face = (src: string, weight: string) =>
      `@font-face{font-family:"F fallback: Arial";src:${src};font-weight:${weight};size-adjust:107%;}`;
    expect(withMetricClones(face('local("Arial")', '400 900'))).toBe(
      face('local("Arial"),local("Liberation Sans"),local("Arimo")', '400 500') +
        face('local("Arial Bold"),local("Liberation Sans Bold"),local("Arimo Bold")', '600 900'),
    );
  });
});

describe('built pages carry no font inside them', () => {
  it('no data: font, no base64 woff or woff2', () => {
    const carrying = pages.filter((p) =>
      /data:(font|application\/font)|base64,d09GM|base64,d09GR/.test(p.html),
    );
    expect(carrying.map((p) => p.file)).toEqual([]);
  });
});
