import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { headersFile, makeSite, serveSite } from './support/siteFixture.ts';
import { rawAnswer, rawHead, rawRequest } from './support/rawHttp.ts';
import { emailjsEnvelope, quickContact } from './support/leadBodies.ts';
import { site as business } from '../../src/config/site.ts';
import { precompress } from '../../src/integrations/precompress.ts';
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

  it('answers 404 with the 404 page for a file removed under it (a rebuild under a running server), and keeps serving', async () => {
    const { root, base } = await start();
    unlinkSync(path.join(root, 'about.html'));
    const gone = await fetch(`${base}/about`);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain('Page Not Found');
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
    expect(res.headers.vary).toBe('Accept-Encoding, Sec-Fetch-Site');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const chunks: Buffer[] = [];
    for await (const chunk of res) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(readFileSync(path.join(root, 'index.html.br')));
    const identity = await fetch(`${base}/`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(identity.headers.get('content-encoding')).toBeNull();
  });

  it("gives a page opened from the site's own pages its next-page copy, and hides the copies' own paths", async () => {
    const { base } = await start();
    const open = (pathname: string, headers: Record<string, string>) =>
      new Promise<{ status: number; vary: string; body: string }>((resolve) =>
        http.get(`${base}${pathname}`, { headers }, async (res) => {
          const chunks: Buffer[] = [];
          for await (const chunk of res) chunks.push(chunk as Buffer);
          resolve({
            status: res.statusCode!,
            vary: String(res.headers.vary),
            body: Buffer.concat(chunks).toString(),
          });
        }),
      );
    const ownPage = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' };
    const title = (html: string) => /<title>([^<]*)/.exec(html)?.[1];
    expect(title((await open('/about', ownPage)).body)).toBe('About, next page');
    expect(title((await open('/', ownPage)).body)).toBe('Home, next page');
    const first = await open('/about', {});
    expect([title(first.body), first.vary]).toEqual(['About', 'Accept-Encoding, Sec-Fetch-Site']);
    // Another site's link, a fetch from the page itself, a reload typed in: the first-visit page.
    expect(title((await open('/about', { ...ownPage, 'sec-fetch-site': 'cross-site' })).body)).toBe('About');
    expect(title((await open('/about', { ...ownPage, 'sec-fetch-mode': 'cors' })).body)).toBe('About');
    expect(
      title((await open('/about', { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' })).body),
    ).toBe('About');
    for (const hidden of ['/_seen/about', '/_seen/', '/_seen', '/_routes.json']) {
      const res = await open(hidden, ownPage);
      expect([hidden, res.status, title(res.body)]).toEqual([hidden, 404, 'Not found']);
    }
  });

  it("sends pages with the host's Cache-Control (checked again on each visit), and hashed files with their own", async () => {
    const root = makeSite();
    writeFileSync(
      path.join(root, '_headers'),
      `${headersFile}/_astro/*\n  Cache-Control: public, max-age=31536000, immutable\n`,
    );
    const { mkdirSync } = await import('node:fs');
    mkdirSync(path.join(root, '_astro'));
    writeFileSync(path.join(root, '_astro', 'app.abc123.css'), 'body{}');
    const site = await serveSite(root);
    sites.push(site);
    const cacheOf = async (target: string, headers: Record<string, string> = {}) =>
      (await fetch(site.base + target, { headers })).headers.get('cache-control');
    const ownPage = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' };
    for (const page of ['/', '/about'])
      for (const headers of [{}, ownPage, { 'accept-encoding': 'br' }] as Record<string, string>[])
        expect([page, await cacheOf(page, headers)]).toEqual([page, 'public, max-age=0, must-revalidate']);
    expect(await cacheOf('/_astro/app.abc123.css')).toBe('public, max-age=31536000, immutable');
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

  it.each([
    ['br;q=0', 'identity'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['br;q=0.0, *', 'identity'],
    ['BR;Q=0', 'identity'],
    ['gzip;q=0, br', 'br'],
    ['br;q=0.1', 'br'],
    ['*', 'br'],
  ])('Accept-Encoding %j gets %s, for a page and for the 404 page', async (accept, coding) => {
    const root = makeSite();
    writeFileSync(
      path.join(root, '404.html.br'),
      brotliCompressSync(readFileSync(path.join(root, '404.html'))),
    );
    const site = await serveSite(root);
    sites.push(site);
    for (const target of ['/', '/nothing-here']) {
      const head = await rawHead(
        site.port,
        `GET ${target} HTTP/1.1\r\nHost: x\r\nAccept-Encoding: ${accept}\r\nConnection: close\r\n\r\n`,
      );
      const sent = /\r\nContent-Encoding: ([^\r]*)\r\n/i.exec(head)?.[1] ?? 'identity';
      expect(sent, `${target} ${head}`).toBe(coding);
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
  it('answers Range bytes=0-0 with the first byte alone (206)', async () => {
    const { root, port } = await start();
    const size = readFileSync(path.join(root, 'about.html')).length;
    const request = `GET /about HTTP/1.1\r\nHost: x\r\nAccept-Encoding: identity\r\nRange: bytes=0-0\r\nConnection: close\r\n\r\n`;
    const answer = await rawAnswer(port, request);
    expect(answer).toMatch(/^HTTP\/1\.1 206 /);
    expect(answer).toMatch(new RegExp(`\r\nContent-Range: bytes 0-0/${size}\r\n`, 'i'));
    expect(answer).toMatch(/\r\nContent-Length: 1\r\n/i);
    expect(answer.split('\r\n\r\n')[1]).toBe('<');
  });
  it.each(['bytes=0-9007199254740992', 'bytes=0-99999999999999999999', 'bytes=9007199254740992-'])(
    'answers Range %s with the file or 416, never a dropped connection or a logged error',
    async (range) => {
      const { port, base } = await start();
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const request = `GET /about HTTP/1.1\r\nHost: x\r\nAccept-Encoding: identity\r\nRange: ${range}\r\nConnection: close\r\n\r\n`;
      const status = await rawRequest(port, request);
      expect([200, 206, 416]).toContain(status);
      if (status === 206)
        expect(await rawHead(port, request)).toMatch(/\r\nContent-Range: bytes 0-\d+\/\d+\r\n/i);
      expect(logged).not.toHaveBeenCalled();
      expect((await fetch(`${base}/about`)).status).toBe(200);
    },
  );
});

describe('the inbox when it cannot store a lead (LEADS_INBOX is a folder, a full disk)', () => {
  const sites: Awaited<ReturnType<typeof serveSite>>[] = [];
  const start = async () => {
    vi.stubEnv('LEADS_INBOX', mkdtempSync(path.join(tmpdir(), 'inbox-folder-')));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const site = await serveSite(makeSite());
    sites.push(site);
    return site;
  };
  afterEach(async () => {
    for (const site of sites.splice(0)) {
      await site.close();
      site.remove();
    }
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });
  it('answers a native post with a 503 page: NOT received, and the phone and e-mail to use instead', async () => {
    const { base } = await start();
    const res = await fetch(`${base}/api/forms`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html,*/*;q=0.8' },
      body: new URLSearchParams(quickContact),
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html).toContain('NOT received');
    expect(html).toContain(`<a href="${business.phone.href}">${business.phone.display}</a>`);
    expect(html).toContain(`<a href="mailto:${business.email}">${business.email}</a>`);
    expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/NOT stored[^\n]*EISDIR/));
  });

  it.each([
    ['/api/forms', { 'Content-Type': 'application/json', Accept: 'application/json' }, quickContact],
    ['/api/forms', { 'Content-Type': 'application/json' }, quickContact],
    ['/api/v1.0/email/send', { 'Content-Type': 'application/json' }, emailjsEnvelope],
  ])('answers a JSON post to %s with 503 JSON errors', async (target, headers, body) => {
    const { base } = await start();
    const res = await fetch(base + target, { method: 'POST', headers, body: JSON.stringify(body) });
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const { errors } = (await res.json()) as { errors: { message: string }[] };
    expect(errors[0]!.message).toContain('not received');
    expect(errors[0]!.message).toContain(business.phone.display);
    expect(errors[0]!.message).toContain(business.email);
  });

  it('answers EmailJS send-form (the library posts it with fetch) with 503 JSON errors', async () => {
    const { base } = await start();
    const form = new FormData();
    const { template_params, ...envelope } = emailjsEnvelope;
    for (const [k, v] of Object.entries({ ...envelope, ...template_params })) form.append(k, v);
    const res = await fetch(`${base}/api/v1.0/email/send-form`, { method: 'POST', body: form });
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });
});

describe('a port already in use', () => {
  const occupy = async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    return { holder, port: (holder.address() as net.AddressInfo).port };
  };
  const script = (name: string) => path.join(import.meta.dirname, '..', '..', 'server', name);

  it('npm start checks the port before it builds', () => {
    const pkg = JSON.parse(
      readFileSync(path.join(import.meta.dirname, '..', '..', 'package.json'), 'utf8'),
    ) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.prestart).toBe('node server/checkPort.ts && npm run build');
  });

  it('the port check says which port is taken and how to choose another, without a stack trace', async () => {
    const { holder, port } = await occupy();
    try {
      const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve) =>
        execFile(
          process.execPath,
          [script('checkPort.ts')],
          { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' } },
          (error, _stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stderr }),
        ),
      );
      expect(code).toBe(1);
      expect(stderr).toContain(`Port ${port} is already in use`);
      expect(stderr).toContain('PORT=8080 npm start');
      expect(stderr).not.toMatch(/^\s+at /m);
    } finally {
      holder.close();
    }
    const free = await new Promise<number | null>((resolve) =>
      execFile(
        process.execPath,
        [script('checkPort.ts')],
        { env: { ...process.env, PORT: String(port) } },
        (error) => resolve(error ? (error.code as number) : 0),
      ),
    );
    expect(free).toBe(0);
  });

  it('the server says the same when the port is taken between the check and its start', async () => {
    const { listenOrExplain } = await import('../../server/port.ts');
    const { holder, port } = await occupy();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await listenOrExplain(http.createServer(), port, '127.0.0.1')).toBe(false);
      expect(process.exitCode).toBe(1);
      expect(logged).toHaveBeenCalledWith(expect.stringContaining(`Port ${port} is already in use`));
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('PORT=8080 npm start'));
    } finally {
      process.exitCode = undefined;
      holder.close();
    }
  });
});

describe('where npm start serves', () => {
  it('reads an empty or blank PORT as unset (4321), never as port 0 (a random one)', async () => {
    const { listenAddress } = await import('../../server/port.ts');
    for (const PORT of ['', ' ', undefined]) expect(listenAddress({ PORT }).port).toBe(4321);
    expect(listenAddress({ PORT: '8080' }).port).toBe(8080);
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
