import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { visibleText } from '../launch/visibleText.ts';

/** The text of a page's `<main>` (its own content, without the header, footer and floating buttons). */
export function mainText(html: string): string {
  let depth = 0;
  let start = -1;
  let end = -1;
  const parser = new Parser({
    onopentag(name) {
      if (name === 'main') {
        if (depth === 0) start = parser.startIndex;
        depth += 1;
      }
    },
    onclosetag(name) {
      if (name === 'main' && --depth === 0) end = parser.endIndex + 1;
    },
  });
  parser.write(html);
  parser.end();
  if (start < 0 || end < 0) throw new Error('the page has no <main>');
  return visibleText(html.slice(start, end));
}

/** Lower-case words, apostrophes and hyphens kept, everything else a break. */
export const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? [];

/** The page's 8-word shingles: every run of `size` consecutive words, as one string. */
export function shingles(tokens: readonly string[], size = 8): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + size <= tokens.length; i++) out.add(tokens.slice(i, i + size).join(' '));
  return out;
}

/** Jaccard similarity of two shingle sets: shared over all. */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const s of a) if (b.has(s)) shared += 1;
  const all = a.size + b.size - shared;
  return all === 0 ? 0 : shared / all;
}

/**
 * How many of a page's words are its own: words covered by at least one shingle that no other page has. A page
 * that repeats a template around a few changed names has few; a page written for its place has many.
 */
export function uniqueWordCount(tokens: readonly string[], others: ReadonlySet<string>, size = 8): number {
  const own = new Array<boolean>(tokens.length).fill(false);
  for (let i = 0; i + size <= tokens.length; i++) {
    if (others.has(tokens.slice(i, i + size).join(' '))) continue;
    for (let j = i; j < i + size; j++) own[j] = true;
  }
  return own.filter(Boolean).length;
}

/** A built page's main text as words, read from dist/ by its route. */
export function builtMainWords(dist: string, route: string): string[] {
  const file = route === '/' ? 'index.html' : `${route.slice(1)}.html`;
  return words(mainText(readFileSync(path.join(dist, file), 'utf8')));
}

/** The site paths a page links to (`<a href="/…">`, fragments and queries dropped), each once. */
export function internalLinks(html: string): Set<string> {
  const out = new Set<string>();
  const parser = new Parser({
    onopentag(name, attrs) {
      const href = attrs.href;
      if (name === 'a' && href?.startsWith('/')) out.add(href.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1'));
    },
  });
  parser.write(html);
  parser.end();
  return out;
}
