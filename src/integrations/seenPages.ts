import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { isSeenFile, seenFile } from '../lib/seenPages.ts';
import { htmlFiles } from './builtPages.ts';

/** The built pages that get a next-page copy: all but the 404 page, which no link of the site opens. */
export const hasSeenCopy = (file: string) => file !== '404.html' && !isSeenFile(file);

/**
 * After the pages are tidied and before their first screen's CSS is inlined: a copy of every page under
 * `dist/_seen/`, as Astro built it (the stylesheet linked in the head), for a visitor's next pages
 * (src/lib/seenPages.ts). The later steps (island modules, CSP hashes, precompression) treat the copies as pages.
 */
export async function writeSeenCopies(dir: string): Promise<number> {
  const files = (await htmlFiles(dir)).map((f) => path.relative(dir, f).split(path.sep).join('/'));
  const copies = files.filter(hasSeenCopy);
  for (const file of copies) {
    const target = path.join(dir, seenFile(file));
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(path.join(dir, file), target);
  }
  return copies.length;
}

export const seenPages = (): AstroIntegration => ({
  name: 'hushpane-seen-pages',
  hooks: {
    'astro:build:done': async ({ dir, logger }) => {
      logger.info(`${await writeSeenCopies(fileURLToPath(dir))} page(s) copied for a visitor's next pages`);
    },
  },
});
