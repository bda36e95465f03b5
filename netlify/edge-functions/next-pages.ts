// Netlify: every request but the hashed assets' passes here first, so that a page opened from one of the site's
// own pages gets its copy without the CSS the visitor holds (src/lib/seenPages.ts). A fetch of the site's own
// path returns the file with its dist/_headers headers, as Cloudflare Pages' `ASSETS` does; the copies' own paths
// are left out of this function so that fetch reaches them (asked for directly, a copy shows the page it copies,
// whose canonical link names the page's own path).
import { serveNextPages } from '../../src/lib/seenPages.ts';

interface EdgeContext {
  next: () => Promise<Response>;
}

export default (request: Request, context: EdgeContext) =>
  serveNextPages(request, { file: (url) => fetch(url), asIs: () => context.next() });

export const config = { path: '/*', excludedPath: ['/_astro/*', '/illustrations/*', '/_seen/*'] };
