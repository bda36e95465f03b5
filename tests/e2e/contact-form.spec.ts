import { test, expect, type Page } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { formWords } from '../../src/content/forms.ts';
import { contactContent } from '../../src/content/contact.ts';
import { site } from '../../src/config/site.ts';
import { leadFor, readInbox, uniqueEmail } from './support/leads.ts';
import { holdIslandScripts, timeBusyState, waitForEagerIslands } from './support/hydration.ts';

const form = (page: Page) => page.getByRole('form', { name: formWords.contact.title });

async function openContact(page: Page) {
  await page.goto('/contact');
  await waitForEagerIslands(page);
}

async function fillContact(page: Page, email: string, message = '') {
  await form(page).getByLabel('Full Name').fill('李小龍');
  await form(page).getByLabel('Email Address').fill(email);
  await form(page).getByLabel('Phone Number').fill('020 7946 0001');
  await form(page)
    .getByRole('combobox', { name: formWords.contact.service })
    .selectOption('Noise Reduction Consultation');
  if (message) await form(page).getByLabel(formWords.shared.message).fill(message);
}

test('the page shows the form, contact information and the service regions', async ({ page }) => {
  await openContact(page);
  await expect(
    form(page).getByRole('combobox', { name: formWords.contact.service }).locator('option'),
  ).toHaveText([
    'Select a service',
    'Residential Secondary Glazing',
    'Commercial Secondary Glazing',
    'Noise Reduction Consultation',
    'Thermal Insulation',
    'Other',
  ]);
  await expect(form(page).getByLabel(formWords.shared.message)).toHaveAttribute('rows', '4');
  const t = contactContent.contactPage;
  const info = page.getByRole('region', { name: t.detailsTitle });
  await expect(info.getByRole('link', { name: site.phone.display })).toHaveAttribute('href', site.phone.href);
  await expect(info.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  for (const hours of site.hours) await expect(info).toContainText(hours.display);
  for (const promise of t.promises) await expect(info).toContainText(`${promise.label}${promise.value}`);
  const regions = page.getByRole('region', { name: t.regionsTitle });
  await expect(regions.getByRole('listitem')).toHaveCount(t.regions.length);
  const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
  expect(jsonLd).toContain('"@type":"ContactPage"');
});

test('the empty "Select a service" option is invalid', async ({ page }) => {
  let posts = 0;
  await page.route('**/api/forms', (route) => {
    posts += 1;
    return route.continue();
  });
  await openContact(page);
  await fillContact(page, 'x@example.com');
  await form(page).getByRole('combobox', { name: formWords.contact.service }).selectOption('');
  await page.getByRole('button', { name: formWords.contact.send }).click();
  expect(
    await form(page)
      .getByRole('combobox', { name: formWords.contact.service })
      .evaluate((el: HTMLSelectElement) => el.validity.valid),
  ).toBe(false);
  expect(posts).toBe(0);
});

test('an empty submit shows the error summary: focused, each problem a link to its field', async ({
  page,
}) => {
  await openContact(page);
  await page.getByRole('button', { name: formWords.contact.send }).click();
  const summary = page.locator('[data-error-summary]');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('heading', { name: formWords.shared.summaryTitle })).toBeVisible();
  const messages = [
    'Please enter your full name',
    'Please enter a valid email address',
    'Please enter your phone number',
    'Please select a service',
  ];
  await expect(summary.getByRole('link')).toHaveText(messages);
  const service = form(page).getByRole('combobox', { name: formWords.contact.service });
  await expect(service).toHaveAccessibleDescription(messages[3]!);
  await summary.getByRole('link', { name: messages[3] }).click();
  await expect(service).toBeFocused();
  await summary.getByRole('link', { name: messages[0] }).click();
  await expect(form(page).getByLabel('Full Name')).toBeFocused();
});

test('a message reaches the inbox and the Thank You! state shows', async ({ page }) => {
  const email = uniqueEmail('contact');
  await openContact(page);
  await fillContact(page, email, 'Loud buses on the A4, please call after 5');
  await page.getByRole('button', { name: formWords.contact.send }).click();
  const thanks = page.getByRole('status').filter({ hasText: 'Thank You!' });
  await expect(thanks).toContainText(
    "Your message has been sent successfully. We'll contact you within 24 hours.",
  );
  const lead = await leadFor(email);
  expect(lead.form).toBe('contact');
  expect(lead.fields).toEqual({
    from_name: '李小龍',
    from_email: email,
    phone: '020 7946 0001',
    service_type: 'Noise Reduction Consultation',
    message: 'Loud buses on the A4, please call after 5',
  });
});

// Failures and time-outs of every form: tests/e2e/lead-faults.spec.ts.

test('the contact page and its failure state have no accessibility violations', async ({ page }) => {
  await page.route('**/api/forms', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await openContact(page);
  await fillContact(page, 'axe@example.com');
  await page.getByRole('button', { name: formWords.contact.send }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('while sending the button is disabled and a double click sends once', async ({ page }) => {
  let posts = 0;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/forms', async (route) => {
    posts += 1;
    await held;
    await route.fulfill({ json: { ok: true } });
  });
  await openContact(page);
  await fillContact(page, 'twice@example.com');
  await form(page).getByRole('button', { name: formWords.contact.send }).dblclick();
  await expect(page.getByRole('button', { name: formWords.shared.sending })).toBeDisabled();
  release();
  await expect(page.getByText('Thank You!')).toBeVisible();
  expect(posts).toBe(1);
});

test('a message typed and sent before the form script arrives is sent once and thanked', async ({ page }) => {
  const release = await holdIslandScripts(page);
  let posts = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/forms')) posts += 1;
  });
  const busyDelay = await timeBusyState(page);
  const email = uniqueEmail('contact-early');
  await page.goto('/contact');
  await fillContact(page, email, 'Typed on the bus');
  const send = form(page).getByRole('button', { name: formWords.contact.send });
  await send.click();
  // Busy within 100 ms of the submit (in the page's clock), before the script has arrived: a second click sends nothing more.
  const busy = form(page).getByRole('button', { name: formWords.shared.sending });
  await expect(busy).toBeDisabled();
  expect(await busyDelay()).toBeLessThan(100);
  await busy.click({ force: true });
  await expect(form(page)).not.toHaveAttribute('data-live');
  release();
  await expect(page.getByRole('status').filter({ hasText: 'Thank You!' })).toBeVisible();
  await expect(page).toHaveURL(/\/contact$/);
  const early = await leadFor(email);
  expect(early.submissionId).toMatch(/^[0-9a-f-]{36}$/);
  expect(early.fields).toEqual({
    from_name: '李小龍',
    from_email: email,
    phone: '020 7946 0001',
    service_type: 'Noise Reduction Consultation',
    message: 'Typed on the bus',
  });
  expect(posts).toBe(1);
  expect(readInbox().filter((l) => l.fields.from_email === email)).toHaveLength(1);
});
