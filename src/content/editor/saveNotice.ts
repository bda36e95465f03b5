// The editor's page (`npm run edit`): a notice after every save, a Create included, naming the editor screen saved and
// the pages that now show it. The dev server sends them (src/integrations/saveNotice.ts); keystatic.config.ts imports
// this, so it runs in the editor.

import { launchListPath } from '../../integrations/launchListRoute.ts';

export interface Saved {
  /** The file saved, from the project's folder: `src/content/plans.yaml`, `src/config/business.json`. */
  file: string;
  /** A collection entry's name (an area's), where the file has one. */
  entry?: string;
  /** A new entry (Create). */
  created?: boolean;
  /** The pages that showed what the save changed (the last build's), every page, or none named without a build. */
  pages: string[] | 'every page' | 'not built';
}

/** The editor's screens as keystatic.config.ts declares them: where each keeps its file, and its name. */
export interface Screens {
  singletons?: Record<string, { label: string; path: string; format?: { data?: string } }>;
  collections?: Record<string, { label: string; path: string }>;
}

/** The screen a file is edited on, by its name in the editor's menu ("Business details", "Areas → Clapham"). */
export function screenName(file: string, entry: string | undefined, screens: Screens): string {
  const stem = file.replace(/\.(ya?ml|json)$/, '');
  const single = Object.values(screens.singletons ?? {}).find((s) => s.path === stem);
  if (single) return single.label;
  const collection = Object.values(screens.collections ?? {}).find(
    (c) => c.path.replace(/\*$/, '') === stem.replace(/[^/]+$/, ''),
  );
  const name = entry ?? stem.split('/').at(-1)!;
  return collection ? `${collection.label} → ${name}` : name;
}

/** The notice's words: the screen saved and where it shows (a page path is a link). */
export function savedNotice(
  { file, entry, created, pages }: Saved,
  screens: Screens,
): { title: string; parts: { text: string; href?: string }[] } {
  const parts =
    pages === 'every page'
      ? [{ text: 'It shows on every page. Reload a page to see it.' }]
      : pages === 'not built'
        ? [
            {
              text: 'Reload a page to see it. (Build the site once to have the pages that show it named here.)',
            },
          ]
        : [
            { text: `Now showing on ${pages.length === 1 ? '1 page' : `${pages.length} pages`}: ` },
            ...pages.flatMap((p, i) => [...(i ? [{ text: ', ' }] : []), { text: p, href: p }]),
            { text: '. Reload a page to see it.' },
          ];
  return {
    title: `${created ? 'Created' : 'Saved'}: ${screenName(file, entry, screens)}`,
    parts: [...parts, { text: ' ' }, { text: 'Launch list', href: launchListPath }],
  };
}

/** Where the last notice is kept for a moment: a Create opens the new entry as a new page load, which shows it again. */
const kept = 'hushpane-saved';
/** How long a kept notice is shown again after the page it was for was left (ms). */
const keptFor = 60_000;

async function show(saved: Saved) {
  const { default: config } = (await import('../../../keystatic.config.ts')) as unknown as {
    default: Screens;
  };
  let box = document.getElementById('hushpane-saved');
  if (!box) {
    box = document.createElement('div');
    box.id = 'hushpane-saved';
    box.setAttribute('role', 'status');
    box.style.cssText =
      'position:fixed;right:16px;bottom:16px;z-index:2147483647;max-width:30rem;padding:12px 16px;border-radius:8px;background:#14532d;color:#fff;font:14px/1.45 system-ui,sans-serif;box-shadow:0 4px 16px rgba(0,0,0,.3)';
    document.body.append(box);
  }
  const { title, parts } = savedNotice(saved, config);
  const heading = document.createElement('strong');
  heading.textContent = title;
  const line = document.createElement('div');
  for (const part of parts) {
    if (!part.href) line.append(part.text);
    else {
      const link = document.createElement('a');
      link.href = part.href;
      link.target = '_blank';
      link.textContent = part.text;
      link.style.color = '#fff';
      line.append(link);
    }
  }
  box.replaceChildren(heading, line);
}

if (typeof document !== 'undefined' && import.meta.hot) {
  import.meta.hot.on('hushpane:saved', (saved: Saved) => {
    sessionStorage.setItem(kept, JSON.stringify({ saved, at: Date.now() }));
    void show(saved);
  });
  const last = JSON.parse(sessionStorage.getItem(kept) ?? 'null') as { saved: Saved; at: number } | null;
  if (last && Date.now() - last.at < keptFor) void show(last.saved);
}
