import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeSite, serveSite } from './support/siteFixture.ts';
import { rawRequest } from './support/rawHttp.ts';

/** mulberry32: a seeded generator, so a failing case can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rand = random(20261123);
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
const pieces = [
  '/',
  '//',
  '\\',
  '%',
  '%2',
  '%ZZ',
  '%00',
  '%5F',
  '%2F',
  '%2e%2e',
  '..',
  '.',
  '@',
  ':',
  '?',
  '#',
  'a',
  '404',
  '_headers',
  'index',
  '.html',
  '.br',
  '\u00e9',
  '\ud83d\ude00',
  '%E2%80%AE',
  '~',
  '*',
  ';',
  'http:',
  ' ',
  '\t',
  'api',
  'forms',
  'v1.0',
  'email',
  'send',
  '__proto__',
  'constructor',
];
const methods = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'PATCH',
  'OPTIONS',
  'TRACE',
  'CONNECT',
  'get',
  'FOO',
  '',
];
const inboxPaths = ['/api/forms', '/api/v1.0/email/send', '/api/v1.0/email/send-form'];

const randomPath = () => {
  let p = rand() < 0.8 ? '/' : '';
  for (let i = Math.floor(rand() * 6); i >= 0; i--) p += pick(pieces);
  return p;
};
const randomHeader = () =>
  pick([
    `Origin: ${pick(['null', 'http://evil.example', '://', 'http://127.0.0.1', '%', ''])}`,
    `Content-Length: ${pick(['-1', 'abc', '99999999999999999999', '0', '1e3', ''])}`,
    `Range: bytes=${pick(['5-2', '-', 'a-b', '0-', '-5', '99999999-', '0-0,1-1'])}`,
    `Accept-Encoding: ${pick(['br', 'gzip', 'br;q=0', '*', 'x'.repeat(500)])}`,
    `Host: ${pick(['', 'evil', '[::1', 'a b'])}`,
    `Content-Type: ${pick(['application/json', 'multipart/form-data; boundary=', 'application/x-www-form-urlencoded', 'text/plain'])}`,
    `Accept: ${pick(['application/json', 'text/html', '*/*'])}`,
    `Referer: ${pick(['http://127.0.0.1/x', '%%', 'javascript:alert(1)'])}`,
    `X-${pick(pieces)}: ${pick(pieces)}`,
    `Transfer-Encoding: ${pick(['chunked', 'gzip', 'identity'])}`,
  ]);
const randomBody = () =>
  pick([
    '',
    '{',
    '[]',
    'null',
    JSON.stringify({
      form_name: pick(['__proto__', 'toString', 'constructor', 'quote', 'hasOwnProperty', '']),
    }),
    JSON.stringify({
      template_params: { submission_id: '../../x' },
      user_id: 'x',
      service_id: 'y',
      template_id: 'z',
    }),
    `form_name=${pick(['__proto__', 'contact', '%ZZ'])}&name=${encodeURIComponent('\u001b[2K\nlead forged')}`,
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
    '\u0000'.repeat(20),
    'x'.repeat(70 * 1024),
  ]);

/** One malformed request as raw bytes to the server on `port`: a request line, some headers, maybe a body. */
function malformedRequest(port: number): string {
  const method = pick(methods);
  const target = rand() < 0.3 ? pick(inboxPaths) : randomPath();
  const version = pick(['HTTP/1.1', 'HTTP/1.1', 'HTTP/1.0', 'HTTP/9.9', '']);
  const headers = Array.from({ length: Math.floor(rand() * 4) }, randomHeader);
  const body = method === 'POST' || rand() < 0.2 ? randomBody() : '';
  const hasLength = headers.some((h) => /^(content-length|transfer-encoding)/i.test(h));
  if (body && !hasLength) headers.push(`Content-Length: ${Buffer.byteLength(body)}`);
  return `${method} ${target} ${version}\r\nHost: 127.0.0.1:${port}\r\n${headers.join('\r\n')}\r\nConnection: close\r\n\r\n${body}`;
}

/** The cases that ended the server or answered 500 before, always in the run. */
const named = [
  'GET // HTTP/1.1',
  'GET /// HTTP/1.1',
  'GET /\\ HTTP/1.1',
  'GET //% HTTP/1.1',
  'GET //a:b@ HTTP/1.1',
  'GET /%5Fheaders HTTP/1.1',
  'GET /%34%30%34 HTTP/1.1',
  'GET http://[::1 HTTP/1.1',
  'GET * HTTP/1.1',
].map((line) => `${line}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);

describe('the local server under malformed requests', () => {
  let site: Awaited<ReturnType<typeof serveSite>>;
  beforeAll(async () => {
    process.env.LEADS_INBOX = path.join(mkdtempSync(path.join(tmpdir(), 'inbox-fuzz-')), 'inbox.jsonl');
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    site = await serveSite(makeSite());
  });
  afterAll(async () => {
    await site.close();
    site.remove();
    vi.restoreAllMocks();
  });

  it('answers 600 malformed request lines, paths, headers and bodies without a 500, and still serves', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const requests = [...named, ...Array.from({ length: 600 }, () => malformedRequest(site.port))];
    const statuses: [number, string][] = [];
    for (let i = 0; i < requests.length; i += 25) {
      const batch = requests.slice(i, i + 25);
      const answers = await Promise.all(batch.map((r) => rawRequest(site.port, r)));
      answers.forEach((status, j) => statuses.push([status, batch[j]!.split('\r\n')[0]!]));
    }
    expect(statuses.filter(([status]) => status >= 500)).toEqual([]);
    // Nearly every request gets an answer (a body shorter than its Content-Length may wait: -1).
    expect(statuses.filter(([status]) => status > 0).length).toBeGreaterThan(requests.length * 0.9);
    expect(errors).not.toHaveBeenCalled();
    const home = await fetch(`${site.base}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<title>Home</title>');
  }, 60_000);
});
