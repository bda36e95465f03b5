import path from 'node:path';
import type { AstroIntegration } from 'astro';

/**
 * `npm run dev` and `npm run edit`: a content file saved (by the editor or by hand) shows on the next page load.
 * The pages read content files with node:fs when their modules first run, which Vite does not see as imports, so
 * a change to one clears the server's modules, and the next request runs them again. The browser is not reloaded:
 * the editor's own page stays as it is after a save.
 */
export function contentReload(
  contentRoot = path.resolve(process.env.CONTENT_DIR ?? 'src/content'),
): AstroIntegration {
  return {
    name: 'hushpane-content-reload',
    hooks: {
      'astro:server:setup': ({ server, logger }) => {
        server.watcher.add(contentRoot);
        const reload = (file: string) => {
          if (!file.startsWith(contentRoot + path.sep) || !/\.(ya?ml|json)$/.test(file)) return;
          // Only the server's modules read files; the browser's (its pre-bundled dependencies among them) stay.
          for (const [name, environment] of Object.entries(server.environments)) {
            if (name === 'client') continue;
            environment.moduleGraph.invalidateAll();
            environment.hot.send({ type: 'full-reload' });
          }
          logger.info(`${path.relative(process.cwd(), file)} changed: pages read it again`);
        };
        for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, reload);
      },
    },
  };
}
