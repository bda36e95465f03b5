// Over the built pages (npm test builds first): what the W3C Nu checker reports and html-validate lets pass.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { islandStyle, tidyHtml } from '../../server/tidyHtml.ts';

const dist = 'dist';
if (!existsSync(path.join(dist, 'index.html')))
  throw new Error('These tests read the build: run `npm run build` first.');
const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.html'))
  .map((f) => ({ file: f, html: readFileSync(path.join(dist, f), 'utf8') }));

describe('built pages are valid HTML', () => {
  it('end at </html>: nothing (such as a script) after it', () => {
    expect(pages.filter((p) => !p.html.trimEnd().endsWith('</html>')).map((p) => p.file)).toEqual([]);
  });

  it('keep <style> in the head', () => {
    const inBody = pages.filter((p) => p.html.slice(p.html.indexOf('<body')).includes('<style'));
    expect(inBody.map((p) => p.file)).toEqual([]);
    expect(pages.length).toBeGreaterThan(50);
  });

  it('give no aria-expanded to a popover toggle (the browser exposes its state)', () => {
    const both = pages.filter((p) =>
      /<[^>]*popovertarget[^>]*aria-expanded|<[^>]*aria-expanded[^>]*popovertarget/.test(p.html),
    );
    expect(both.map((p) => p.file)).toEqual([]);
  });

  it("drop only Astro's island style, which global.css holds", () => {
    expect(tidyHtml(`<body><p>a</p>${islandStyle}<style>p{}</style></body>`)).toBe(
      '<body><p>a</p><style>p{}</style></body>',
    );
    expect(readFileSync('src/styles/global.css', 'utf8')).toMatch(
      /astro-island,\s*astro-slot,\s*astro-static-slot \{\s*display: contents;/,
    );
  });
});

describe('built pages load fonts from this site only', () => {
  it('every @font-face is a woff2 under /_astro/fonts/ or a local() fallback, and at most two are preloaded', () => {
    const faults: string[] = [];
    for (const p of pages) {
      const sources = [...p.html.matchAll(/@font-face\{[^}]*?src:([^;]+);/g)].map((m) => m[1]!);
      if (!sources.some((s) => s.startsWith('url('))) faults.push(`${p.file}: no web font`);
      for (const s of sources)
        if (!/^url\("\/_astro\/fonts\/[\w-]+\.woff2"\) format\("woff2"\)$|^local\("[\w ]+"\)$/.test(s))
          faults.push(`${p.file}: ${s}`);
      const preloads = p.html.match(/<link rel="preload"[^>]*as="font"/g) ?? [];
      if (preloads.length > 2) faults.push(`${p.file}: ${preloads.length} font preloads`);
    }
    expect(faults).toEqual([]);
  });
});
