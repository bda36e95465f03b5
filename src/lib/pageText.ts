import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { seenDir } from './seenPages.ts';

/** What a visitor reads on a page: its visible text, one line per block (scripts, styles and SVG left out). */
export function visibleText(html: string): string {
  const lines: string[] = [];
  let line = '';
  let hidden = 0;
  const skipped = new Set(['script', 'style', 'template', 'noscript', 'svg', 'head']);
  const inline = new Set([
    'a',
    'abbr',
    'b',
    'em',
    'i',
    'span',
    'strong',
    'small',
    'sup',
    'sub',
    'time',
    'code',
    'mark',
    'q',
    's',
    'u',
    'data',
    'bdi',
    'cite',
  ]);
  const flush = () => {
    const text = line.replace(/\s+/g, ' ').trim();
    if (text) lines.push(text);
    line = '';
  };
  const parser = new Parser(
    {
      onopentag(name) {
        if (skipped.has(name)) hidden += 1;
        else if (!inline.has(name)) flush();
      },
      ontext(text) {
        if (!hidden) line += text;
      },
      onclosetag(name) {
        if (skipped.has(name)) hidden -= 1;
        else if (!inline.has(name)) flush();
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return lines.join('\n');
}

/** Every page of a build (`dist/`), as route (home is `/`) and HTML; the 404 page and the next-page copies aside. */
export function builtRoutes(dist: string): { path: string; html: string }[] {
  const pages: { path: string; html: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      // The next-page copies (src/lib/seenPages.ts) are the same pages again.
      if (entry.isDirectory()) {
        if (file !== path.join(dist, seenDir)) walk(file);
      } else if (entry.name.endsWith('.html') && entry.name !== '404.html') {
        const route =
          `/${path.relative(dist, file).replace(/(index)?\.html$/, '')}`.replace(/\/$/, '') || '/';
        pages.push({ path: route, html: readFileSync(file, 'utf8') });
      }
    }
  };
  walk(dist);
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

/** Every page of a build as route and visible text. */
export const pageTexts = (dist: string) =>
  builtRoutes(dist).map(({ path: route, html }) => ({ path: route, text: visibleText(html) }));
