// The built site as Cloudflare Pages serves it: dist/ on Cloudflare's own runtime (`wrangler pages dev`, offline).
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { loadEnv } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile } from '../../server/headers.ts';
import { leadDelivery, parseBuildEnv } from '../../src/config/env.ts';
import { formMeta, leadForms } from '../../src/lib/leads/schemas.ts';
import { routes } from '../../src/routes.ts';
import { seenFile, seenVary } from '../../src/lib/seenPages.ts';
import { requireBuild } from '../unit/support/builtSite.ts';
import { pagesDev, wranglerConfig, type PagesDev } from './support/wrangler.ts';

const dist = requireBuild(wranglerConfig.pages_build_output_dir);
const headerRules = parseHeadersFile(readFileSync(path.join(dist, '_headers'), 'utf8'));
const notFoundPage = readFileSync(path.join(dist, '404.html'), 'utf8');
// The environment the build read (astro.config.ts: .env files under the process's own variables).
const delivery = leadDelivery(parseBuildEnv({ ...loadEnv('production', process.cwd(), ''), ...process.env }));

let host: PagesDev;
beforeAll(async () => {
  host = await pagesDev(dist, Number(process.env.HOST_CHECK_PORT ?? 8788));
}, 90_000);
afterAll(() => host?.stop());

const get = (pathname: string, init?: RequestInit) =>
  fetch(`${host.base}${pathname}`, { redirect: 'manual', ...init });

/** The headers dist/_headers gives a path, each as the host sent it. */
const expectHeadersOf = (res: { headers: Headers }, pathname: string) => {
  const expected = headersFor(headerRules, pathname);
  expect(expected.length).toBeGreaterThan(0);
  for (const [name, value] of expected) expect(res.headers.get(name), `${pathname} ${name}`).toBe(value);
};

