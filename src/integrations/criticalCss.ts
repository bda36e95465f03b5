import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import Beasties from 'beasties';
import { DomUtils, parseDocument } from 'htmlparser2';
import { htmlFiles, rewritePages } from './builtPages.ts';
import { firstScreenEnd } from './firstScreen.ts';
import { isSeenFile } from '../lib/seenPages.ts';

/** Astro's one stylesheet link in a page's head (`build.inlineStylesheets: 'never'`). */
const headStylesheet = /<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)">/;

/**
 * Rules beasties cannot see in the HTML but the first screen needs before the stylesheet arrives: the states the
 * island directive sets as soon as it runs (src/directives/interaction.ts).
 */
const scriptStates = [/\[data-scripted\]/];

/**
 * The CSS rules of `stylesheet` that the elements of `body` (a page's `<body …>` and what follows, possibly cut
 * short) use: beasties matches each selector against them; states such as :hover count when their element is there.
 */
export async function usedCss(body: string, stylesheet: string): Promise<string> {
  const href = '/used.css';
  const beasties = new Beasties({
    path: '/',
    pruneSource: false,
    reduceInlineStyles: false,
    mergeStylesheets: false,
    inlineFonts: false,
    preloadFonts: false,
    allowRules: scriptStates,
    compress: true,
    logLevel: 'warn',
  });
  beasties.readFile = () => stylesheet;
  const marker = '<meta name="used-css">';
  const out = await beasties.process(
    `<!doctype html><html><head>${marker}<link rel="stylesheet" href="${href}"></head>${body}</body></html>`,
  );
  return /<style>([\s\S]*?)<\/style>/.exec(out.slice(out.indexOf(marker)))?.[1] ?? '';
}

/** A page cut at the end of its first screen, with its head stylesheet link; none when it links none. */
function firstScreenOf(html: string) {
  const link = headStylesheet.exec(html);
  return link ? { link, cut: firstScreenEnd(html) } : undefined;
}

/**
 * The id of the stylesheet link a first visit carries where its first screen ends: the head's
 * `<link rel="expect" blocking="render">` names it, so the browser paints no part of the first screen before the
 * parser has read all of it (a paint between two chunks of the document drew the header's links before the rest of
 * them came and moved them: a layout shift now and then).
 */
export const firstScreenEndId = 'first-screen-end';

/**
 * Fonts with the metrics of those the fallback faces are matched to (src:local), under the names Linux and ChromeOS
 * give them: the same size-adjust and overrides fit them, so a first visit there draws as it does elsewhere.
 */
const metricClones: Record<string, string[]> = {
  Arial: ['Liberation Sans', 'Arimo'],
  'Times New Roman': ['Liberation Serif', 'Tinos'],
};

/** The local fonts a fallback face names: the font and its metric clones, each in `style` (" Bold" or ""). */
const localSources = (name: string, style: string) =>
  [name, ...(metricClones[name] ?? [])].map((font) => `local("${font}${style}")`).join(',');

/**
 * A page whose fallback font faces (Astro's, each one local font for weights 400-900) draw bold text from the
 * font's bold face: a face declaring a weight draws it as it is, so one regular font for 400-900 drew headings and
 * buttons regular. Each becomes a regular face (400-500) and a bold one (600-900), both also naming the fonts of the
 * same metrics (metricClones).
 */
export function withMetricClones(html: string): string {
  return html.replace(
    /@font-face\{([^}]*?)src:local\("([^"]+)"\);([^}]*?)font-weight:400 900;([^}]*)\}/g,
    (_, before: string, name: string, middle: string, after: string) =>
      [
        ['', '400 500'],
        [' Bold', '600 900'],
      ]
        .map(
          ([style, weight]) =>
            `@font-face{${before}src:${localSources(name, style!)};${middle}font-weight:${weight};${after}}`,
        )
        .join(''),
  );
}

/**
 * The page as a first visit gets it: `css` inline in place of its head stylesheet link, and where the first screen
 * ends (just after the block holding the `<h1>`) the stylesheet linked in the body. The first screen paints from the
 * document and its preloaded fonts alone; the browser shows nothing after the link until the stylesheet is in, and
 * the load event waits for it, so at the load event the whole page, its footer and its contact buttons are there.
 * None of the first screen paints before all of it is parsed (firstScreenEndId).
 */
export function inlineCss(html: string, css: string): string {
  const screen = firstScreenOf(html);
  if (!screen) return html;
  const { link, cut } = screen;
  return (
    html.slice(0, link.index) +
    `<style>${css}</style><link rel="expect" href="#${firstScreenEndId}" blocking="render">` +
    html.slice(link.index + link[0].length, cut) +
    `<link rel="stylesheet" href="${link[1]!}" id="${firstScreenEndId}">` +
    html.slice(cut)
  );
}

/** The page with its own first screen's CSS inline (see inlineCss). */
export async function inlineCriticalCss(html: string, readStylesheet: (href: string) => Promise<string>) {
  const screen = firstScreenOf(html);
  if (!screen) return html;
  const body = html.slice(html.indexOf('<body'), screen.cut);
  return inlineCss(html, await usedCss(body, await readStylesheet(screen.link[1]!)));
}

/**
 * The CSS the first screens of all `pages` use, from the stylesheet they link: one set of rules for every page,
 * so every page carries the same inline `<style>` and the Content-Security-Policy lists one hash for it, not one
 * per page (every response carries that header). Each first screen is closed as a document of its own (its open
 * elements ended) and all of them put in one body, so beasties matches each selector within a page's own tree.
 */
export async function sharedCriticalCss(pages: string[], readStylesheet: (href: string) => Promise<string>) {
  const screens = pages.flatMap((html) => {
    const screen = firstScreenOf(html);
    return screen ? [{ html, ...screen }] : [];
  });
  const hrefs = new Set(screens.map((s) => s.link[1]!));
  if (hrefs.size > 1) throw new Error(`pages link different stylesheets: ${[...hrefs].join(', ')}`);
  const [first] = screens;
  if (!first) return '';
  const bodyTag = /<body\b[^>]*>/.exec(first.html)?.[0] ?? '<body>';
  const fragments = screens.map(({ html, cut }) => {
    const start = html.indexOf('>', html.indexOf('<body')) + 1;
    return DomUtils.getOuterHTML(parseDocument(html.slice(start, cut)).children);
  });
  return usedCss(bodyTag + fragments.join(''), await readStylesheet(first.link[1]!));
}

/**
 * After the build, before precompression: every page's first screen styled inline with the CSS all first screens
 * share (see sharedCriticalCss) and its stylesheet linked where that screen ends (inlineCss), but not the next-page
 * copies (src/lib/seenPages.ts), whose visitor holds the stylesheet already.
 */
export const criticalCss = (): AstroIntegration => ({
  name: 'hushpane-critical-css',
  hooks: {
    'astro:build:done': async ({ dir, logger }) => {
      const root = fileURLToPath(dir);
      const read = (url: string) => readFile(path.join(root, url), 'utf8');
      const files = (await htmlFiles(root)).filter((file) => !isSeenFile(path.relative(root, file)));
      const pages = await Promise.all(files.map((f) => readFile(f, 'utf8')));
      const css = await sharedCriticalCss(pages, read);
      const changed = await rewritePages(root, (html, file) =>
        isSeenFile(file) ? withMetricClones(html) : inlineCss(withMetricClones(html), css),
      );
      logger.info(`${changed} page(s) given the first screens' CSS inline (${css.length} characters)`);
    },
  },
});
