// How soon each form answers a visitor (Interaction to Next Paint), measured with the Event Timing API in Chromium
// on a phone-sized page with the CPU slowed 4x: every field typed into key by key, every pick-list picked, every
// tick box and choice ticked, the form sent empty and then filled in. Each interaction's duration is the longest of
// its events (input delay, handlers and the next paint); a form's figure is its longest interaction (with fewer than
// 50 interactions, INP is the longest), against web.dev's "good" limit of 200 ms.
import type { Browser, Locator, Page } from '@playwright/test';
import { paths } from '../src/paths.ts';
import { cpuSlowdown } from './visit.ts';

/** INP's "good" limit (web.dev/articles/inp). */
export const inpGoodMs = 200;

/** The forms measured: where each is, and how a visitor reaches it. */
export const inpForms: { name: string; route: string; form: (page: Page) => Promise<Locator> }[] = [
  {
    name: 'quote form',
    route: paths.quote,
    form: async (page) => page.locator('main form[data-live-validation]'),
  },
  {
    name: 'contact form',
    route: paths.contact,
    form: async (page) => page.locator('main form[data-live-validation]'),
  },
  {
    name: 'quick contact',
    route: paths.home,
    form: async (page) => {
      await page.getByRole('button', { name: 'Quick Contact' }).tap();
      return page.getByRole('dialog').locator('form');
    },
  },
  {
    name: 'survey booking',
    route: paths.survey,
    form: async (page) => page.locator('main form[data-live-validation]'),
  },
  {
    name: 'calculator',
    route: paths.calculator,
    form: async (page) => page.getByRole('form', { name: 'Noise reduction calculator' }),
  },
];

/** What a visitor types into a field, from what the field says it is for. */
function entryFor(attrs: { tag: string; type: string; autocomplete: string; inputmode: string }) {
  if (attrs.tag === 'textarea') return 'Three sash windows facing the road, each 1200 x 800 mm';
  if (attrs.type === 'email') return 'jane.smith@example.com';
  if (attrs.type === 'tel' || attrs.autocomplete === 'tel') return '020 7946 0123';
  if (attrs.autocomplete === 'postal-code') return 'SW1A 1AA';
  if (attrs.type === 'number' || ['numeric', 'decimal'].includes(attrs.inputmode)) return '60';
  return 'Jane Smith';
}

type Interaction = { id: number; name: string; duration: number; target: string };

/** One visit of a form: every interaction's longest event, as the page's PerformanceObserver saw them. */
export async function formInteractions(browser: Browser, base: string, which: (typeof inpForms)[number]) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  // Sent forms go nowhere: the measure is the page's answer, not the service's.
  await page.route('**/*', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 200, body: 'OK' }) : route.continue(),
  );
  await page.addInitScript(() => {
    const seen: Interaction[] = [];
    (window as unknown as { interactions: Interaction[] }).interactions = seen;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as PerformanceEventTiming[]) {
        if (!e.interactionId) continue;
        const t = e.target as Element | null;
        const target = t
          ? `${t.tagName.toLowerCase()}${t.id ? `#${t.id}` : ''}${t.getAttribute('name') ? `[name=${t.getAttribute('name')}]` : ''}`
          : '';
        seen.push({ id: e.interactionId, name: e.name, duration: e.duration, target });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.goto(`${base}${which.route}`, { waitUntil: 'load' });
  // A visitor reads before touching: the page's idle-time work is done by then.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const form = await which.form(page);
  await form.waitFor();
  const submit = form.locator('button[type="submit"]').first();
  const sendsEmpty = (await form.getAttribute('data-live-validation')) !== null;
  if (sendsEmpty && (await submit.count())) {
    await submit.scrollIntoViewIfNeeded();
    await submit.tap();
    await page.waitForTimeout(300);
  }
  const controls = form.locator(
    'input:not([type="hidden"]):not([tabindex="-1"]):visible, select:visible, textarea:visible',
  );
  const ticked = new Set<string>();
  for (let i = 0; i < (await controls.count()); i++) {
    const control = controls.nth(i);
    const attrs = await control.evaluate((e) => ({
      tag: e.tagName.toLowerCase(),
      type: e.getAttribute('type') ?? '',
      name: e.getAttribute('name') ?? '',
      autocomplete: e.getAttribute('autocomplete') ?? '',
      inputmode: e.getAttribute('inputmode') ?? '',
    }));
    await control.scrollIntoViewIfNeeded();
    if (attrs.type === 'radio' || attrs.type === 'checkbox') {
      // One choice of each group: the first not already ticked.
      if (ticked.has(attrs.name) || (await control.isChecked())) continue;
      ticked.add(attrs.name);
      await control.tap();
    } else if (attrs.tag === 'select') {
      // Picked from the keyboard (a closed list moves to its next option), as a tap opens a list headless cannot show.
      await control.evaluate((e: HTMLElement) => e.focus());
      await page.keyboard.press('ArrowDown');
    } else {
      await control.tap();
      await page.keyboard.press('ControlOrMeta+A');
      // About a key every 120 ms: a quick typist on a phone.
      await page.keyboard.type(entryFor(attrs), { delay: 120 });
    }
    await page.waitForTimeout(200);
  }
  if (await submit.count()) {
    await submit.scrollIntoViewIfNeeded();
    await submit.tap();
    await page.waitForTimeout(1000);
  }
  const seen = await page.evaluate(() => (window as unknown as { interactions: Interaction[] }).interactions);
  await context.close();
  const byId = new Map<number, Interaction>();
  for (const i of seen) if (!byId.has(i.id) || byId.get(i.id)!.duration < i.duration) byId.set(i.id, i);
  return [...byId.values()];
}

/** A form's longest interaction over `runs` visits (the median of each visit's longest), and what it was. */
export async function formInp(
  browser: Browser,
  base: string,
  which: (typeof inpForms)[number],
  runs: number,
) {
  const worst: Interaction[] = [];
  let count = 0;
  for (let i = 0; i < runs; i++) {
    const interactions = await formInteractions(browser, base, which);
    count = Math.max(count, interactions.length);
    worst.push(
      interactions.reduce((a, b) => (b.duration > a.duration ? b : a), {
        id: 0,
        name: '',
        duration: 0,
        target: '',
      }),
    );
  }
  worst.sort((a, b) => a.duration - b.duration);
  return { median: worst[Math.floor(worst.length / 2)]!, all: worst.map((w) => w.duration), count };
}
