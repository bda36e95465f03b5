import { test, expect, type Page, type Route } from '@playwright/test';
import { consoleErrors, fillQuote, readInbox, uniqueEmail } from './support/leads.ts';
import { formWords } from '../../src/content/forms.ts';

// Every form against every fault of the service behind it: what the visitor sees, what is kept, which fallbacks
// are offered, the quote's failover to the form endpoint, and how many leads reach the inbox after a resubmit (one).

const emailjsPath = '**/api/v1.0/email/send';
const formsPath = '**/api/forms';
const quoteError = 'There was a problem submitting your request. Please try again or call us directly.';

/** A fault, as the browser sees it; `late` holds a request until the test lets it through (a 20 s answer). */
interface Fault {
  name: string;
  answer: (route: Route, late: Promise<void>) => Promise<void>;
  /** How long page time must run before the form gives up (the delivery timeout is 15 s). */
  waitMs: number;
}

const faults: Fault[] = [
  { name: 'network failure', answer: (r) => r.abort('internetdisconnected'), waitMs: 0 },
  {
    name: '400',
    answer: (r) => r.fulfill({ status: 400, json: { errors: [{ message: 'Bad' }] } }),
    waitMs: 0,
  },
  { name: '403', answer: (r) => r.fulfill({ status: 403, body: 'Forbidden' }), waitMs: 0 },
  { name: '429', answer: (r) => r.fulfill({ status: 429, body: 'Too Many Requests' }), waitMs: 0 },
  { name: '500', answer: (r) => r.fulfill({ status: 500, body: 'Internal Server Error' }), waitMs: 0 },
  {
    name: '20 s delay',
    answer: async (r, late) => {
      await late;
      await r.continue().catch(() => undefined); // an aborted request has nowhere to go
    },
    waitMs: 16_000,
  },
];

interface FormDriver {
  name: 'quote' | 'contact' | 'quick-contact';
  open: (page: Page) => Promise<void>;
  fill: (page: Page, email: string) => Promise<void>;
  submit: (page: Page) => Promise<void>;
  /** A field the failure must keep, and what was typed there. */
  kept: (page: Page) => ReturnType<Page['getByLabel']>;
  keptValue: string;
  /** The notice a failure shows, and the sentence a success shows. */
  failure: (page: Page) => ReturnType<Page['getByRole']>;
  success: string;
  email: (fields: Record<string, string>) => string | undefined;
}

const scope = (page: Page, name: FormDriver['name']) =>
  name === 'quick-contact'
    ? page.getByRole('dialog', { name: 'Quick Contact' })
    : page.getByRole('form', { name: name === 'quote' ? 'Quote Request Form' : formWords.contact.title });

const drivers: FormDriver[] = [
  {
    name: 'quote',
    open: (page) => page.goto('/quote-request').then(() => undefined),
    fill: (page, email) => fillQuote(page, email, 'Bay window upstairs'),
    submit: (page) => page.getByRole('button', { name: 'Submit Quote Request' }).click(),
    kept: (page) => page.getByLabel('Additional Information (optional)'),
    keptValue: 'Bay window upstairs',
    failure: (page) => page.getByRole('alert').filter({ hasText: 'Error' }),
    success: "Thank you! We'll contact you within 24 hours with your free quote.",
    email: (f) => f.from_email ?? f.email,
  },
  {
    name: 'contact',
    open: (page) => page.goto('/contact').then(() => undefined),
    fill: async (page, email) => {
      const form = scope(page, 'contact');
      await form.getByLabel('Full Name').fill('李小龍');
      await form.getByLabel('Email Address').fill(email);
      await form.getByLabel('Phone Number').fill('020 7946 0001');
      await form.getByRole('combobox', { name: formWords.contact.service }).selectOption('Other');
      await form.getByLabel(formWords.shared.message).fill('Loud buses on the A4');
    },
    submit: (page) => scope(page, 'contact').getByRole('button', { name: formWords.contact.send }).click(),
    kept: (page) => scope(page, 'contact').getByLabel(formWords.shared.message),
    keptValue: 'Loud buses on the A4',
    failure: (page) => page.getByRole('alert').filter({ hasText: formWords.shared.failure.title }),
    success: "Your message has been sent successfully. We'll contact you within 24 hours.",
    email: (f) => f.from_email,
  },
  {
    name: 'quick-contact',
    open: async (page) => {
      await page.goto('/services');
      await page.getByRole('button', { name: 'Quick Contact' }).click();
    },
    fill: async (page, email) => {
      const dialog = scope(page, 'quick-contact');
      await dialog.getByLabel('Name').fill("Seán O'Brien");
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByLabel('Phone').fill('020 7946 0002');
      await dialog.getByLabel(formWords.shared.message).fill('Sash windows, Putney');
    },
    submit: (page) => scope(page, 'quick-contact').getByRole('button', { name: 'Send' }).click(),
    kept: (page) => scope(page, 'quick-contact').getByLabel(formWords.shared.message),
    keptValue: 'Sash windows, Putney',
    failure: (page) => page.getByRole('alert').filter({ hasText: formWords.shared.failure.title }),
    success: "We'll contact you within 24 hours.",
    email: (f) => f.email,
  },
];

