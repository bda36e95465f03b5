import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RunnableDevEnvironment } from 'vite';
import {
  contentReload,
  editorFolders,
  keepEditorPage,
  rerunServerModules,
  writtenByEditor,
} from '../../src/integrations/contentReload.ts';
import {
  helloEvent,
  loadNextScreenAfresh,
  otherScreen,
  staleEvent,
} from '../../src/content/editor/freshScreens.ts';

const content = path.resolve('src/content');
const folders = editorFolders(content);
type Module = { id: string };
type HotUpdate = (
  this: {
    environment: {
      name: string;
      moduleGraph: { invalidateModule: (m: Module) => void };
      hot: { send: (payload: { type: string; event: string }) => void };
    };
  },
  options: { file: string; modules: Module[] },
) => unknown;
const hotUpdate = keepEditorPage(folders).hotUpdate as unknown as HotUpdate;
let invalidated: string[] = [];
let sent: string[] = [];
// The editor's fields module reads the area files as a glob: Vite lists it among the modules a new area updates.
const fieldsModule = [{ id: 'src/content/editor/fields.ts' }];
const update = (environment: string, file: string, modules: Module[] = fieldsModule) => {
  invalidated = [];
  sent = [];
  const moduleGraph = { invalidateModule: (m: Module) => void invalidated.push(m.id) };
  const hot = { send: (payload: { type: string; event: string }) => void sent.push(payload.event) };
  return hotUpdate.call(
    { environment: { name: environment, moduleGraph, hot } },
    { file: path.resolve(file), modules },
  );
};

describe('the dev server when the editor writes a file', () => {
  it('knows the files the editor writes: content files and uploaded photos, a new one included', () => {
    expect(writtenByEditor('src/content/areas/clapham.yaml', folders)).toBe(true);
    expect(writtenByEditor('src/content/reviews.yaml', folders)).toBe(true);
    expect(writtenByEditor('src/assets/images/projects/railway-bedroom.jpg', folders)).toBe(true);
    expect(writtenByEditor('src/components/areas/AreaPage.tsx', folders)).toBe(false);
    expect(writtenByEditor('src/content-other/x.yaml', folders)).toBe(false);
    // Business details: the editor's own modules import it (through src/config/site.ts).
    expect(writtenByEditor('src/config/business.json', folders)).toBe(true);
    expect(writtenByEditor('src/config/site.ts', folders)).toBe(false);
  });

  it('keeps the editor page after a Business details save: no full reload, the next screen loaded afresh', () => {
    const siteModules = [{ id: 'src/config/business.json' }];
    expect(update('client', 'src/config/business.json', siteModules)).toEqual([]);
    expect(invalidated).toEqual(['src/config/business.json']);
    expect(sent).toEqual([staleEvent]);
  });

  it('sends the browser no update for them (the editor page stays, and opens the entry it created)', () => {
    expect(update('client', 'src/content/areas/clapham.yaml')).toEqual([]);
    // Read again on the editor's next load, so its pick-lists know the new area; the page is told to load its next
    // screen afresh.
    expect(invalidated).toEqual(['src/content/editor/fields.ts']);
    expect(sent).toEqual([staleEvent]);
    // A photo no module of the page reads: nothing to load again.
    expect(update('client', 'src/assets/images/projects/new.jpg', [])).toEqual([]);
    expect(sent).toEqual([]);
    // The server's modules still follow, and a code change still reaches the browser.
    expect(update('ssr', 'src/content/areas/clapham.yaml')).toBeUndefined();
    expect(update('client', 'src/components/areas/AreaPage.tsx')).toBeUndefined();
  });
});

describe('an editor page that connects while or after the editor writes a file', () => {
  it('is told it is stale if it began loading before the file was seen, and only then', () => {
    const plugin = keepEditorPage(folders);
    type Hello = (data: { loadedAt?: unknown }, client: { send: (p: { event: string }) => void }) => void;
    let hello: Hello | undefined;
    const server = {
      environments: {
        client: {
          hot: { on: (event: string, listener: Hello) => void (event === helloEvent && (hello = listener)) },
        },
      },
    };
    (plugin.configureServer as unknown as (s: typeof server) => void)(server);
    const told = (loadedAt: unknown) => {
      const events: string[] = [];
      hello!({ loadedAt }, { send: (p) => void events.push(p.event) });
      return events;
    };
    // Nothing written yet: no page is stale.
    expect(told(Date.now() - 60_000)).toEqual([]);
    const before = Date.now() - 1;
    const moduleGraph = { invalidateModule: () => undefined };
    (plugin.hotUpdate as unknown as HotUpdate).call(
      { environment: { name: 'client', moduleGraph, hot: { send: () => undefined } } },
      { file: path.resolve('src/content/areas/clapham.yaml'), modules: fieldsModule },
    );
    // A page that began loading before then (its socket opened after the event went out) is told now.
    expect(told(before)).toEqual([staleEvent]);
    // One that began loading after holds the new modules; a page that says nothing usable is left alone.
    expect(told(Date.now() + 1)).toEqual([]);
    expect(told('soon')).toEqual([]);
  });
});

