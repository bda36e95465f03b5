import http from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import { Transform } from 'node:stream';
import path from 'node:path';
import Negotiator from 'negotiator';
import sirv from 'sirv';
import { handleInbox } from './inbox.ts';
import { nodeFiles } from './leadStore.ts';
import { leadPageFrom } from './leadPage.ts';
import { parseHeadersFile, headersFor } from './headers.ts';
import { canonicalRedirect, encodePath, readRequestPath } from './requestPath.ts';
import { oneLine } from './terminal.ts';
import { fromOwnPage, isPagePath, isSeenPath, seenPath, seenVary } from '../src/lib/seenPages.ts';

export { canonicalRedirect } from './requestPath.ts';

export interface SiteServerOptions {
  /** The built site (Astro's `dist/`). */
  root: string;
}

/**
 * Files a static host keeps to itself: its config, the 404 page under its own name, precompressed siblings (the
 * next-page copies are hidden before any redirect: see `respond`).
 */
const isHidden = (pathname: string) =>
  /^\/(_headers|_redirects|_routes\.json|404)(\.html)?$/.test(pathname) ||
  /\.(br|gz)$/.test(pathname) ||
  /\/\./.test(pathname);

/** The precompressed siblings a client takes (`br;q=0` refuses brotli), as sirv reads them: a plain list. */
const acceptedEncodings = (req: http.IncomingMessage) => new Negotiator(req).encodings(['br', 'gzip']);

/**
 * What Cloudflare Pages and Netlify send with a file `_headers` gives no Cache-Control (the pages): keep it, but ask
 * again (ETag) before each use. The hashed files keep their own (`/_astro/*` in `_headers`).
 */
const hostCacheControl = 'public, max-age=0, must-revalidate';

/** Methods a static file answers; anything else is 405 with this list. */
const fileMethods = 'GET, HEAD';

/**
 * A Range header sirv can serve (one range, start ≤ end), or undefined to ignore it, as RFC 9110 allows. An end
 * beyond any file (past 2^53, which Node's file streams refuse) means "to the end": a last position past the
 * representation is read as its last byte (RFC 9110, section 14.1.2).
 */
const servableRange = (range: string): string | undefined => {
  const match = /^bytes=(\d+)-(\d*)$/.exec(range);
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (last === '') return range;
  if (Number(first) > Number(last)) return undefined;
  return Number.isSafeInteger(Number(last)) ? range : `bytes=${first}-`;
};

/**
 * sirv reads a last position of 0 as "no end", so `bytes=0-0` would send the whole file: its answer is cut to the
 * first byte here (status 206, `Content-Range: bytes 0-0/N`, `Content-Length: 1`).
 */
function firstByteOnly(res: http.ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (status: number, headers?: http.OutgoingHttpHeaders) => void;
  res.writeHead = ((status: number, headers: http.OutgoingHttpHeaders = {}) => {
    const range = String(headers['Content-Range'] ?? '');
    writeHead(
      status,
      status === 206
        ? { ...headers, 'Content-Range': range.replace(/^bytes \d+-\d+/, 'bytes 0-0'), 'Content-Length': 1 }
        : headers,
    );
    return res;
  }) as typeof res.writeHead;
  res.once('pipe', (source: NodeJS.ReadableStream) => {
    source.unpipe(res);
    let sent = false;
    const first = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        done(null, sent ? undefined : ((sent = true), chunk.subarray(0, 1)));
      },
    });
    source.pipe(first).pipe(res);
  });
}