const leadsFor = (driver: FormDriver, email: string) =>
  readInbox().filter((lead) => lead.form === driver.name && driver.email(lead.fields) === email);

async function expectOneLead(driver: FormDriver, email: string) {
  await expect.poll(() => leadsFor(driver, email).length).toBe(1);
  // A late or repeated send would land within moments: still one.
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(leadsFor(driver, email)).toHaveLength(1);
  return leadsFor(driver, email)[0]!;
}

for (const driver of drivers) {
  for (const fault of faults) {
    test(`${driver.name} form, ${fault.name}: the failure is shown, nothing is lost, a resubmit is one lead`, async ({
      page,
    }) => {
      const errors = consoleErrors(page);
      let letThrough: () => void = () => undefined;
      const late = new Promise<void>((resolve) => (letThrough = resolve));
      const formPosts: string[] = [];
      const emailjsPosts: string[] = [];
      page.on('request', (r) => r.url().endsWith('/api/forms') && formPosts.push(r.method()));
      page.on('request', (r) => r.url().endsWith('/api/v1.0/email/send') && emailjsPosts.push(r.method()));
      await page.clock.install();
      // The quote's own service and its failover both fail first; the contact forms have one path.
      if (driver.name === 'quote') await page.route(emailjsPath, (route) => fault.answer(route, late));
      await page.route(formsPath, (route) => fault.answer(route, late));

      const email = uniqueEmail(`fault-${driver.name}`);
      await driver.open(page);
      await driver.fill(page, email);
      await driver.submit(page);
      // Every configured path must time out before the visitor sees the failure. The clock moves on once each
      // request is on its way (its timeout is set when it starts: moved earlier, the clock would pass it by).
      const paths = driver.name === 'quote' ? [emailjsPosts, formPosts] : [formPosts];
      for (const posts of fault.waitMs ? paths : []) {
        await expect.poll(() => posts.length).toBeGreaterThan(0);
        await page.clock.runFor(fault.waitMs);
      }

      const failure = driver.failure(page);
      await expect(failure).toBeVisible();
      if (driver.name === 'quote') {
        expect(await failure.locator('p').allInnerTexts()).toContain(quoteError);
        expect(formPosts.length).toBeGreaterThan(0); // the failover was tried before the error
      }
      await expect(driver.kept(page)).toHaveValue(driver.keptValue);
      await expect(failure.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+44/);
      const mailto = await failure
        .getByRole('link', { name: formWords.shared.failure.email })
        .getAttribute('href');
      expect(decodeURIComponent(mailto ?? '')).toContain(driver.keptValue);
      expect(errors.some((e) => e.includes(`The ${driver.name} form could not be sent`))).toBe(true);

      // The service recovers (the quote's form endpoint only: its EmailJS still fails, so the failover carries it);
      // a late answer to the first try arrives too. The same unchanged form sent again is still one lead.
      await page.unroute(formsPath);
      letThrough();
      await driver.submit(page);
      if (driver.name === 'quote' && fault.waitMs) await page.clock.runFor(fault.waitMs);
      await expect(page.getByText(driver.success)).toBeVisible();
      const lead = await expectOneLead(driver, email);
      expect(lead.submissionId).toMatch(/^[0-9a-f-]{36}$/);
      if (driver.name === 'quote' && !fault.waitMs) expect(lead.via).toBe('form');
    });
  }
}

