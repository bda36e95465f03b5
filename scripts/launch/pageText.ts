import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { internalLinks, mainText, words } from '../seo/similarity.ts';
import { seenDir } from '../../src/lib/seenPages.ts';

import { visibleText } from './visibleText.ts';

export { visibleText };

export interface BuiltPage {
  /** The route, e.g. `/areas/chelsea` (home is `/`). */
  path: string;
  text: string;
  /** The words of its `<main>` and the site paths it links to, for the local-page checks. */
  mainWords?: readonly string[];
  links?: readonly string[];
}

/**
 * Every page of a build (`dist/`), as route and visible text; the 404 page, the PDF's folder and the next-page
 * copies aside.
 */
export function builtPages(dist: string): BuiltPage[] {
  const pages: BuiltPage[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      // The next-page copies (src/lib/seenPages.ts) are the same pages again.
      if (entry.isDirectory()) {
        if (file !== path.join(dist, seenDir)) walk(file);
      } else if (entry.name.endsWith('.html') && entry.name !== '404.html') {
        const route =
          `/${path.relative(dist, file).replace(/(index)?\.html$/, '')}`.replace(/\/$/, '') || '/';
        const html = readFileSync(file, 'utf8');
        pages.push({
          path: route,
          text: visibleText(html),
          mainWords: words(mainText(html)),
          links: [...internalLinks(html)],
        });
      }
    }
  };
  walk(dist);
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}
