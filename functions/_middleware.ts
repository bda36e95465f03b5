// Cloudflare Pages: every request but the hashed assets' (public/_routes.json) passes here first, so that a page
// opened from one of the site's own pages gets its copy without the CSS the visitor holds (src/lib/seenPages.ts).
// The files keep the headers of dist/_headers: the host applies them to what `ASSETS` and `next` return.
import { serveNextPages } from '../src/lib/seenPages.ts';

interface PagesContext {
  request: Request;
  env: { ASSETS: { fetch: (input: URL | Request | string) => Promise<Response> } };
  next: () => Promise<Response>;
}

export const onRequest = (context: PagesContext) =>
  serveNextPages(context.request, {
    file: (url) => context.env.ASSETS.fetch(url),
    asIs: () => context.next(),
  });
