// A visitor's next pages: "nothing a visitor already has is sent again" (docs/performance.md).
//
// A visitor's first page carries its first screen's CSS inline (src/integrations/criticalCss.ts) and loads the
// site's one hashed stylesheet where that screen ends, cached for a year. A page opened from one of this site's own pages (a link,
// a prefetch or prerender of one) is asked for by a browser that already holds that stylesheet, so it gets the
// page as Astro built it: the stylesheet linked in the head, and no inline copy of its rules. The build writes that
// copy of every page under `/_seen/` (src/integrations/seenPages.ts); each host picks it by the request's own
// Fetch Metadata headers, with no cookie and nothing stored on the visitor's device:
// - `npm start`: server/app.ts; Cloudflare Pages: functions/_middleware.ts; Netlify: netlify/edge-functions/.
// A browser without Fetch Metadata, a reload, a bookmark or a link from elsewhere gets the first-visit page.
// Should the stylesheet have left the cache, the page waits for it like any page: it is slower, never unstyled.

import { decodePathname, isNoPath } from './edgePaths.ts';

/** The folder of `dist/` holding every page's next-page copy; never a page of its own. */
export const seenDir = '_seen';

/** The header every page response varies on besides its encoding: the same URL has two bodies. */
export const seenVary = 'Sec-Fetch-Site';

/** Whether a request is a navigation from one of this site's own pages (a link, or a prefetch/prerender of it). */
export function fromOwnPage(header: (name: string) => string | null | undefined): boolean {
  return header('sec-fetch-site') === 'same-origin' && header('sec-fetch-mode') === 'navigate';
}

/** Whether a path can name a page: `/`, or segments without a file extension and no trailing slash. */
export const isPagePath = (pathname: string) => pathname === '/' || /^(\/[^/.]+)+$/.test(pathname);

/** Whether a path is inside the next-page copies, which are never asked for directly. */
export const isSeenPath = (pathname: string) =>
  pathname === `/${seenDir}` || pathname.startsWith(`/${seenDir}/`);

/** The next-page copy's path of a page: `/` → `/_seen/`, `/about` → `/_seen/about`. */
export const seenPath = (pathname: string) => `/${seenDir}${pathname}`;

/** Whether a built file (relative to `dist/`, `/` or the system's separator) is a next-page copy. */
export const isSeenFile = (file: string) => file.startsWith(`${seenDir}/`) || file.startsWith(`${seenDir}\\`);

/** The copy's file under `dist/` of a built page file (`about.html` → `_seen/about.html`). */
export const seenFile = (file: string) => `${seenDir}/${file}`;

/** A page response that says it varies on `seenVary` (other responses are left as they are). */
export function varyingOnSeen(response: Response): Response {
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const out = new Response(response.body, response);
  out.headers.append('Vary', seenVary);
  return out;
}

/** How a host's edge code reaches its static files (Cloudflare Pages Functions, Netlify Edge Functions). */
export interface StaticFiles {
  /** The static file (or the host's 404) at a path of the site, with the host's headers. */
  file: (url: URL) => Promise<Response>;
  /** The response the host gives the request as it came (its redirects, headers and 404 included). */
  asIs: () => Promise<Response>;
}

/** The placeholder path a host answers with its 404 page: nothing is ever published there. */
export const notFoundPath = '/_not-found';

/**
 * A request at a host's edge: a page opened from one of the site's own pages gets its next-page copy when the
 * build wrote one; a next-page copy asked for by its own path is not found; everything else is as the host has it.
 */
export async function serveNextPages(request: Request, files: StaticFiles): Promise<Response> {
  const url = new URL(request.url);
  // Matched as the files are named: `/%5Fseen/about` is `/_seen/about` (src/lib/edgePaths.ts).
  const pathname = decodePathname(url.pathname);
  if (pathname === undefined || isNoPath(pathname) || isSeenPath(pathname))
    return files.file(new URL(notFoundPath, url));
  if (fromOwnPage((name) => request.headers.get(name)) && isPagePath(pathname)) {
    const copy = await files.file(new URL(seenPath(pathname), url));
    if (copy.status === 200) return varyingOnSeen(copy);
    await copy.body?.cancel();
  }
  return varyingOnSeen(await files.asIs());
}
