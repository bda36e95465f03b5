import http from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';
import compression from 'compression';
import { handleInbox } from './inbox.ts';
import { parseHeadersFile, headersFor } from './headers.ts';

export interface SiteServerOptions {
  /** The built site (Astro's `dist/`). */
  root: string;
}

/**
 * Where a non-canonical path should go, as a pretty static host does it: no trailing slash, no `.html`, no `/index`.
 * Returns undefined for a canonical path.
 */
export function canonicalRedirect(pathname: string): string | undefined {
  const clean =
    '/' +
    pathname
      .replace(/^\/+|\/+$/g, '')
      .replace(/\.html$/, '')
      .replace(/(^|\/)index$/, '');
  const target = clean.length > 1 ? clean.replace(/\/+$/, '') : '/';
  return target === pathname ? undefined : target;
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
  const compress = compression();
  const serveStatic = sirv(root, { extensions: ['html'], etag: true, dotfiles: false });
  // Files a static host keeps to itself: its config and the 404 page under its own name.
  const hidden = new Set(['/_headers', '/_redirects', '/404']);

  const notFound = (res: http.ServerResponse) => {
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(notFoundPage);
  };

  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    for (const [name, value] of headersFor(headerRules, url.pathname)) res.setHeader(name, value);
    compress(req as never, res as never, () => {
      handleInbox(req, res)
        .then((handled) => {
          if (handled) return;
          const target = canonicalRedirect(url.pathname);
          if (target) {
            res.writeHead(301, { Location: target + url.search }).end();
            return;
          }
          if (hidden.has(url.pathname)) return notFound(res);
          // sirv lists the files at start-up and pipes without an error handler: a file removed since (a rebuild
          // under a running server) must end this one response, not the server.
          res.once('pipe', (source: NodeJS.ReadableStream) =>
            source.once('error', (error) => {
              console.error(`server: could not read ${url.pathname}:`, error.message);
              if (res.headersSent) res.destroy();
              else notFound(res);
            }),
          );
          serveStatic(req, res, () => notFound(res));
        })
        .catch((err: unknown) => {
          console.error('server error', err);
          if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
          res.end('Internal Server Error');
        });
    });
  });
}