/** The production-like static server behind `npm start`: static files, `_headers`, 404 page, local inbox. */
export function createSiteServer({ root }: SiteServerOptions): http.Server {
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No built site in ${root}: run \`npm run build\` first.`);
  }
  const headerRules = existsSync(path.join(root, '_headers'))
    ? parseHeadersFile(readFileSync(path.join(root, '_headers'), 'utf8'))
    : [];
  const notFoundPage = readFileSync(path.join(root, '404.html'));
  // The inbox's own pages are the site's 404 page with the answer as its content.
  const leadPage = leadPageFrom(notFoundPage.toString('utf8'));
  const notFoundBrotli = existsSync(path.join(root, '404.html.br'))
    ? readFileSync(path.join(root, '404.html.br'))
    : undefined;
  // Precompressed at build (src/integrations/precompress.ts): nothing is compressed per request. `dev`: each request
  // looks for its file on disk, not in a list made at start-up, so a rebuild under a running server serves its own
  // files and a removed one answers 404 (dotfiles are hidden by `isHidden`; caching is this server's, below).
  const serveStatic = sirv(root, {
    dev: true,
    extensions: ['html'],
    etag: true,
    dotfiles: false,
    brotli: true,
    gzip: true,
    // A page's URL has two bodies (the first visit's and the next pages'): caches must keep them apart.
    setHeaders: (res, pathname) => {
      if (isPagePath(pathname) || isSeenPath(pathname)) res.setHeader('Vary', `Accept-Encoding, ${seenVary}`);
    },
  });
  /** The next-page copy of a page path, when the build wrote one. */
  const seenCopy = (pathname: string) => {
    if (!isPagePath(pathname)) return undefined;
    const file = path.join(root, seenPath(pathname === '/' ? '/index' : pathname) + '.html');
    return existsSync(file) ? seenPath(pathname) : undefined;
  };

  const plain = (res: http.ServerResponse, status: number, text: string) => {
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(text);
  };

  const notFound = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const brotli = notFoundBrotli && acceptedEncodings(req).includes('br');
    res.writeHead(404, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
      ...(brotli ? { 'Content-Encoding': 'br' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : brotli ? notFoundBrotli : notFoundPage);
  };

  const respond = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const target = readRequestPath(req.url);
    // A target that is no path of this site still gets the site-wide headers (those of `/*`) with its 404.
    for (const [name, value] of headersFor(headerRules, target?.pathname ?? '/')) res.setHeader(name, value);
    if (!target) return notFound(req, res);
    if (await handleInbox(req, res, target.pathname, nodeFiles, leadPage)) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', fileMethods);
      return plain(res, 405, `Method Not Allowed: pages answer ${fileMethods}`);
    }
    // The next-page copies have no path of their own, not even one to redirect to.
    if (isSeenPath(target.pathname)) return notFound(req, res);
    const redirect = canonicalRedirect(target.pathname);
    if (redirect) {
      res.writeHead(301, { Location: encodePath(redirect) + target.search }).end();
      return;
    }
    if (isHidden(target.pathname)) return notFound(req, res);
    if (req.headers.range) {
      const range = servableRange(req.headers.range);
      if (range) req.headers.range = range;
      else delete req.headers.range;
      if (range && /^bytes=\d+-0+$/.test(range)) firstByteOnly(res);
    }
    // sirv looks for the names in the header and ignores q-values: hand it only what the client accepts.
    req.headers['accept-encoding'] = acceptedEncodings(req).join(', ');
    // A page opened from one of the site's own pages: its copy without the CSS the visitor holds already.
    const servedPath =
      (fromOwnPage((name) => req.headers[name] as string | undefined) && seenCopy(target.pathname)) ||
      target.pathname;
    if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', hostCacheControl);
    // sirv decodes the path once more: hand it the path checked above, encoded again.
    req.url = encodePath(servedPath) + target.search;
    // sirv pipes without an error handler: a file removed between its look and its read must end this one
    // response, not the server.
    res.once('pipe', (source: NodeJS.ReadableStream) =>
      source.once('error', (error) => {
        console.error(`server: could not read ${target.pathname}:`, error.message);
        if (res.headersSent) res.destroy();
        else notFound(req, res);
      }),
    );
    serveStatic(req, res, () => notFound(req, res));
  };

  return http.createServer((req, res) => {
    respond(req, res).catch((error: unknown) => {
      console.error(oneLine(`server: ${req.method} ${req.url} failed: ${String(error)}`));
      if (res.headersSent) res.destroy();
      else plain(res, 500, 'Internal Server Error');
    });
  });
}
