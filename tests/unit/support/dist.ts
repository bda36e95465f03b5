import { existsSync } from 'node:fs';
import path from 'node:path';

/** The built site's folder, for tests that read the build: they fail, never skip, when there is none. */
export function builtSite(dist = 'dist'): string {
  if (!existsSync(path.join(dist, 'index.html')))
    throw new Error(`These tests read the built site in ${dist}/: run \`npm run build\` first.`);
  return dist;
}