describe('the editor’s page after the editor wrote a file its modules read', () => {
  /** A page at `href` whose router moves with `history` (Keystatic's router calls pushState and replaceState). */
  function page(href: string) {
    const moves: string[] = [];
    const location = {
      href,
      assign: (url: URL) => void moves.push(`load ${url.href}`),
      replace: (url: URL) => void moves.push(`load in place ${url.href}`),
    } as unknown as Location;
    const history = {
      pushState: (_d: unknown, _u: string, url?: string | URL | null) =>
        void moves.push(`push ${String(url)}`),
      replaceState: (_d: unknown, _u: string, url?: string | URL | null) =>
        void moves.push(`replace ${String(url)}`),
    } as unknown as History;
    return { location, history, moves };
  }

  it('opens the next screen as a new page load, so its pick-lists know a new area; a move within one stays', () => {
    const at = 'http://127.0.0.1:4321/keystatic/collection/areas/item/clapham';
    const { location, history, moves } = page(at);
    history.pushState(null, '', '/keystatic/singleton/reviews');
    expect(moves).toEqual(['push /keystatic/singleton/reviews']);
    loadNextScreenAfresh(history, location);
    history.pushState(null, '', '/keystatic/singleton/reviews');
    history.replaceState(null, '', 'http://127.0.0.1:4321/keystatic/singleton/gallery');
    history.pushState(null, '', `${at}?tab=2`);
    expect(moves.slice(1)).toEqual([
      'load http://127.0.0.1:4321/keystatic/singleton/reviews',
      'load in place http://127.0.0.1:4321/keystatic/singleton/gallery',
      `push ${at}?tab=2`,
    ]);
    expect(otherScreen(at, '#top')).toBe(false);
    expect(otherScreen(at, '/keystatic')).toBe(true);
  });
});

describe('the dev server when a content file is saved', () => {
  /** The server's environments, each recording what is done to it; `ssr` runs its modules in this process. */
  function environments() {
    const done: string[] = [];
    const environment = (name: string) => ({
      moduleGraph: { invalidateAll: () => void done.push(`${name}: every module compiled again`) },
      hot: { send: (p: { type: string }) => void done.push(`${name}: ${p.type} sent`) },
      runner: { evaluatedModules: { clear: () => void done.push(`${name}: modules run again when asked`) } },
    });
    const all = { client: environment('client'), ssr: environment('ssr'), worker: environment('worker') };
    return { all: all as unknown as Parameters<typeof rerunServerModules>[0], ssr: all.ssr, done };
  }

  it('runs the server’s modules again on the next request, from their compiled code, and imports nothing at once', () => {
    const { all, ssr, done } = environments();
    rerunServerModules(
      all,
      (environment): environment is RunnableDevEnvironment => environment === (ssr as unknown),
    );
    // Not compiled again, no page imported now; an environment without a runner here (a Worker's) is reloaded
    // whole; the browser's is left.
    expect(done).toEqual([
      'ssr: modules run again when asked',
      'worker: every module compiled again',
      'worker: full-reload sent',
    ]);
  });

  it('does so for a content file saved, and for nothing else', () => {
    const { all, done } = environments();
    const changed: ((file: string) => void)[] = [];
    const server = {
      environments: all,
      watcher: {
        add: () => undefined,
        on: (_: string, listener: (file: string) => void) => changed.push(listener),
      },
    };
    const setup = contentReload(content).hooks['astro:server:setup'] as unknown as (options: {
      server: typeof server;
      logger: { info: () => void };
    }) => void;
    setup({ server, logger: { info: () => undefined } });
    const save = (file: string) => changed.forEach((listener) => listener(path.resolve(file)));
    save('src/components/areas/AreaPage.tsx');
    save('src/content/areas/notes.md');
    expect(done).toEqual([]);
    save('src/content/plans.yaml');
    expect(done).toContain('worker: full-reload sent');
  });
});
