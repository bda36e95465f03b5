import Beasties from 'beasties';
import { pageRewrite } from './builtPages.ts';
import { firstScreenEnd } from './firstScreen.ts';

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

/**
 * The page with its first screen's CSS inline and the stylesheet linked just after the block holding the `<h1>`:
 * the first screen paints without waiting for it, and the browser renders nothing below that link until the
 * stylesheet is in (an in-body stylesheet blocks only what follows it), so nothing shows unstyled. No script and
 * no `onload` attribute, so the Content-Security-Policy needs nothing new.
 */
export async function inlineCriticalCss(html: string, readStylesheet: (href: string) => Promise<string>) {
  const link = headStylesheet.exec(html);
  if (!link) return html;
  const cut = firstScreenEnd(html);
  const critical = await usedCss(html.slice(html.indexOf('<body'), cut), await readStylesheet(link[1]!));
  return (
    html.slice(0, link.index) +
    `<style>${critical}</style>` +
    html.slice(link.index + link[0].length, cut) +
    link[0] +
    html.slice(cut)
  );
}

/** After the build, before precompression: every page's first screen styled inline (see inlineCriticalCss). */
export const criticalCss = () =>
  pageRewrite(
    'hushpane-critical-css',
    inlineCriticalCss,
    (changed) => `${changed} page(s) given their first screen's CSS inline`,
  );
