import { internalLinks, mainText, words } from '../seo/similarity.ts';
import { builtRoutes, visibleText } from '../../src/lib/pageText.ts';

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
  return builtRoutes(dist).map(({ path, html }) => ({
    path,
    text: visibleText(html),
    mainWords: words(mainText(html)),
    links: [...internalLinks(html)],
  }));
}
