// A visitor's next pages (src/lib/seenPages.ts): the build's copies, the choice each host makes, the scripts and
// the first screens' CSS every page shares.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineCss, sharedCriticalCss } from '../../src/integrations/criticalCss.ts';
import { shareScripts, inlineLimit } from '../../src/integrations/scriptFiles.ts';
import { hasSeenCopy } from '../../src/integrations/seenPages.ts';
import { isPagePath, seenFile, serveNextPages, type StaticFiles } from '../../src/lib/seenPages.ts';
import { builtHtml, requireBuild } from './support/builtSite.ts';

const dist = requireBuild();

/** A first-visit page's inline first-screen CSS: its one `<style>` that is not the font faces. */
const firstScreensCss = (html: string) => /<style>(?!@font-face)([\s\S]*?)<\/style>/.exec(html)?.[1];

/** A copy with its shared scripts written out again, and a first-visit page without its prefetch links. */
const scriptsInline = (copy: string) =>
  copy.replace(
    /<script src="(\/_astro\/script\.[^"]+)"><\/script>/g,
    (_, src: string) => `<script>${readFileSync(path.join(dist, src), 'utf8')}</script>`,
  );
const withoutPrefetch = (html: string) => html.replace(/<template data-next-page-files>.*?<\/template>/g, '');

describe('the build', () => {
  const pages = builtHtml(dist).filter((p) => hasSeenCopy(p.file.split(path.sep).join('/')));

  it("copies every page but the 404 page as built: the same page, with the stylesheet in its head instead of the first screens' CSS and the shared scripts as files", () => {
    expect(pages.length).toBeGreaterThan(50);
    const faults: string[] = [];
    for (const { file, html } of pages) {
      const copyFile = path.join(dist, seenFile(file.split(path.sep).join('/')));
      if (!existsSync(copyFile)) {
        faults.push(`${file}: no copy`);
        continue;
      }
      const copy = readFileSync(copyFile, 'utf8');
      const css = firstScreensCss(html);
      const head = copy.slice(0, copy.indexOf('</head>'));
      if (!/<link rel="stylesheet" href="\/_astro\/[^"]+\.css">/.test(head))
        faults.push(`${file}: copy links no stylesheet in its head`);
      if (css === undefined || withoutPrefetch(inlineCss(scriptsInline(copy), css)) !== withoutPrefetch(html))
        faults.push(`${file}: copy differs from the page beyond its CSS`);
    }
    expect(faults).toEqual([]);
    expect(existsSync(path.join(dist, seenFile('404.html')))).toBe(false);
  });

  it('gives every first-visit page the same inline CSS (one CSP hash); its long scripts run inline, fetched as files for later, and a copy loads those files', () => {
    const styles = new Set(pages.map((p) => firstScreensCss(p.html)));
    expect(styles.size).toBe(1);
    const faults: string[] = [];
    for (const { file, html } of pages) {
      const copy = readFileSync(path.join(dist, seenFile(file.split(path.sep).join('/'))), 'utf8');
      const prefetched = [...html.matchAll(/<link rel="prefetch" href="([^"]+)" as="script">/g)].map(
        (m) => m[1],
      );
      const loaded = [...copy.matchAll(/<script src="([^"]+)"><\/script>/g)].map((m) => m[1]);
      if (!prefetched.length || prefetched.join() !== loaded.join())
        faults.push(`${file}: prefetches ${prefetched.join()}, its copy loads ${loaded.join()}`);
      for (const src of loaded)
        if (!existsSync(path.join(dist, src!))) faults.push(`${file}: ${src} is missing`);
      for (const [, attrs, text] of copy.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (/type="(application\/ld\+json|speculationrules)"/.test(attrs!)) continue;
        if (text!.length >= inlineLimit)
          faults.push(`${file}: its copy has an inline script of ${text!.length} characters`);
      }
    }
    expect(faults).toEqual([]);
  });
});

