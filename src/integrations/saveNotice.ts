import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { AstroIntegration } from 'astro';
import { parse } from 'yaml';
import { familyPath } from '../paths.ts';
import type { AreaSlug } from '../content/areas/schema.ts';
import { pageTexts } from '../lib/pageText.ts';
import { pagesChanged, type PageText } from './changedPages.ts';

/** What the notice says of where a save shows: the pages, every page, or that no build names them yet. */
export type SavedPages = string[] | 'every page' | 'not built';

/**
 * The pages of a new collection entry, from the entry itself (no build has them yet): a new area's installer page,
 * and its /areas page when it has one.
 */
export function newEntryPages(file: string, data: unknown): string[] {
  const area = /^areas\/([\w-]+)\.yaml$/.exec(file)?.[1] as AreaSlug | undefined;
  if (!area) return [];
  const areaPage = (data as { areaPage?: { discriminant?: boolean } } | undefined)?.areaPage?.discriminant;
  return [familyPath('installer', area), ...(areaPage ? [familyPath('area', area)] : [])];
}

/** A content file's data (YAML or JSON), or undefined when there is none (a new file) or it does not parse. */
function dataOf(text: string | undefined, file: string): unknown {
  if (text === undefined) return undefined;
  try {
    return file.endsWith('.json') ? JSON.parse(text) : parse(text);
  } catch {
    return undefined;
  }
}

/** What a save changed, and where: the pages of the last build (`dist/`) that showed what it changed. */
export function savedPages(
  file: string,
  before: string | undefined,
  after: string,
  pages: readonly PageText[] | undefined,
): SavedPages {
  const [old, saved] = [dataOf(before, file), dataOf(after, file)];
  if (old === undefined) return newEntryPages(file, saved).length ? newEntryPages(file, saved) : 'not built';
  if (!pages?.length) return 'not built';
  return pagesChanged(old, saved, pages);
}

/** The entry's own name, for the notice: an area's name, a source's title (a collection entry's first field). */
export function entryName(text: string, file: string): string | undefined {
  const data = dataOf(text, file) as { name?: unknown; title?: unknown } | undefined;
  const name = data?.name ?? data?.title;
  return typeof name === 'string' ? name : undefined;
}

/**
 * `npm run edit`: after every save, the editor's page says so and names the pages that now show the change. The dev
 * server watches the files the editor writes and tells the page over Vite's own channel (the editor's page listens:
 * src/content/editor/saveNotice.ts).
 */
export function saveNotice(
  contentRoot = path.resolve(process.env.CONTENT_DIR ?? 'src/content'),
  configRoot = path.resolve('src/config'),
  dist = path.resolve('dist'),
): AstroIntegration {
  const businessFile = path.join(configRoot, 'business.json');
  const isContent = (file: string) =>
    /\.(ya?ml|json)$/.test(file) && (file.startsWith(contentRoot + path.sep) || file === businessFile);
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)],
    );
  // Each file as it was before the save, to see what the save changed.
  const texts = new Map<string, string>();
  for (const file of [...files(contentRoot), businessFile].filter(isContent))
    texts.set(file, readFileSync(file, 'utf8'));
  // The built pages, read again when a build has run since.
  let built: { at: number; pages: PageText[] } | undefined;
  const pages = () => {
    const index = path.join(dist, 'index.html');
    if (!existsSync(index)) return undefined;
    const at = statSync(index).mtimeMs;
    if (built?.at !== at) built = { at, pages: pageTexts(dist) };
    return built.pages;
  };
  return {
    name: 'hushpane-save-notice',
    hooks: {
      'astro:server:setup': ({ server }) => {
        // A new entry's file may be seen as it is being written: an empty or part-written file first, its whole
        // text a moment later as a change. Both are its creation (seen so on a busy machine: "Saved" after "Created").
        const born = new Map<string, number>();
        const newFor = 5_000;
        const saved = (file: string) => {
          if (!isContent(file)) return;
          const after = readFileSync(file, 'utf8');
          const before = texts.get(file);
          if (before === after) return;
          texts.set(file, after);
          if (before === undefined) born.set(file, Date.now());
          const created = Date.now() - (born.get(file) ?? -Infinity) < newFor;
          if (!after.trim()) return;
          const name =
            file === businessFile
              ? 'business.json'
              : path.relative(contentRoot, file).split(path.sep).join('/');
          server.environments.client.hot.send({
            type: 'custom',
            event: 'hushpane:saved',
            data: {
              file: path.relative(process.cwd(), file).split(path.sep).join('/'),
              entry: entryName(after, file),
              created,
              pages: savedPages(name, created ? undefined : before, after, pages()),
            },
          });
        };
        server.watcher.add(businessFile);
        for (const event of ['add', 'change'] as const) server.watcher.on(event, saved);
      },
    },
  };
}
