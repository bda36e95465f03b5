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
export async function transferCounter(page: Page) {
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
 * The bytes a visitor's second page transfers to show itself: `route` opened from `from` in the same visit, as a
 * link on it opens it
 * (browser cache as a visitor has it), counting what it asks for until its load event (not what it fetches ahead
 * for later, such as a form's modules once idle). A prefetch the first page made of `route` counts as part of it.
 */
export async function secondPageBytes(browser: Browser, base: string, from: string, route: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const counter = await transferCounter(page);
  await page.goto(`${base}${from}`, { waitUntil: 'networkidle' });
  const mark = counter.mark();
  // Opened from the first page as a link opens it (a same-origin navigation; src/lib/seenPages.ts), not typed in.
  await page.evaluate((url) => location.assign(url), `${base}${route}`);
  await page.waitForURL(`${base}${route}`, { waitUntil: 'networkidle' });
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

/** Where the bench records the wall-clock time of the tap, read back by the page the tap opens. */
const tapKey = 'bench:tapAt';

/**
 * Milliseconds from a tap on each link of the main navigation to its page being on screen, on this machine (no
 * throttling), the visitor on `from` with the pointer over the link first as a mouse is before a click (a phone's
 * finger going down gives the same head start). The page counts as shown at its first contentful paint, or when a
 * prerendered page is activated. Chromium does not prerender under DevTools, so this is the prefetch path: the
 * page's HTML fetched on intent, its stylesheet and fonts cached from `from`.
 */
export async function navTapMs(browser: Browser, base: string, from: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${base}${from}`, { waitUntil: 'networkidle' });
  const links = await page
    .locator('body > header nav[aria-label="Main"] a[href^="/"]')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!));
  const times = new Map<string, number>();
  for (const href of links) {
    if (href === from) continue;
    await page.goto(`${base}${from}`, { waitUntil: 'networkidle' });
    const link = page.locator(`body > header nav[aria-label="Main"] a[href="${href}"]`);
    await link.hover();
    await page.waitForTimeout(300); // the pointer's travel and the finger's press before the click
    await page.evaluate((key) => {
      document.addEventListener(
        'click',
        (event) => sessionStorage.setItem(key, String(performance.timeOrigin + event.timeStamp)),
        { capture: true, once: true },
      );
    }, tapKey);
    await Promise.all([page.waitForURL(`${base}${href}`), link.click()]);
    const ms = await page.evaluate(
      (key) =>
        new Promise<number>((resolve) => {
          const tapAt = Number(sessionStorage.getItem(key));
          const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
            activationStart?: number;
          };
          if (nav.activationStart) return resolve(performance.timeOrigin + nav.activationStart - tapAt);
          setTimeout(() => resolve(NaN), 5000); // no paint entry (a hidden page): shown as no value
          new PerformanceObserver((list, observer) => {
            const paint = list.getEntriesByName('first-contentful-paint')[0];
            if (!paint) return;
            observer.disconnect();
            resolve(performance.timeOrigin + paint.startTime - tapAt);
          }).observe({ type: 'paint', buffered: true });
        }),
      tapKey,
    );
    times.set(href, ms);
  }
  await context.close();
  return times;
}
