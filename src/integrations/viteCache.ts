import type { AstroIntegration } from 'astro';
import type { editorBuildMode } from '../config/env.ts';

type EditorBuildMode = ReturnType<typeof editorBuildMode>;

/**
 * Where Vite keeps its pre-bundled dependencies for each command. `astro build` runs Vite's dependency optimizer too
 * and rewrites its cache (`node_modules/.vite/deps`, with a new browser hash): a dev server reading the same cache then
 * answers the browser's next module requests with "504 Outdated Optimize Dep", and the editor's page goes blank until
 * the server restarts. So a build keeps its own cache, and the editor's dev server (whose pages pre-bundle Keystatic)
 * its own, apart from `npm run dev`'s: the editor, a build and the launch check can run side by side.
 */
export function viteCacheDir(command: string, editorMode: EditorBuildMode): string | undefined {
  if (command === 'build') return 'node_modules/.vite-build';
  if (command === 'dev' && editorMode === 'local') return 'node_modules/.vite-editor';
  return undefined;
}

/** Gives each command its own Vite cache (`viteCacheDir`). */
export function ownViteCache(editorMode: EditorBuildMode): AstroIntegration {
  return {
    name: 'hushpane-own-vite-cache',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        const cacheDir = viteCacheDir(command, editorMode);
        if (cacheDir) updateConfig({ vite: { cacheDir } });
      },
    },
  };
}
