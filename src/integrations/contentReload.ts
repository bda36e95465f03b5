import path from 'node:path';
import type { AstroIntegration } from 'astro';
import {
  isRunnableDevEnvironment,
  type DevEnvironment,
  type Plugin,
  type RunnableDevEnvironment,
} from 'vite';
import { helloEvent, staleEvent } from '../content/editor/freshScreens.ts';

/** The business details' file (Business details in the editor), which the site's identity module imports. */
export const businessFile = path.resolve('src/config/business.json');

/**
 * Where the editor writes: the content files, the photos it uploads, and the business details (imported by the
 * editor's own modules through src/config/site.ts: a save there would otherwise reload the whole editor, which then
 * offers to restore the "draft" just saved).
 */
export const editorFolders = (contentRoot: string) => [
  contentRoot,
  path.resolve('src/assets/images'),
  businessFile,
];

/** Whether a file is one the editor writes (a new one included): the browser's modules must not reload for it. */
export const writtenByEditor = (file: string, folders: readonly string[]) =>
  folders.some((folder) => path.resolve(file) === folder || path.resolve(file).startsWith(folder + path.sep));

/**
 * Keeps the editor's page as it is when it writes a file. The editor's own modules read the area files as a glob
 * (src/content/editor/fields.ts), so a new area (or photo) would otherwise make Vite reload the editor's page before
 * Keystatic opens the new entry, showing the form it came from again. The modules are invalidated, not sent, and the
 * page is told: the next screen it opens is a new load (src/content/editor/freshScreens.ts), whose pick-lists know the
 * new area.
 */
export function keepEditorPage(folders: readonly string[]): Plugin {
  /** When the editor's modules last went stale (ms since the epoch). */
  let staleSince = 0;
  return {
    name: 'hushpane-keep-editor-page',
    enforce: 'post',
    configureServer(server) {
      // A page that began loading before then may hold modules from before it, and missed the event if its socket
      // was not open yet (a page loading while a cold dev server sees the new file): it says when it began, and is told.
      server.environments.client.hot.on(helloEvent, (data: { loadedAt?: unknown }, client) => {
        if (typeof data?.loadedAt === 'number' && data.loadedAt < staleSince)
          client.send({ type: 'custom', event: staleEvent, data: {} });
      });
    },
    hotUpdate({ file, modules }) {
      if (this.environment.name !== 'client' || !writtenByEditor(file, folders)) return;
      for (const module of modules) this.environment.moduleGraph.invalidateModule(module);
      if (modules.length) {
        staleSince = Date.now();
        this.environment.hot.send({ type: 'custom', event: staleEvent, data: {} });
      }
      return [];
    },
  };
}

/**
 * After a content file changed: the server's modules run again on the next request, from the code already compiled
 * (a content file changes no module's code; a module that imports one, a JSON file, is Vite's own to update). Only the
 * server's modules read files; the browser's (its pre-bundled dependencies among them) stay. Measured on `npm run
 * edit` with seven pages opened: a `full-reload` sent to the runner (which imports every page it has run at once,
 * each compiled afresh) took 3.8-4.7 s of CPU a save; this takes under 0.1 s, and the next page 0.7-1.0 s. An
 * environment run elsewhere than here (no runner in this process) is sent the reload.
 */
export function rerunServerModules(
  environments: Record<string, DevEnvironment>,
  runsHere: (environment: DevEnvironment) => environment is RunnableDevEnvironment = isRunnableDevEnvironment,
) {
  for (const [name, environment] of Object.entries(environments)) {
    if (name === 'client') continue;
    if (runsHere(environment)) {
      environment.runner.evaluatedModules.clear();
      continue;
    }
    environment.moduleGraph.invalidateAll();
    environment.hot.send({ type: 'full-reload' });
  }
}

/**
 * `npm run dev` and `npm run edit`: a content file saved (by the editor or by hand) shows on the next page load.
 * The pages read content files with node:fs when their modules first run, which Vite does not see as imports, so
 * a change to one clears the server's modules, and the next request runs them again. The browser is not reloaded:
 * the editor's own page stays as it is after a save, a create included (`keepEditorPage`).
 */
export function contentReload(
  contentRoot = path.resolve(process.env.CONTENT_DIR ?? 'src/content'),
): AstroIntegration {
  const folders = editorFolders(contentRoot);
  return {
    name: 'hushpane-content-reload',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command === 'dev') updateConfig({ vite: { plugins: [keepEditorPage(folders)] } });
      },
      'astro:server:setup': ({ server, logger }) => {
        server.watcher.add(contentRoot);
        const reload = (file: string) => {
          if (!file.startsWith(contentRoot + path.sep) || !/\.(ya?ml|json)$/.test(file)) return;
          rerunServerModules(server.environments);
          logger.info(`${path.relative(process.cwd(), file)} changed: pages read it again`);
        };
        for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, reload);
      },
    },
  };
}
