import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { rewritePages } from './builtPages.ts';

/** The folder of Astro's hashed assets, served as immutable (public/_headers). */
const assetsDir = '_astro';

/** Scripts shorter than this stay inline: a request and its headers would cost more than the bytes they save. */
export const inlineLimit = 1024;

/** A script file's name from its text: the same text, the same file, on every page. */
export const scriptFileName = (text: string) =>
  `script.${createHash('sha256').update(text, 'utf8').digest('base64url').slice(0, 10)}.js`;

/**
 * The page with each inline script the browser runs (classic or module; not data blocks such as JSON-LD or
 * speculation rules) of at least `inlineLimit` characters moved to a hashed file: Astro's island runtime and the interaction directive are the same
 * 8 KB on every page, so a visitor's next pages take them from the cache instead of receiving them again. A
 * classic script becomes `defer` (it ran as the parser met it; now just after parsing, in the same order as the
 * module scripts, which nothing in it depends on running earlier). `files` collects the files to write.
 */
export function moveInlineScripts(html: string, files: Map<string, string>): string {
  return html.replace(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi, (whole, attrs: string, text: string) => {
    if (/\ssrc\s*=/i.test(attrs) || text.length < inlineLimit) return whole;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase() ?? '';
    if (type !== '' && type !== 'module') return whole;
    const name = scriptFileName(text);
    files.set(name, text);
    const src = `/${assetsDir}/${name}`;
    return type === 'module'
      ? `<script type="module" src="${src}"></script>`
      : `<script defer src="${src}"></script>`;
  });
}

/** After the page rewrites, before the CSP is hashed: every page's inline scripts as cached files. */
export const scriptFiles = (): AstroIntegration => ({
  name: 'hushpane-script-files',
  hooks: {
    'astro:build:done': async ({ dir, logger }) => {
      const root = fileURLToPath(dir);
      const files = new Map<string, string>();
      const changed = await rewritePages(root, (html) => moveInlineScripts(html, files));
      for (const [name, text] of files) await writeFile(path.join(root, assetsDir, name), text);
      logger.info(`${changed} page(s) take their ${files.size} script(s) from cached files`);
    },
  },
});