describe('Cloudflare Pages serves the built site', () => {
  it('answers every registered route 200 with the headers of dist/_headers, and pages are not cached as immutable', async () => {
    for (const route of routes) {
      const res = await get(route.path);
      expect(res.status, route.path).toBe(200);
      expect(res.headers.get('content-type'), route.path).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control') ?? '', route.path).not.toContain('immutable');
      expectHeadersOf(res, route.path);
      await res.body?.cancel();
    }
    for (const file of ['/sitemap.xml', '/robots.txt']) expect((await get(file)).status, file).toBe(200);
  });

  it.each([
    '/no-such-page',
    '/no-such/page',
    '/_headers',
    '/_redirects',
    '/404',
    '/about.html.br',
    '/index.html.gz',
  ])('%s answers 404 with the 404 page and the security headers', async (pathname) => {
    const res = await get(pathname);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe(notFoundPage);
    expectHeadersOf(res, pathname);
  });

  it('redirects a trailing slash (and a .html name) permanently to the canonical path, keeping the query', async () => {
    const canonical = (res: Response) => [res.status, res.headers.get('location')];
    for (const route of routes.filter((r) => r.path !== '/')) {
      expect(canonical(await get(`${route.path}/`)), route.path).toEqual([308, route.path]);
    }
    expect(canonical(await get('/about/?from=host'))).toEqual([308, '/about?from=host']);
    expect(canonical(await get('/about.html'))).toEqual([308, '/about']);
  });

  it('caches every hashed /_astro/ asset as immutable for a year', async () => {
    const assets = readdirSync(path.join(dist, '_astro'), { recursive: true, encoding: 'utf8' }).filter(
      (f) => !/\.(br|gz)$/.test(f) && f.includes('.'),
    );
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const res = await get(`/_astro/${asset}`);
      expect(res.status, asset).toBe(200);
      expect(res.headers.get('cache-control'), asset).toBe('public, max-age=31536000, immutable');
      expectHeadersOf(res, `/_astro/${asset}`);
      await res.body?.cancel();
    }
  });

  it("gives a page opened from the site's own pages its copy without the inline CSS, and varies on it", async () => {
    const fromOwnPage = {
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'navigate',
      'sec-fetch-dest': 'document',
    };
    for (const route of routes) {
      const first = await get(route.path);
      const next = await navigate(route.path, fromOwnPage);
      expect(next.status, route.path).toBe(200);
      expect(next.body, route.path).toBe(
        readFileSync(path.join(dist, seenFile(builtFile(route.path))), 'utf8'),
      );
      expect(await first.text(), route.path).toBe(
        readFileSync(path.join(dist, builtFile(route.path)), 'utf8'),
      );
      expect(first.headers.get('vary') ?? '', route.path).toContain(seenVary);
      expect(next.headers.get('vary') ?? '', route.path).toContain(seenVary);
      expectHeadersOf(next, route.path);
    }
    // From another site, a trailing slash, a missing page: as without the copies.
    const crossSite = await navigate('/about', { ...fromOwnPage, 'sec-fetch-site': 'cross-site' });
    expect(crossSite.body).toBe(readFileSync(path.join(dist, 'about.html'), 'utf8'));
    const slash = await navigate('/about/', fromOwnPage);
    expect([slash.status, slash.headers.get('location')]).toEqual([308, '/about']);
    const missing = await navigate('/no-such-page', fromOwnPage);
    expect([missing.status, missing.body]).toEqual([404, notFoundPage]);
  });

  it.each([
    '/_seen/about',
    '/_seen/',
    '/_seen/areas/chelsea',
    '/%5Fseen/about',
    '/%5fseen/',
    '/_routes.json',
    '/%5Fheaders',
    '/_headers/',
    '/%5Froutes.json',
    '/about%00',
    '/sitemap.xml/',
    '/robots.txt/',
  ])('%s (a copy, the host file or no file at all) is no page of its own: 404', async (pathname) => {
    const ownPage = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' };
    for (const headers of [{}, ownPage] as Record<string, string>[]) {
      const res = await navigate(pathname, headers);
      expect([res.status, res.body], pathname).toEqual([404, notFoundPage]);
      expect(res.body).not.toContain(path.resolve(dist));
    }
  });

  it('posts every form without JavaScript to the endpoint the build was given', async () => {
    const actions = new Map<string, Set<string>>();
    for (const route of routes) {
      for (const [form, action] of formActions(await (await get(route.path)).text())) {
        actions.set(form, (actions.get(form) ?? new Set()).add(action));
      }
    }
    expect([...actions.keys()].sort()).toEqual(Object.keys(leadForms).sort());
    for (const [form, targets] of actions) expect([...targets], form).toEqual([delivery.formEndpoint]);
    if (delivery.formsLocal) {
      // No local inbox on the host: why a Cloudflare Pages build stops without PUBLIC_FORM_ENDPOINT (src/config/env.ts).
      expect((await get(delivery.formEndpoint, { method: 'POST', body: 'a=1' })).status).toBe(405);
    } else {
      const csp = (await get('/contact')).headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(new RegExp(`form-action [^;]*${new URL(delivery.formEndpoint).origin}`));
    }
  });
});

/**
 * A GET with the headers given as they are: Node's fetch sends its own `sec-fetch-mode: cors` whatever it is told,
 * and a browser's navigation says `navigate`.
 */
function navigate(pathname: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Headers; body: string }>((resolve, reject) => {
    http
      .get(`${host.base}${pathname}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: new Headers(
              Object.entries(res.headers).map(([k, v]): [string, string] => [
                k,
                Array.isArray(v) ? v.join(', ') : (v ?? ''),
              ]),
            ),
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      })
      .on('error', reject);
  });
}

/** A page path's file under dist/ (`/` → `index.html`, `/about` → `about.html`). */
const builtFile = (pathname: string) => (pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`);

/** Each lead form's name (its hidden `form_name`) and its `action`. */
function formActions(html: string): [string, string][] {
  const found: [string, string][] = [];
  let action: string | undefined;
  const parser = new Parser({
    onopentag(name, attrs) {
      if (name === 'form') action = attrs.action;
      if (name === 'input' && attrs.name === formMeta.formName && action !== undefined) {
        found.push([attrs.value ?? '', action]);
      }
    },
    onclosetag(name) {
      if (name === 'form') action = undefined;
    },
  });
  parser.end(html);
  return found;
}
