import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { isSeenFile } from '../../../src/lib/seenPages.ts';

/** The build the unit tests over pages read: npm test builds first; without one they fail and say what to do. */
export function requireBuild(dist = 'dist'): string {
  if (!existsSync(path.join(dist, 'index.html')))
    throw new Error('These tests read the build: run `npm run build` first.');
  return dist;
}

/**
 * Every built page (`.html`, the 404 page too) as its file under `dist/` and its HTML: the pages a first visit
 * gets, and with `copies` also their next-page copies under `dist/_seen/` (src/lib/seenPages.ts).
 */
export function builtHtml(dist = requireBuild(), { copies = false } = {}): { file: string; html: string }[] {
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html') && (copies || !isSeenFile(f)))
    .map((f) => ({ file: f, html: readFileSync(path.join(dist, f), 'utf8') }));
}