describe('shareScripts', () => {
  const long = `console.log(${JSON.stringify('x'.repeat(inlineLimit))})`;
  const html = `<body><script>${long}</script><script type="module">${long}</script><script>short()</script><script type="application/ld+json">{"a":"${'y'.repeat(inlineLimit)}"}</script><script src="/a.js"></script></body>`;

  it("keeps a first visit's scripts inline, with prefetch links for the long ones' files to add once it is idle", () => {
    const files = new Map<string, string>();
    const out = shareScripts(html, files, false);
    const [name, text] = [...files][0]!;
    expect([files.size, text]).toEqual([1, long]);
    const prefetch = `<link rel="prefetch" href="/_astro/${name}" as="script">`;
    expect(out).toBe(
      html.replace('</body>', `<template data-next-page-files>${prefetch}${prefetch}</template></body>`),
    );
  });

  it('loads them from those files, in their places, on a next-page copy', () => {
    const files = new Map<string, string>();
    const out = shareScripts(html, files, true);
    const [name] = [...files][0]!;
    expect(out).toBe(
      `<body><script src="/_astro/${name}"></script><script type="module" src="/_astro/${name}"></script><script>short()</script><script type="application/ld+json">{"a":"${'y'.repeat(inlineLimit)}"}</script><script src="/a.js"></script></body>`,
    );
  });
});

describe('sharedCriticalCss', () => {
  it("holds the rules any page's first screen uses, each matched within its own page", async () => {
    const sheet = '.a{color:red}.b>.c{color:blue}.d{color:green}.below{margin:0}';
    const page = (screen: string) =>
      `<html><head><link rel="stylesheet" href="/_astro/s.css"></head><body class="x"><main><div>${screen}</div><p class="below">x</p></main></body></html>`;
    const css = await sharedCriticalCss(
      [
        page('<h1 class="a">A</h1><div class="b"><span class="c">c</span></div>'),
        page('<h1 class="d">D</h1><span class="c">c</span>'),
      ],
      async () => sheet,
    );
    expect(css).toBe('.a{color:red}.b>.c{color:blue}.d{color:green}');
  });
});

describe("serveNextPages (the hosts' edge code)", () => {
  const served: string[] = [];
  const files: StaticFiles = {
    file: async (url) => {
      served.push(url.pathname);
      const found = ['/_seen/about', '/_seen/'].includes(url.pathname);
      return new Response(found ? `copy of ${url.pathname}` : 'not found', {
        status: found ? 200 : 404,
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    },
    asIs: async () =>
      new Response('as is', {
        headers: { 'content-type': 'text/html; charset=utf-8', vary: 'Accept-Encoding' },
      }),
  };
  const request = (pathname: string, headers: Record<string, string> = {}) =>
    new Request(`https://www.example.test${pathname}`, { headers });
  const ownPage = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' };

  it("answers a navigation from the site's own pages with the copy, varying on Sec-Fetch-Site", async () => {
    const res = await serveNextPages(request('/about', ownPage), files);
    expect([await res.text(), res.headers.get('vary')]).toEqual(['copy of /_seen/about', 'Sec-Fetch-Site']);
    expect(await (await serveNextPages(request('/', ownPage), files)).text()).toBe('copy of /_seen/');
  });

  it('answers anything else as the host has it, and a copy asked for by its own path as not found', async () => {
    for (const [pathname, headers] of [
      ['/about', {}],
      ['/about', { ...ownPage, 'sec-fetch-site': 'cross-site' }],
      ['/about/', ownPage],
      ['/logo.svg', ownPage],
      ['/no-such-page', ownPage],
    ] as const) {
      const res = await serveNextPages(request(pathname, headers), files);
      expect([pathname, await res.text(), res.headers.get('vary')]).toEqual([
        pathname,
        'as is',
        'Accept-Encoding, Sec-Fetch-Site',
      ]);
    }
    served.length = 0;
    expect(await (await serveNextPages(request('/_seen/about', ownPage), files)).text()).toBe('not found');
    expect(served).toEqual(['/_not-found']);
  });

  it.each([
    '/%5Fseen/about',
    '/%5fseen/',
    '/%5Fheaders',
    '/_headers/',
    '/about%00',
    '/sitemap.xml/',
    '/%E0%A4%A',
  ])(
    '%s is decoded before it is matched and answered with the host’s 404 (Cloudflare and Netlify alike)',
    async (pathname) => {
      served.length = 0;
      for (const headers of [{}, ownPage]) {
        expect(await (await serveNextPages(request(pathname, headers), files)).text()).toBe('not found');
      }
      expect(served).toEqual(['/_not-found', '/_not-found']);
    },
  );

  it('knows a page path', () => {
    expect(['/', '/about', '/areas/chelsea'].every(isPagePath)).toBe(true);
    expect(['/about/', '/logo.svg', '//', '/a//b'].some(isPagePath)).toBe(false);
  });
});
