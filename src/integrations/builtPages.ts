import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Every built page (`.html`) under `dir`, as full paths. */
export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name));
}

/** Rewrites every built page under `dir` through `transform` (given its file, relative to `dir`); returns how many changed. */
export async function rewritePages(
  dir: string,
  transform: (html: string, file: string) => string | Promise<string>,
): Promise<number> {
  let changed = 0;
  for (const file of await htmlFiles(dir)) {
    const html = await readFile(file, 'utf8');
    const next = await transform(html, path.relative(dir, file).split(path.sep).join('/'));
    if (next === html) continue;
    await writeFile(file, next);
    changed++;
  }
  return changed;
}

/** Reads a built file by its site path (`/_astro/x.css`), each file once however many pages ask for it. */
function builtFileReader(dir: string): (url: string) => Promise<string> {
  const files = new Map<string, Promise<string>>();
  return (url) => {
    if (!files.has(url)) files.set(url, readFile(path.join(dir, url), 'utf8'));
    return files.get(url)!;
  };
}

/**
 * An integration that rewrites every built page once the build is done (before precompression, which comes last);
 * `transform` may read the build's other files (stylesheets, scripts) by their site path.
 */
export function pageRewrite(
  name: string,
  transform: (html: string, read: (url: string) => Promise<string>, file: string) => string | Promise<string>,
  report: (changed: number) => string,
): AstroIntegration {
  return {
    name,
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const read = builtFileReader(root);
        logger.info(report(await rewritePages(root, (html, file) => transform(html, read, file))));
      },
    },
  };
}
