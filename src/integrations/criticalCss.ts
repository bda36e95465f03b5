import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import Beasties from 'beasties';
import { DomUtils, parseDocument } from 'htmlparser2';
import { htmlFiles, rewritePages } from './builtPages.ts';
import { firstScreenEnd } from './firstScreen.ts';
import { isSeenFile } from '../lib/seenPages.ts';
import { keepInline, nextPageFiles } from './scriptFiles.ts';

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
 * The attribute of the `<noscript>` a first visit carries where its first screen ends: it links the stylesheet for a
 * visitor without JavaScript, and names it (its value) for the script that loads it once the first screen is shown.
 */
export const siteCssAttribute = 'data-site-css';

/**
 * The id of that `<noscript>`: the head's `<link rel="expect" blocking="render">` names it, so the browser paints
 * no part of the first screen before the parser has read all of it (a paint between two chunks of the document drew
 * the header's links before the rest of them came and moved them: a layout shift now and then).
 */
export const firstScreenEndId = 'first-screen-end';

/**
 * The containers (of the main content and the footer) whose children the loader may give back a few at a time
 * (loadSiteCss), and the number of elements above which it does and up to which a frame gives back: a frame then
 * styles and lays out at most 120 elements. Ten first visits at 390 px took 17-42 frames from the stylesheet's
 * request to their last block at 50, and 7-22 at 120, with about 30 % less CPU; Lighthouse's TBT showed no change
 * beyond its own spread (7-188 ms on one page). Never text, a form control or a `<details>` (without its own summary
 * it shows one of its own).
 */
const splitBlocks =
  ':is(main,footer) :is(div,section,article,aside,ul,ol,form,astro-island,fieldset,dl,table,tbody),footer';
export const blockSize = 120;

/**
 * Loads the stylesheet once the first screen is on the screen: two animation frames after the browser reports the
 * first contentful paint (it does once that frame is shown), so the file is asked for after the paint, never while
 * it is still being drawn; at once in a hidden tab (it paints nothing), and after 3 s whatever happens. When the
 * stylesheet is in (or failed), the rest of the page comes back a few blocks a frame, from the frame after the
 * stylesheet's (a section, the footer; a large container's children up to blockSize elements a frame), so no frame
 * styles and lays out much of the page at once (a long task: Lighthouse's TBT); then the `<noscript>` goes, and the
 * part the address names (`#id`, left out until then) is scrolled to, unless the visitor has scrolled since the page
 * opened or since a link to it was followed (which could not scroll to it then). In a hidden tab (no frames) it all
 * comes back at once. Its text is the same on every page: one CSP hash.
 */
export const loadSiteCss =
  // p: where the page stood when the address last named a part (0 on opening).
  `{let p=0;addEventListener("hashchange",()=>p=scrollY);` +
  `const d=document,n=d.querySelector("noscript[${siteCssAttribute}]"),l=d.createElement("link"),` +
  'a=requestAnimationFrame,h=()=>l.isConnected||d.head.append(l),f=()=>a(()=>a(()=>setTimeout(h))),v=x=>x.style.display||x.matches("script,template,style,link,noscript"),' +
  // s: each block the rule leaves out (after the <noscript>, and after each block holding it) is left out by its own
  // style instead (v: not one left out already or never shown), the <noscript> goes to the end of the body (its rule
  // then leaves out nothing: a recalculation of those blocks alone) and r gives back one group of blocks a frame (q:
  // the groups, in order); the <noscript> goes last (tests wait for that). A group of one large container (o) comes
  // back without its children (c) when its style (y) shows it and either it starts below the window (u: the page
  // above it is taller than what is scrolled into view) or it stacks its children (block flow, a grid of one column,
  // a column of flex items from its top), so no child shown later moves one on the screen; they go first in the
  // queue, grouped up to the size a frame takes (m: the groups, z: elements in the last).
  's=()=>{const q=[];for(let e=n;e!==d.body;e=e.parentElement)for(let x=e.nextElementSibling;x;x=x.nextElementSibling)' +
  'v(x)||(x.style.display="none",q.push([x]));' +
  'd.body.append(n);const r=()=>{const b=q.shift();if(b){const[x]=b,' +
  `o=!d.hidden&&!b[1]&&x.matches("${splitBlocks}")&&x.querySelectorAll("*")[${blockSize}],` +
  'u=o&&d.documentElement.scrollHeight>scrollY+innerHeight,' +
  'c=o?[...x.children].filter(e=>!v(e)&&(e.style.display="none")):[];let y;' +
  'for(const e of b)e.style.display="";' +
  'if(c[0]&&(y=getComputedStyle(x)).display!="none"&&(u||/^(block|flow-root|list-item|contents)$/.test(y.display)||' +
  'y.display=="grid"&&!/ /.test(y.gridTemplateColumns)||' +
  'y.display=="flex"&&y.flexDirection=="column"&&/^(normal|flex-start|start)$/.test(y.justifyContent))){' +
  'const m=[[]];let z=0;for(const e of c){const k=e.getElementsByTagName("*").length+1;' +
  `m[0][0]&&z+k>${blockSize}&&(m.unshift([]),z=0);m[0].push(e);z+=k}q.unshift(...m.reverse())}` +
  'else for(const e of c)e.style.display="";' +
  'd.hidden?r():a(r);return}n.remove();' +
  'try{const t=d.getElementById(decodeURIComponent(location.hash.slice(1)));' +
  't&&scrollY==p&&t.scrollIntoView()}catch{}};d.hidden?r():a(r)};' +
  `l.rel="stylesheet";l.href=n.getAttribute("${siteCssAttribute}");l.onload=l.onerror=s;` +
  'if(d.hidden)h();else{setTimeout(h,3e3);' +
  'if(PerformanceObserver.supportedEntryTypes.includes("paint"))new PerformanceObserver((e,o)=>{' +
  'if(e.getEntriesByName("first-contentful-paint").length){o.disconnect();f()}}).observe({type:"paint",buffered:!0});' +
  'else f()}}';

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

