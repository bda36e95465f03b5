import { brotliCompressSync } from 'node:zlib';
import type { AnyNode, Element } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';
import { brotliOptions } from './precompress.ts';

/**
 * The first flight of TCP slow start (10 segments of 1,460 bytes, less headers): what a page's first screen must fit
 * in to paint after one round trip.
 */
export const firstFlightBytes = 14_000;

/** The size of a text once brotli-compressed as the build sends it (src/integrations/precompress.ts). */
export const brotliSize = (text: string | Buffer) => brotliCompressSync(text, brotliOptions).length;

/**
 * The attribute of an element a page's first screen holds although it follows the h1's block: a project's picture,
 * the largest thing in a phone's first viewport (docs/performance.md).
 */
export const firstScreenAttribute = 'data-first-screen';

/**
 * Where a page's first screen ends: just after the block holding its `<h1>`, the h1's outermost element inside the
 * page's `<main>` or `<article>` (the hero), or just after the last element marked `data-first-screen`
 * (firstScreenAttribute) where that is further on. A page without an h1 is all first screen.
 */
export function firstScreenEnd(html: string): number {
  const document = parseDocument(html, { withStartIndices: true, withEndIndices: true });
  let block: AnyNode | null = DomUtils.findOne((element) => element.name === 'h1', document.children);
  const isTop = (node: AnyNode) =>
    !node.parent || ['main', 'article', 'body'].includes((node.parent as Element).name);
  while (block && !isTop(block)) block = block.parent;
  if (block?.endIndex == null) return html.length;
  const marked = DomUtils.findAll((element) => firstScreenAttribute in element.attribs, document.children);
  return Math.max(block.endIndex, ...marked.map((element) => element.endIndex ?? 0)) + 1;
}

/** The stylesheets a piece of HTML links (`<link rel="stylesheet" href="…">`), in order. */
export const linkedStylesheets = (html: string) =>
  [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map(
    (match) => /\bhref="([^"]+)"/.exec(match[0])?.[1] ?? '',
  );

/**
 * The bytes a page's first screen costs, brotli-compressed: its HTML up to the end of the block holding its `<h1>`
 * (head and inline CSS included) plus every stylesheet linked before that point, which the screen waits for.
 */
export function firstScreenBytes(html: string, readStylesheet: (href: string) => string): number {
  const screen = html.slice(0, firstScreenEnd(html));
  return (
    brotliSize(screen) +
    linkedStylesheets(screen).reduce((sum, href) => sum + brotliSize(readStylesheet(href)), 0)
  );
}
