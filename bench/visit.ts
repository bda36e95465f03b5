// What a visit costs beyond Lighthouse's first page: the bytes of a second page, and how soon a form is live after
// the first touch on a throttled phone. Both in Chromium through the DevTools protocol.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Browser, CDPSession, Page } from '@playwright/test';
import { firstScreenBytes } from '../src/integrations/firstScreen.ts';

/** Lighthouse's mobile "slow 4G" as DevTools applies it, and its 4x slower CPU. */
export const slow4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
export const cpuSlowdown = 4;

/** The built page of a route, e.g. `/areas/chelsea` -> `dist/areas/chelsea.html`. */
const pageFile = (root: string, route: string) =>
  path.join(root, route === '/' ? 'index.html' : `${route.slice(1)}.html`);

/** A route's first screen and whole page, in bytes as sent (brotli), read from the build, and whether it has a form. */
export function builtPage(root: string, route: string) {
  const file = pageFile(root, route);
  const html = readFileSync(file, 'utf8');
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  return {
    firstScreen: firstScreenBytes(html, (href) => readFileSync(path.join(root, href), 'utf8')),
    page: statSync(`${file}.br`).size,
    hasForm: /<astro-island\b(?:(?!<\/astro-island>)[\s\S])*?<form\b/.test(main),
  };
}

/** Counts the bytes the network delivers to a page (headers and compressed bodies), by URL and by when asked. */
async function transferCounter(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Page.enable');
  const sent = new Map<string, { url: string; at: number }>();
  const deliveries: { url: string; at: number; bytes: number }[] = [];
  let loadedAt = Infinity;
  cdp.on('Network.requestWillBeSent', (event) =>
    sent.set(event.requestId, { url: event.request.url, at: event.timestamp }),
  );
  cdp.on('Network.loadingFinished', (event) =>
    deliveries.push({ ...(sent.get(event.requestId) ?? { url: '', at: 0 }), bytes: event.encodedDataLength }),
  );
  cdp.on('Page.loadEventFired', (event) => (loadedAt = event.timestamp));
  return { deliveries, mark: () => deliveries.length, loadedAt: () => loadedAt };
}

/**
 * The bytes a visitor's second page transfers to show itself: `route` opened from `from` in the same visit
 * (browser cache as a visitor has it), counting what it asks for until its load event (not what it fetches ahead
 * for later, such as a form's modules once idle). A prefetch the first page made of `route` counts as part of it.
 */
export async function secondPageBytes(browser: Browser, base: string, from: string, route: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const counter = await transferCounter(page);
  await page.goto(`${base}${from}`, { waitUntil: 'networkidle' });
  const mark = counter.mark();
  await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
  const sum = (list: { bytes: number }[]) => list.reduce((total, d) => total + d.bytes, 0);
  const prefetched = counter.deliveries.slice(0, mark).filter((d) => d.url === `${base}${route}`);
  const own = counter.deliveries.slice(mark).filter((d) => d.at <= counter.loadedAt());
  const bytes = sum(own) + sum(prefetched);
  await context.close();
  return bytes;
}

async function throttle(cdp: CDPSession) {
  await cdp.send('Network.emulateNetworkConditions', slow4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
}

/**
 * Milliseconds from the first touch on a form's first field to the form saying it is live (`data-live`), on a
 * phone with slow 4G and a 4x slower CPU, the page loaded and left idle first. NaN when the route has no form.
 */
export async function formWakeMs(browser: Browser, base: string, route: string) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await throttle(cdp);
  await page.goto(`${base}${route}`, { waitUntil: 'load' });
  const form = page.locator('main astro-island form').first();
  if (!(await form.count())) {
    await context.close();
    return NaN;
  }
  // A visitor reads before touching: the page's idle-time work is done by then.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2000);
  const field = form.locator('input:visible, textarea:visible').first();
  await field.scrollIntoViewIfNeeded();
  const box = (await field.boundingBox())!;
  const wake = form.evaluate(
    (f) =>
      new Promise<number>((resolve) => {
        let started = performance.now();
        const touched = (event: Event) => (started = event.timeStamp);
        document.addEventListener('touchstart', touched, { capture: true, once: true });
        const observer = new MutationObserver(() => {
          if (!f.hasAttribute('data-live')) return;
          observer.disconnect();
          resolve(performance.now() - started);
        });
        setTimeout(() => resolve(NaN), 20_000); // never live: shown as no value
        observer.observe(f, { attributes: true, attributeFilter: ['data-live'] });
      }),
  );
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  const ms = await wake;
  await context.close();
  return ms;
}
