import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createSiteServer } from '../../server/app.ts';
import { goals } from '../../src/lib/analytics/goals.ts';
import { analyticsDefaults } from '../../src/config/env.ts';
import { paths } from '../../src/paths.ts';
import { touch, waitForEagerIslands } from './support/hydration.ts';
import { fillQuote } from './support/leads.ts';
import { formWords } from '../../src/content/forms.ts';
import { readYaml } from '../../src/content/load.ts';
import { privacyFigures, privacyNoticeSchema } from '../../src/content/legal/schema.ts';

// The site built with a statistics service configured (Plausible's settings), served here; the service itself is a
// fake answering on its origin through page.route, so the CSP the build wrote is what lets it through.
const provider = 'https://analytics.test';
const domain = 'hushpane.example';
const fakeScript = `(() => {
  const me = document.currentScript;
  const send = (n) => fetch(new URL('/api/event', me.src), {
    method: 'POST', keepalive: true, body: JSON.stringify({ n, d: me.dataset.domain, u: location.pathname }),
  });
  window.plausible = (n) => void send(n);
  send('pageview');
})();`;

interface Sent {
  n: string;
  d: string;
  u: string;
}
let out: string;
let server: Server;
let base: string;

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(() => {
  out = mkdtempSync(path.join(tmpdir(), 'hushpane-analytics-'));
  const build = spawnSync('npx', ['astro', 'build', '--outDir', out], {
    encoding: 'utf8',
    env: {
      ...process.env,
      // Pages and scripts are what this spec reads: no .br/.gz siblings (half the build's CPU time).
      PRECOMPRESS: '0',
      PUBLIC_ANALYTICS_PROVIDER: 'plausible',
      PUBLIC_ANALYTICS_SITE: domain,
      PUBLIC_ANALYTICS_SCRIPT: `${provider}/js/script.js`,
    },
  });
  if (build.status !== 0) throw new Error(`the build with analytics failed:\n${build.stdout}${build.stderr}`);
  process.env.LEADS_INBOX = path.join(out, 'inbox.jsonl');
  server = createSiteServer({ root: out });
  return new Promise<void>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve();
    }),
  );
});

test.afterAll(() => {
  server?.close();
  rmSync(out, { recursive: true, force: true });
});

/** The fake service on the page, recording what it is sent; the taps' own navigation is cancelled. */
async function withFakeService(page: Page): Promise<Sent[]> {
  const sent: Sent[] = [];
  await page.route(`${provider}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/js/script.js')
      return route.fulfill({ contentType: 'text/javascript', body: fakeScript });
    if (pathname === '/api/event') {
      sent.push(route.request().postDataJSON() as Sent);
      return route.fulfill({ status: 202, headers: { 'access-control-allow-origin': '*' }, body: 'ok' });
    }
    return route.fulfill({ status: 404 });
  });
  await page.addInitScript(() => {
    window.addEventListener('click', (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (link && /^tel:|wa\.me|\.pdf$/.test(link.getAttribute('href') ?? '')) event.preventDefault();
    });
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return sent;
}

test('page views and every goal reach the service once per action, through the CSP', async ({ page }) => {
  const sent = await withFakeService(page);
  const violations: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  const count = (name: string) => sent.filter((e) => e.n === name).length;
  const once = async (goal: string) => expect.poll(() => count(goal), { message: goal }).toBe(1);
  const visit = async (to: string) => {
    await page.goto(`${base}${to}`);
    await expect.poll(() => sent.filter((e) => e.n === 'pageview' && e.u === to).length).toBe(1);
  };

  await visit(paths.contact);
  await waitForEagerIslands(page);
  const contact = page.getByRole('form', { name: formWords.contact.title });
  await contact.getByLabel('Full Name').fill('Ada Lovelace');
  await contact.getByLabel('Email Address').fill('ada@example.com');
  await contact.getByLabel('Phone Number').fill('020 7946 0001');
  await contact.getByRole('combobox', { name: formWords.contact.service }).selectOption({ index: 1 });
  await contact.getByRole('button', { name: formWords.contact.send }).click();
  await expect(page.getByText('Thank You!')).toBeVisible();
  await once(goals.contactSent);
  await page.getByRole('region', { name: 'Contact information' }).getByRole('link', { name: /^0\d/ }).click();
  await once(goals.phoneTapped);
  await page
    .getByRole('link', { name: /WhatsApp/ })
    .first()
    .click();
  await once(goals.whatsappTapped);

  await visit(paths.quote);
  await waitForEagerIslands(page);
  await fillQuote(page, 'ada@example.com');
  await page.getByRole('button', { name: 'Submit Quote Request' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Quote Request Submitted!' })).toBeVisible();
  await once(goals.quoteSent);

  await visit(paths.survey);
  await waitForEagerIslands(page);
  const survey = page.getByRole('form', { name: formWords.survey.title });
  await survey.getByLabel(formWords.survey.name).fill('Ada Lovelace');
  await survey.getByLabel(formWords.survey.phone).fill('020 7946 0003');
  await survey.getByLabel(formWords.survey.postcode).fill('SW3 4AB');
  await survey.getByRole('combobox', { name: formWords.survey.choices[0] }).selectOption({ index: 1 });
  await survey.getByRole('button', { name: formWords.survey.send }).click();
  await expect(
    page.getByRole('status').filter({ hasText: formWords.survey.confirmation.title }),
  ).toBeVisible();
  await once(goals.surveyRequested);

  await visit(paths.about);
  await page.getByRole('button', { name: 'Quick Contact' }).click();
  const quick = page.getByRole('dialog', { name: 'Quick Contact' });
  await quick.getByLabel('Name').fill('Ada Lovelace');
  await quick.getByLabel('Email').fill('ada@example.com');
  await quick.getByLabel('Phone').fill('020 7946 0002');
  await quick.getByRole('button', { name: 'Send' }).click();
  await expect(quick.getByText('Thanks!')).toBeVisible();
  await once(goals.quickContactSent);

  await visit(paths.calculator);
  const calculator = page.getByRole('form', { name: 'Noise reduction calculator' });
  await touch(calculator.getByLabel('Your street'));
  await expect(calculator).toHaveAttribute('data-live', '');
  await calculator.getByLabel('Your street').selectOption({ index: 1 });
  await calculator.getByLabel('Your street').selectOption({ index: 2 });
  await once(goals.calculatorUsed);

  await visit(paths.resources);
  await page.getByRole('link', { name: /Download Guide/ }).click();
  await once(goals.guidePdfDownloaded);

  // The privacy notice says what is counted, on which basis and how to object, naming the configured service.
  await visit(paths.privacy);
  const counting = readYaml('legal/privacy.yaml', privacyNoticeSchema, privacyFigures()).whenCounting;
  const heading = counting.sections.find((s) => s.id === 'cookies')!.heading;
  const cookies = page.getByRole('region', { name: heading });
  await expect(cookies).toContainText(analyticsDefaults.plausible.name);
  await expect(cookies).toContainText(provider);
  await expect(cookies).toContainText('Article 6(1)(f)');
  await expect(cookies).toContainText('object');
  await expect(page.getByRole('main')).not.toContainText('uses no analytics');

  // Still one of each after every action above, every event for the configured site, and nothing blocked.
  for (const goal of Object.values(goals)) expect(count(goal), goal).toBe(1);
  expect(new Set(sent.map((e) => e.d))).toEqual(new Set([domain]));
  expect(violations).toEqual([]);
});
