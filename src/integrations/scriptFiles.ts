import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { isSeenFile } from '../lib/seenPages.ts';
import { rewritePages } from './builtPages.ts';

/** The folder of Astro's hashed assets, served as immutable (public/_headers). */
const assetsDir = '_astro';

/** Scripts shorter than this stay inline everywhere: a request and its headers would cost more than they save. */
export const inlineLimit = 1024;

/** The attribute of the template holding the prefetch links of a first visit's script files. */
export const nextPageFiles = 'data-next-page-files';

/** A script file's name from its text: the same text, the same file, on every page. */
export const scriptFileName = (text: string) =>
  `script.${createHash('sha256').update(text, 'utf8').digest('base64url').slice(0, 10)}.js`;

/** An inline script the browser runs (classic or module; not a data block such as JSON-LD or speculation rules). */
const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const runs = (attrs: string) => {
  if (/\ssrc\s*=/i.test(attrs)) return undefined;
  const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase() ?? '';
  return type === '' || type === 'module' ? type : undefined;
};

/**
 * Astro's island runtime and the interaction directive are the same 8 KB of script on every page. A first visit
 * runs them inline, where the parser meets them (nothing waits for a request, and each island's no-script parts
 * switch before they paint), and fetches their files at the lowest priority once it is loaded and idle (the
 * `<template data-next-page-files>` BaseLayout's script takes up, unless the visitor saves data). A next-page copy
 * (src/lib/seenPages.ts) loads the same files, from the cache, at the same place, so they run as they did inline.
 * `files` collects the files to write; `nextPage` says which kind of page `html` is.
 */
export function shareScripts(html: string, files: Map<string, string>, nextPage: boolean): string {
  const later: string[] = [];
  const out = html.replace(inlineScript, (whole, attrs: string, text: string) => {
    const type = runs(attrs);
    if (type === undefined || text.length < inlineLimit) return whole;
    const name = scriptFileName(text);
    files.set(name, text);
    const src = `/${assetsDir}/${name}`;
    if (!nextPage) {
      later.push(src);
      return whole;
    }
    return type === 'module'
      ? `<script type="module" src="${src}"></script>`
      : `<script src="${src}"></script>`;
  });
  if (!later.length) return out;
  const prefetch = later.map((src) => `<link rel="prefetch" href="${src}" as="script">`).join('');
  return out.replace(/<\/body>/, `<template ${nextPageFiles}>${prefetch}</template></body>`);
}

/** After the page rewrites, before the CSP is hashed: the pages' long scripts shared as cached files. */
export const scriptFiles = (): AstroIntegration => ({
  name: 'hushpane-script-files',
  hooks: {
    'astro:build:done': async ({ dir, logger }) => {
      const root = fileURLToPath(dir);
      const files = new Map<string, string>();
      const changed = await rewritePages(root, (html, file) => shareScripts(html, files, isSeenFile(file)));
      for (const [name, text] of files) await writeFile(path.join(root, assetsDir, name), text);
      logger.info(`${changed} page(s) share their ${files.size} long script(s) as cached files`);
    },
  },
});
