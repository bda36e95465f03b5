// The main navigation's tap to page, as a visitor's Chromium does it: no DevTools client attached. Chromium refuses to
// prerender under any DevTools client (PrerenderingDisabledByDevTools), so navTapMs (bench/visit.ts) can only measure
// the prefetch path. Here a plain Chromium window on a virtual X display (Xvfb) is driven by xdotool's real pointer:
// the pointer rests on a link, then clicks it. A small script added to a copy of the build reports the times from the
// page itself, by beacon to the bench's server. Needs `apt-get install -y xvfb xdotool`; without them it reports none.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumExecutable } from '../tests/e2e/support/browser.ts';

/** Runs in every page of the copy: notes the tap, and on the next page reports tap → page shown. */
const probe = `(() => {
  const key = 'bench-tap';
  const send = (data) => navigator.sendBeacon('/__tap', JSON.stringify(data));
  addEventListener('click', (e) => sessionStorage.setItem(key, String(performance.timeOrigin + e.timeStamp)), { capture: true });
  const report = () => {
    const tapAt = Number(sessionStorage.getItem(key));
    sessionStorage.removeItem(key);
    if (!tapAt) {
      const links = [...document.querySelectorAll('body > header nav[aria-label="Main"] a[href^="/"]')].map((a) => {
        const r = a.getBoundingClientRect();
        return { href: a.getAttribute('href'), x: screenX + r.x + r.width / 2, y: screenY + (outerHeight - innerHeight) + r.y + r.height / 2 };
      });
      return addEventListener('load', () => setTimeout(() => send({ ready: location.pathname, links }), 500));
    }
    const nav = performance.getEntriesByType('navigation')[0];
    const activation = nav.activationStart || 0;
    new PerformanceObserver((list, observer) => {
      const paint = list.getEntriesByName('first-contentful-paint')[0];
      if (!paint) return;
      observer.disconnect();
      send({ path: location.pathname, prerendered: activation > 0, shownMs: performance.timeOrigin + Math.max(paint.startTime, activation) - tapAt });
    }).observe({ type: 'paint', buffered: true });
  };
  if (document.prerendering) document.addEventListener('prerenderingchange', report, { once: true });
  else report();
})();`;

type Message = {
  ready?: string;
  links?: { href: string; x: number; y: number }[];
  path?: string;
  prerendered?: boolean;
  shownMs?: number;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Whether this machine can drive a real pointer (Xvfb and xdotool installed). */
export const canDriveRealPointer = () =>
  ['Xvfb', 'xdotool'].every((tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0);

/**
 * Tap → page shown (ms) for each main-navigation link of `from`, and whether the page was prerendered, in a Chromium
 * with no DevTools client. `createSiteServer` is the bench's server factory; `root` the build.
 */
export async function realTapMs(
  createSiteServer: (o: { root: string }) => http.Server,
  root: string,
  from: string,
): Promise<Map<string, { ms: number; prerendered: boolean }>> {
  const copy = mkdtempSync(path.join(tmpdir(), 'hushpane-tap-'));
  const results = new Map<string, { ms: number; prerendered: boolean }>();
  let display = undefined as ChildProcess | undefined;
  let server: http.Server | undefined;
  try {
    cpSync(root, copy, { recursive: true });
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.html\.(br|gz)$/.test(entry.name)) rmSync(file);
        else if (entry.name.endsWith('.html'))
          writeFileSync(
            file,
            readFileSync(file, 'utf8').replace('</head>', '<script src="/__tap.js" defer></script></head>'),
          );
      }
    };
    walk(copy);
    const site = createSiteServer({ root: copy }).listeners('request')[0] as http.RequestListener;
    let waiting: ((m: Message) => void) | undefined;
    server = http.createServer((req, res) => {
      if (req.url === '/__tap.js') {
        res.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' });
        return res.end(probe);
      }
      if (req.url === '/__tap' && req.method === 'POST') {
        let body = '';
        req.on('data', (c) => (body += c));
        req.on('end', () => {
          res.writeHead(204).end();
          waiting?.(JSON.parse(body) as Message);
        });
        return;
      }
      site(req, res);
    });
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
    const base = `http://localhost:${(server.address() as AddressInfo).port}`;
    const next = (ms: number) =>
      new Promise<Message | undefined>((resolve) => {
        const timer = setTimeout(() => resolve(undefined), ms);
        waiting = (m) => {
          clearTimeout(timer);
          resolve(m);
        };
      });

    const displayName = ':97';
    display = spawn('Xvfb', [displayName, '-screen', '0', '1280x800x24', '-nolisten', 'tcp'], {
      stdio: 'ignore',
    });
    await sleep(500);
    const env = { ...process.env, DISPLAY: displayName };
    const xdotool = (...args: string[]) => spawnSync('xdotool', args, { env });

    // One fresh window per link: the page opened as a visitor opens it, its links measured, then a real hover and tap.
    const visit = async (href: string | undefined) => {
      const profile = mkdtempSync(path.join(tmpdir(), 'hushpane-tap-profile-'));
      const browser = spawn(
        chromiumExecutable() ?? 'chromium',
        [
          '--no-sandbox',
          '--no-first-run',
          '--no-default-browser-check',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--disable-quic',
          '--ozone-platform=x11',
          '--kiosk',
          '--window-position=0,0',
          '--window-size=1280,800',
          `--user-data-dir=${profile}`,
          `${base}${from}`,
        ],
        { env, stdio: 'ignore' },
      );
      try {
        const ready = await next(20_000);
        if (!ready?.links) return ready?.links;
        const link = href && ready.links.find((l) => l.href === href);
        if (link) {
          xdotool('mousemove', String(Math.round(link.x)), String(Math.round(link.y)));
          await sleep(300); // the pointer's travel and the finger's press before the click, as navTapMs
          xdotool('click', '1');
          const shown = await next(5_000);
          if (shown?.path === href && typeof shown.shownMs === 'number')
            results.set(href, { ms: shown.shownMs, prerendered: !!shown.prerendered });
        }
        return ready.links;
      } finally {
        browser.kill('SIGKILL');
        await sleep(200);
        rmSync(profile, { recursive: true, force: true });
      }
    };
    const links = (await visit(undefined)) ?? [];
    for (const { href } of links) if (href !== from) await visit(href);
    return results;
  } finally {
    display?.kill();
    server?.close();
    rmSync(copy, { recursive: true, force: true });
  }
}
