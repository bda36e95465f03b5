import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Every built page (`.html`) under `dir`, as full paths. */
export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name));
}

/** Rewrites every built page under `dir` through `transform`; returns how many changed. */
export async function rewritePages(
  dir: string,
  transform: (html: string) => string | Promise<string>,
): Promise<number> {
  let changed = 0;
  for (const file of await htmlFiles(dir)) {
    const html = await readFile(file, 'utf8');
    const next = await transform(html);
    if (next === html) continue;
    await writeFile(file, next);
    changed++;
  }
  return changed;
}
