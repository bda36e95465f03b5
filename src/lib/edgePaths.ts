// The paths a host's edge code answers 404 itself (functions/_middleware.ts, netlify/edge-functions/), as `npm start`
// does (server/requestPath.ts, server/app.ts): the host's runtime would otherwise hand them to its asset server,
// which answers some with an error page naming the local folder (`wrangler pages dev`: 502).

/**
 * A URL path decoded once, as the site's files are named; undefined when it cannot name one (bad percent-encoding,
 * NUL, backslash or control characters: no file of a built site has them in its name, and `\` would turn a redirect
 * into another host, `/\evil`).
 */
export function decodePathname(encoded: string): string | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  return /[\u0000-\u001f\u007f\\]/.test(pathname) ? undefined : pathname;
}

/**
 * Whether a decoded path is one no visitor may have: the host's own files (also with a trailing slash or another
 * spelling that decodes to them), or a file's name with a trailing slash (`/sitemap.xml/`).
 */
export const isNoPath = (pathname: string) =>
  /^\/(_headers|_redirects|_routes\.json)\/*$/.test(pathname) || /\/[^/]*\.[^/]*\/+$/.test(pathname);