/** The font preloads of a page's head (BaseLayout): a next page's, not a first visit's. */
const fontPreload = /<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin>/g;

/**
 * The rules a first visit adds to the first screens' CSS, while the visitor's browser runs scripts (without, the
 * stylesheet is linked where the first screen ends and blocks what follows it, as any stylesheet does):
 * - until the stylesheet is in, what follows the first screen is left out (not laid out: nothing unstyled shows or
 *   widens the page, and the first layout is the first screen's alone); the contact buttons' bar, fixed at the
 *   foot of a phone's screen, comes with the rest, as it did after an in-body stylesheet; the page keeps its
 *   scrollbar meanwhile (where it takes room), so the rest arriving never narrows the first screen;
 * - the text is drawn in the fonts' metric-matched fallbacks (the `--font-*` lists of the head's font faces, without
 *   their first family): no font file is asked for before the first paint, and none is swapped in later (no text
 *   moves); the files are fetched for the next page once this one is idle.
 * And, scripts or not, the `<noscript>` itself is no box: where the first screen ends inside a grid (a project's
 * picture, firstScreenAttribute) it would take a cell of its own without them.
 */
export function firstVisitCss(html: string): string {
  const head = html.slice(0, html.indexOf('</head>'));
  const fallbacks = [...head.matchAll(/(--font-[\w-]+):([^;}]+)/g)].map(
    ([, name, families]) => `${name}:${families!.split(',').slice(1).join(',')}`,
  );
  const marker = `noscript[${siteCssAttribute}]`;
  return (
    `${marker}{display:none}@media (scripting:enabled){${marker}~*,:has(${marker})~*{display:none}:root:has(${marker}){overflow-y:scroll}` +
    (fallbacks.length ? `:root{${fallbacks.join(';')}}` : '') +
    '}'
  );
}

/**
 * The page as a first visit gets it: `css` inline in place of its head stylesheet link, and where the first screen
 * ends (just after the block holding the `<h1>`) a `<noscript>` linking the stylesheet and the script that loads it
 * once the first screen has painted (loadSiteCss); its font preloads become prefetches for the next page, in the
 * `<template data-next-page-files>` BaseLayout's script takes up once the page is idle. Nothing the first screen
 * shows waits for a request, and none of it paints before all of it is parsed (firstScreenEndId).
 */
export function inlineCss(html: string, css: string): string {
  const screen = firstScreenOf(html);
  if (!screen) return html;
  const { link, cut } = screen;
  const href = link[1]!;
  const fonts = [...html.matchAll(fontPreload)].map(([, font]) => font!);
  const page =
    html.slice(0, link.index) +
    `<style>${css}</style><link rel="expect" href="#${firstScreenEndId}" blocking="render">` +
    html.slice(link.index + link[0].length, cut) +
    `<noscript id="${firstScreenEndId}" ${siteCssAttribute}="${href}">${link[0]}</noscript><script ${keepInline}>${loadSiteCss}</script>` +
    html.slice(cut);
  const prefetch = fonts.map((font) => `<link rel="prefetch" href="${font}" as="font" crossorigin>`).join('');
  return page
    .replace(fontPreload, '')
    .replace(/<\/body>/, prefetch ? `<template ${nextPageFiles}>${prefetch}</template></body>` : '</body>');
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
 * share (see sharedCriticalCss, firstVisitCss) and its stylesheet loaded once it has painted (inlineCss), but not the next-page copies (src/lib/seenPages.ts), whose visitor holds the
 * stylesheet already.
 */
export const criticalCss = (): AstroIntegration => ({
  name: 'hushpane-critical-css',
  hooks: {
    'astro:build:done': async ({ dir, logger }) => {
      const root = fileURLToPath(dir);
      const read = (url: string) => readFile(path.join(root, url), 'utf8');
      const files = (await htmlFiles(root)).filter((file) => !isSeenFile(path.relative(root, file)));
      const pages = await Promise.all(files.map((f) => readFile(f, 'utf8')));
      const css = (await sharedCriticalCss(pages, read)) + (pages[0] ? firstVisitCss(pages[0]) : '');
      const changed = await rewritePages(root, (html, file) =>
        isSeenFile(file) ? withMetricClones(html) : inlineCss(withMetricClones(html), css),
      );
      logger.info(`${changed} page(s) given the first screens' CSS inline (${css.length} characters)`);
    },
  },
});
