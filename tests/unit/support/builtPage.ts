import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { Document, Element } from 'domhandler';
import { requireBuild } from './builtSite.ts';

/**
 * One built page, parsed, with the few queries the tests over `dist/` ask of it: what a browser test asked of the
 * same page when all it read was the HTML (text, links, head tags, JSON-LD, the parts named by their headings).
 */
export interface BuiltPage {
  doc: Document;
  /** The page's `<main>`. */
  main: Element;
  /** Every element under `root` (the whole page by default) that passes `test`. */
  all: (test: (el: Element) => boolean, root?: Element | Document) => Element[];
  /** The first such element, or an error naming the route. */
  one: (test: (el: Element) => boolean, root?: Element | Document, what?: string) => Element;
  /** The element a landmark or region is named by: `aria-label`, or the text of its `aria-labelledby` targets. */
  name: (el: Element) => string;
  /** The one section, aside, nav or article named `name` (exactly), or an error. */
  region: (name: string, root?: Element | Document) => Element;
  /** How many sections, asides, navs or articles are named `name`. */
  regions: (name: string, root?: Element | Document) => Element[];
  /** A `<meta>` tag's content in the head, by its `name` or `property`. */
  meta: (key: string) => string | undefined;
  /** Every node of every JSON-LD graph. */
  jsonLd: () => Record<string, unknown>[];
  /** Every link under `root`: its href and its text. */
  links: (root?: Element | Document) => { href: string; text: string; el: Element }[];
}

/** Text as a reader gets it: whitespace collapsed, ends trimmed. */
export const text = (node: Element | Document) => DomUtils.textContent(node).replace(/\s+/g, ' ').trim();

export const tagIs =
  (...names: string[]) =>
  (el: Element) =>
    names.includes(el.name);

/** The file a route is built to. */
export const builtFile = (route: string, dist = requireBuild()) =>
  path.join(dist, route === '/' ? 'index.html' : `${route.slice(1)}.html`);

const cache = new Map<string, BuiltPage>();

/** The built page of `route` (`/`, `/about`, `/404`), parsed once per test file. */
export function builtPage(route: string): BuiltPage {
  const cached = cache.get(route);
  if (cached) return cached;
  const file = builtFile(route);
  if (!existsSync(file)) throw new Error(`${route}: not built (${file})`);
  const doc = parseDocument(readFileSync(file, 'utf8'));
  const all = (test: (el: Element) => boolean, root: Element | Document = doc) =>
    DomUtils.findAll(test, root.children);
  const one = (test: (el: Element) => boolean, root: Element | Document = doc, what = 'element') => {
    const found = DomUtils.findOne(test, root.children);
    if (!found) throw new Error(`${route}: no ${what}`);
    return found;
  };
  const byId = (id: string) => DomUtils.findOne((el) => el.attribs.id === id, doc.children);
  const name = (el: Element) =>
    el.attribs['aria-label'] ??
    (el.attribs['aria-labelledby'] ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => {
        const target = byId(id);
        return target ? text(target) : '';
      })
      .join(' ')
      .trim();
  const regions = (wanted: string, root: Element | Document = doc) =>
    all(
      (el) =>
        ['section', 'aside', 'nav', 'article'].includes(el.name) ||
        el.attribs.role === 'region' ||
        el.attribs.role === 'group',
      root,
    ).filter((el) => name(el) === wanted);
  const page: BuiltPage = {
    doc,
    main: one(tagIs('main'), doc, '<main>'),
    all,
    one,
    name,
    regions,
    region: (wanted, root = doc) => {
      const found = regions(wanted, root);
      if (found.length !== 1) throw new Error(`${route}: ${found.length} regions named "${wanted}"`);
      return found[0]!;
    },
    meta: (key) =>
      DomUtils.findOne(
        (el) => el.name === 'meta' && (el.attribs.name === key || el.attribs.property === key),
        one(tagIs('head'), doc, '<head>').children,
      )?.attribs.content,
    jsonLd: () =>
      all((el) => el.name === 'script' && el.attribs.type === 'application/ld+json').flatMap((s) => {
        const data = JSON.parse(DomUtils.textContent(s)) as { '@graph'?: Record<string, unknown>[] };
        return data['@graph'] ?? [data as Record<string, unknown>];
      }),
    links: (root = doc) =>
      all((el) => el.name === 'a', root).map((el) => ({ href: el.attribs.href ?? '', text: text(el), el })),
  };
  cache.set(route, page);
  return page;
}

const hiddenFromReaders = (el: Element) => el.attribs['aria-hidden'] === 'true' || 'hidden' in el.attribs;

/** An element's accessible text: aria-label if it has one, else its text without what is hidden from readers. */
export function accessibleText(el: Element): string {
  if (el.attribs['aria-label']) return el.attribs['aria-label'];
  const parts: string[] = [];
  const walk = (nodes: Element['children']) => {
    for (const n of nodes) {
      if (n.type === 'text') parts.push((n as unknown as { data: string }).data);
      else if ('attribs' in n) {
        const child = n as Element;
        if (hiddenFromReaders(child) || child.name === 'script' || child.name === 'style') continue;
        if (child.name === 'img' && child.attribs.alt) parts.push(child.attribs.alt);
        else walk(child.children);
      }
    }
  };
  walk(el.children);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/**
 * Links under `root` named `name` as a screen reader names them: containing it, case-insensitive (Playwright's
 * getByRole default), or equal to it with `exact`; not inside a hidden or aria-hidden part.
 */
export function linksNamed(root: Element | Document, name: string, { exact = false } = {}) {
  const found: { href: string; text: string; el: Element }[] = [];
  const walk = (nodes: Element['children']) => {
    for (const n of nodes) {
      if (!('attribs' in n)) continue;
      const el = n as Element;
      if (hiddenFromReaders(el)) continue;
      if (el.name === 'a' && el.attribs.href !== undefined) {
        const label = accessibleText(el);
        if (exact ? label === name : label.toLowerCase().includes(name.toLowerCase()))
          found.push({ href: el.attribs.href, text: label, el });
      }
      walk(el.children);
    }
  };
  walk(root.children);
  return found;
}
