import path from 'node:path';
import { init, parse } from 'es-module-lexer';
import { islandAttributes as attr } from '../directives/attributes.ts';
import { pageRewrite } from './builtPages.ts';

/** The island's own modules: its component and the framework renderer that hydrates it. */
const entryAttributes = ['component-url', 'renderer-url', 'before-hydration-url'] as const;

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** Whether an island's `client:interaction` options ask for its modules early (`{ preload: true }`). */
export function wantsPreload(tag: string): boolean {
  const opts = attribute(tag, 'opts');
  if (!opts) return false;
  const { value } = JSON.parse(opts.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as {
    value?: { preload?: boolean };
  };
  return value?.preload === true;
}

/**
 * Every module a set of built entry modules loads before it runs: the entries and, recursively, their static
 * imports (site paths such as `/_astro/client.abc.js`). `read` gives a module's source by its path.
 */
export async function moduleGraph(entries: string[], read: (url: string) => Promise<string>) {
  await init;
  // Breadth first and one at a time: the entries, then what they import, in the same order on every build.
  const seen = new Set<string>(entries);
  for (const url of seen) {
    const [imports] = parse(await read(url));
    for (const i of imports) {
      if (i.d === -1 && i.n?.startsWith('.')) seen.add(path.posix.join(path.posix.dirname(url), i.n));
    }
  }
  return [...seen];
}

/** The page with each island that asks for it given the list of its modules (`data-modules`). */
export async function listIslandModules(html: string, read: (url: string) => Promise<string>) {
  let out = html;
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    if (!wantsPreload(tag)) continue;
    const entries = entryAttributes.map((name) => attribute(tag, name)).filter((url): url is string => !!url);
    const modules = await moduleGraph(entries, read);
    out = out.replace(
      tag,
      tag.replace('<astro-island', `<astro-island ${attr.modules}="${modules.join(' ')}"`),
    );
  }
  return out;
}

/**
 * After the build: an island with `client:interaction={{ preload: true }}` lists every module it needs, so its
 * directive can fetch them all at low priority once the page is idle (src/directives/interaction.ts), and the
 * visitor's first touch only runs them.
 */
export const islandModules = () =>
  pageRewrite(
    'hushpane-island-modules',
    listIslandModules,
    (changed) => `${changed} page(s) list their early islands' modules`,
  );
