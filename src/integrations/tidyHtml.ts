import { pageRewrite } from './builtPages.ts';

/**
 * The style Astro writes into the body before a page's first island. A `<style>` in the body is not valid HTML
 * (the W3C checker reports it); src/styles/global.css holds the same rule, so the built pages drop it.
 */
export const islandStyle = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

/** The built page without what would make it invalid HTML. */
export const tidyHtml = (html: string) => html.replace(islandStyle, '');

/** After the build, before precompression: every built page tidied. */
export const tidiedHtml = () =>
  pageRewrite(
    'hushpane-tidy-html',
    tidyHtml,
    (changed) => `${changed} page(s) tidied (the body's island <style> moved to global.css)`,
  );
