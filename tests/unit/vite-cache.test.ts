import { describe, expect, it } from 'vitest';
import { ownViteCache, viteCacheDir } from '../../src/integrations/viteCache.ts';

/** The Vite cache folder a command's config ends up with (Vite's default when the integration sets none). */
function cacheFor(command: 'dev' | 'build', editorMode: 'local' | 'github' | undefined): string {
  let cacheDir = 'node_modules/.vite';
  const setup = ownViteCache(editorMode).hooks['astro:config:setup'] as (options: unknown) => void;
  setup({
    command,
    updateConfig: (config: { vite?: { cacheDir?: string } }) =>
      (cacheDir = config.vite?.cacheDir ?? cacheDir),
  });
  return cacheDir;
}

describe('the Vite cache of each command', () => {
  it('keeps a build’s pre-bundled modules apart from the editor’s and the dev server’s', () => {
    const [build, editorBuild, edit, dev] = [
      cacheFor('build', undefined),
      cacheFor('build', 'github'),
      cacheFor('dev', 'local'),
      cacheFor('dev', undefined),
    ];
    // `npm run build` (and build:editor) beside `npm run edit` or `npm run dev` never rewrite the cache they read.
    expect(new Set([build, edit, dev]).size).toBe(3);
    expect(editorBuild).toBe(build);
    expect(dev).toBe('node_modules/.vite');
    expect(viteCacheDir('build', undefined)).toBe(build);
  });
});
