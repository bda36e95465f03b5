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
  const serveStatic = sirv(root, {
    extensions: ['html'],
    etag: true,
    dotfiles: false,
    setHeaders(res, pathname) {
      if (pathname.startsWith('/_astro/'))
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });

  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    for (const [name, value] of headersFor(headerRules, url.pathname)) res.setHeader(name, value);
    compress(req as never, res as never, () => {
      handleInbox(req, res)
        .then((handled) => {
          if (handled) return;
          // Canonical URLs have no trailing slash; send `/about/` to `/about` (never `/` itself).
          if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
            res.writeHead(301, { Location: url.pathname.replace(/\/+$/, '') + url.search }).end();
            return;
          }
          serveStatic(req, res, () => {
            res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
            res.end(notFoundPage);
          });
        })
        .catch((err: unknown) => {
          console.error('server error', err);
          if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
          res.end('Internal Server Error');
        });
    });
  });
}