test('a quote EmailJS refuses goes to the form endpoint before the visitor sees anything but success', async ({
  page,
}) => {
  await page.route(emailjsPath, (route) => route.fulfill({ status: 403, body: 'Forbidden' }));
  const email = uniqueEmail('failover');
  const quote = drivers[0]!;
  await quote.open(page);
  await quote.fill(page, email);
  await quote.submit(page);
  await expect(page.getByText(quote.success)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  const lead = await expectOneLead(quote, email);
  expect(lead).toMatchObject({
    via: 'form',
    fields: { firstName: 'Zoë', additionalInfo: 'Bay window upstairs' },
  });
});

test('an unsent lead survives the tab and is offered, once, on the next visit to any page', async ({
  context,
}) => {
  const first = await context.newPage();
  await first.route(formsPath, (route) => route.fulfill({ status: 500, body: 'down' }));
  const contact = drivers[1]!;
  const email = uniqueEmail('unsent');
  await contact.open(first);
  await contact.fill(first, email);
  await contact.submit(first);
  await expect(contact.failure(first)).toBeVisible();
  await first.close();

  const next = await context.newPage();
  await next.goto('/about');
  const offer = next.getByRole('region', { name: 'Your message has not been sent yet' });
  await expect(offer).toContainText(`from ${email}`);
  await offer.getByRole('button', { name: formWords.unsent.send }).click();
  await expect(next.getByText(contact.success)).toBeVisible();
  expect((await expectOneLead(contact, email)).fields.message).toBe('Loud buses on the A4');
  await next.goto('/services');
  await expect(next.getByRole('region', { name: /has not been sent yet/ })).toHaveCount(0);
});

test('a discarded unsent lead is not offered again', async ({ page }) => {
  await page.route(formsPath, (route) => route.abort('internetdisconnected'));
  const quick = drivers[2]!;
  await quick.open(page);
  await quick.fill(page, uniqueEmail('discard'));
  await quick.submit(page);
  await expect(quick.failure(page)).toBeVisible();
  await page.goto('/benefits');
  const offer = page.getByRole('region', { name: 'Your message has not been sent yet' });
  await offer.getByRole('button', { name: formWords.unsent.discard }).click();
  await expect(offer).toHaveCount(0);
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: /has not been sent yet/ })).toHaveCount(0);
});

test('past a limit nothing is cut: a counter and a clear message, and the text stays', async ({ page }) => {
  const quick = drivers[2]!;
  await quick.open(page);
  const dialog = scope(page, 'quick-contact');
  const message = dialog.getByLabel(formWords.shared.message);
  await message.fill('x'.repeat(1900));
  await expect(dialog.getByText('100 characters left')).toBeVisible();
  await message.fill('x'.repeat(2010));
  await expect(dialog.getByText('10 characters over the limit of 2000: please shorten it')).toBeVisible();
  await dialog.getByLabel('Name').fill('Ada');
  await dialog.getByLabel('Email').fill('ada@example.com');
  await dialog.getByLabel('Phone').fill('020 7946 0009');
  await quick.submit(page);
  await expect(dialog.getByRole('alert')).toContainText('Please keep this under 2000 characters');
  await expect(message).toHaveValue('x'.repeat(2010));
});

test('no Content-Security-Policy violation before or after each form wakes and sends', async ({ page }) => {
  const reports: string[] = [];
  page.on('console', (m) => /Content.Security.Policy|unsafe-eval/i.test(m.text()) && reports.push(m.text()));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content-Security-Policy violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  for (const driver of drivers) {
    await driver.open(page);
    await driver.fill(page, uniqueEmail(`csp-${driver.name}`));
    await driver.submit(page);
    await expect(page.getByText(driver.success)).toBeVisible();
  }
  expect(reports).toEqual([]);
});
