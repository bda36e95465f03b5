// The editor's page (`npm run edit`): a notice after every save, naming the file and the pages that now show it. The
// dev server sends them (src/integrations/saveNotice.ts); keystatic.config.ts imports this, so it runs in the editor.

import { launchListPath } from '../../integrations/launchListRoute.ts';

interface Saved {
  file: string;
  pages: string[] | 'every page';
}

/** The notice's words: the file saved and where it shows (a page path is a link; a description is text). */
export function savedNotice({ file, pages }: Saved): {
  title: string;
  parts: { text: string; href?: string }[];
} {
  const parts =
    pages === 'every page'
      ? [{ text: 'It shows on every page.' }]
      : [
          { text: 'Now showing on: ' },
          ...pages.flatMap((p, i) => [
            ...(i ? [{ text: ', ' }] : []),
            p.startsWith('/') && !p.includes('…') ? { text: p, href: p } : { text: p },
          ]),
          { text: '. Reload a page to see it.' },
        ];
  return {
    title: `Saved: ${file}`,
    parts: [...parts, { text: ' ' }, { text: 'Launch list', href: launchListPath }],
  };
}

function show(saved: Saved) {
  let box = document.getElementById('hushpane-saved');
  if (!box) {
    box = document.createElement('div');
    box.id = 'hushpane-saved';
    box.setAttribute('role', 'status');
    box.style.cssText =
      'position:fixed;right:16px;bottom:16px;z-index:2147483647;max-width:30rem;padding:12px 16px;border-radius:8px;background:#14532d;color:#fff;font:14px/1.45 system-ui,sans-serif;box-shadow:0 4px 16px rgba(0,0,0,.3)';
    document.body.append(box);
  }
  const { title, parts } = savedNotice(saved);
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

if (typeof document !== 'undefined' && import.meta.hot) import.meta.hot.on('hushpane:saved', show);
