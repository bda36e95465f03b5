import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { createSiteServer } from '../../../server/app.ts';

export const headersFile = '/*\n  X-Content-Type-Options: nosniff\n';

/**
 * A small built site in a temporary folder: pages, the 404 page, `_headers`, a precompressed home page and the
 * pages' next-page copies.
 */
export function makeSite(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'hushpane-dist-'));
  const home = '<!doctype html><title>Home</title>' + '<p>secondary glazing</p>'.repeat(50);
  writeFileSync(path.join(root, 'index.html'), home);
  writeFileSync(path.join(root, 'index.html.br'), brotliCompressSync(home));
  writeFileSync(
    path.join(root, '404.html'),
    '<!doctype html><title>Not found</title><h1>Page Not Found</h1>',
  );
  writeFileSync(path.join(root, 'about.html'), '<!doctype html><title>About</title>');
  writeFileSync(path.join(root, '_headers'), headersFile);
  // The next-page copies (src/lib/seenPages.ts).
  mkdirSync(path.join(root, '_seen'));
  writeFileSync(path.join(root, '_seen', 'index.html'), '<!doctype html><title>Home, next page</title>');
  writeFileSync(path.join(root, '_seen', 'about.html'), '<!doctype html><title>About, next page</title>');
  return root;
}

/** Serves `root` on an ephemeral loopback port. */
export async function serveSite(root: string) {
  const server = createSiteServer({ root });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    port,
    base: `http://127.0.0.1:${port}`,
    // Connections a test left open (a keep-alive fetch, a raw socket mid-response) are ended, not waited out.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
