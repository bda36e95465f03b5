import { readFileSync, unlinkSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { headersFile, makeSite, serveSite } from './support/siteFixture.ts';
import { rawHead, rawRequest } from './support/rawHttp.ts';
import { precompress } from '../../server/precompress.ts';
import { readRequestPath } from '../../server/requestPath.ts';

describe('site server', () => {
  const sites: Awaited<ReturnType<typeof serveSite>>[] = [];
  const start = async () => {
    const root = makeSite();
    const site = await serveSite(root);
    sites.push(site);
    return { root, ...site };
  };
  afterEach(async () => {
    for (const site of sites.splice(0)) {
      await site.close();
      site.remove();
    }
    vi.restoreAllMocks();
  });

  it('keeps serving when a file it listed at start-up is gone (a rebuild under a running server)', async () => {
    const { root, base } = await start();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    unlinkSync(path.join(root, 'about.html'));
    const gone = await fetch(`${base}/about`).then(
      async (res) => (await res.text()).includes('About'),
      () => false,
    );
    expect(gone).toBe(false);
    expect(logged).toHaveBeenCalledWith('server: could not read /about:', expect.stringContaining('ENOENT'));
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<title>Home</title>');
  });

  it.each(['//', '///', '/\\', '//%', '//a:b@', '/%', '/%ZZ'])(
    'survives GET %s and answers the next request',
    async (target) => {
      const { port, base } = await start();
      const status = await rawRequest(port, `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect([301, 400, 404]).toContain(status);
      if (status === 404) {
        const head = await rawHead(port, `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
        expect(head).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/i);
      }
      expect((await fetch(`${base}/about`)).status).toBe(200);
    },
  );

  it.each([
    '/_headers',
    '/%5Fheaders',
    '/%5f%68eaders',
    '/_redirects',
    '/404',
    '/%34%30%34',
    '/404.html',
    '/%34%30%34.html',
    '/index.html.br',
    '/nothing-here',
    '/about/nothing',
  ])('%s answers 404 with the 404 page, never the file', async (target) => {
    const { base } = await start();
    const res = await fetch(`${base}${target}`, { redirect: 'follow' });
    expect(res.status).toBe(404);
    const body = await res.text();
    expect(body).toContain('Page Not Found');
    expect(body).not.toContain(headersFile.trim().split('\n')[1]!.trim());
  });

  it.each(['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'POST'])(
    '%s on a page answers 405 with Allow: GET, HEAD',
    async (method) => {
      const { port } = await start();
      const head = await rawHead(port, `${method} /about HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(head).toMatch(/^HTTP\/1\.1 405 /);
      expect(head).toMatch(/\r\nAllow: GET, HEAD\r\n/i);
    },
  );

  it('answers HEAD on a page without a body', async () => {
    const { base } = await start();
    const res = await fetch(`${base}/about`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  it('the inbox paths take POST only', async () => {
    const { base } = await start();
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const res = await fetch(`${base}/api/forms`, { method });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
    }
  });

  it('serves the precompressed file as it is on disk, with the site headers and Vary', async () => {
    const { root, base } = await start();
    const res = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(`${base}/`, { headers: { 'Accept-Encoding': 'br' } }, resolve),
    );
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const chunks: Buffer[] = [];
    for await (const chunk of res) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(readFileSync(path.join(root, 'index.html.br')));
    const identity = await fetch(`${base}/`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(identity.headers.get('content-encoding')).toBeNull();
  });

  it('keeps redirects on this site', async () => {
    const { base } = await start();
    const cases = {
      '/about/': '/about',
      '/about.html': '/about',
      '//evil.example/': '/evil.example',
      '/a//b/./c/': '/a/b/c',
    };
    for (const [from, to] of Object.entries(cases)) {
      const res = await fetch(base + from, { redirect: 'manual' });
      expect(res.status, from).toBe(301);
      expect(res.headers.get('location'), from).toBe(to);
    }
  });

  it('ignores a Range it cannot serve instead of failing', async () => {
    const { port } = await start();
    for (const range of ['bytes=5-2', 'bytes=x-y', 'bytes=0-0,2-3'])
      expect(
        await rawRequest(
          port,
          `GET /about HTTP/1.1\r\nHost: x\r\nRange: ${range}\r\nConnection: close\r\n\r\n`,
        ),
      ).toBe(200);
  });
});

describe('readRequestPath', () => {
  it('decodes once and keeps the query', () => {
    expect(readRequestPath('/%5Fheaders?x=%20')).toEqual({ pathname: '/_headers', search: '?x=%20' });
    expect(readRequestPath('http://host/a%20b')).toEqual({ pathname: '/a b', search: '' });
  });
  it.each(['', '*', '%', 'evil', '/%ZZ', '/a\\b', '/%00', '/%0Aset-cookie', 'http://[::1'])(
    'refuses %j',
    (t) => expect(readRequestPath(t)).toBeUndefined(),
  );
});

describe('precompress', () => {
  it('writes brotli and gzip siblings that decode to the original, and skips images', async () => {
    const root = makeSite();
    const png = path.join(root, 'logo.png');
    const { writeFileSync, existsSync, rmSync } = await import('node:fs');
    writeFileSync(png, Buffer.alloc(2000));
    writeFileSync(path.join(root, 'index.html.br'), '');
    await precompress(root);
    const html = readFileSync(path.join(root, 'index.html'));
    expect(brotliDecompressSync(readFileSync(path.join(root, 'index.html.br')))).toEqual(html);
    expect(existsSync(path.join(root, 'index.html.gz'))).toBe(true);
    expect(existsSync(`${png}.br`)).toBe(false);
    rmSync(root, { recursive: true, force: true });
  });
});
