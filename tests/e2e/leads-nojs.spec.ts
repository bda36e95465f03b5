import { test, expect } from '@playwright/test';
import { hostile, leadFor, uniqueEmail } from './support/leads.ts';
import { formWords } from '../../src/content/forms.ts';

test.use({ javaScriptEnabled: false });

test('the quote form posts natively into the inbox and confirms on a plain page', async ({ page }) => {
  const email = uniqueEmail('nojs-quote');
  await page.goto('/quote-request');
  await page.getByLabel('First Name').fill('Zoë');
  await page.getByLabel('Last Name').fill('李小龍');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Phone Number').fill('020 7946 0003');
  await page.getByLabel('Full Address').fill('3 Mill Lane, Barnes');
  await page.getByLabel('Postcode').fill('SW13 9AA');
  await page.getByLabel('Number of Windows').fill('2');
  await page.getByLabel('Glass Type Preference').selectOption('not-sure');
  await page.getByLabel('Window Dimensions').fill('100 x 100 cm');
  await page.getByLabel('Additional Information (optional)').fill(hostile);
  await page.getByRole('button', { name: 'Submit Quote Request' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the page you were on' })).toHaveAttribute(
    'href',
    '/quote-request',
  );
  await expect(page).not.toHaveTitle('pwned');
  const lead = await leadFor(email);
  expect(lead.form).toBe('quote');
  expect(lead.fields).toMatchObject({
    firstName: 'Zoë',
    lastName: '李小龍',
    address: '3 Mill Lane, Barnes',
    glassType: 'not-sure',
    additionalInfo: hostile,
  });
});

test('the contact form posts natively into the inbox', async ({ page }) => {
  const email = uniqueEmail('nojs-contact');
  await page.goto('/contact');
  const form = page.getByRole('form', { name: formWords.contact.title });
  await form.getByLabel('Full Name').fill("Niamh O'Brien");
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Phone Number').fill('020 7946 0004');
  await form.getByRole('combobox', { name: formWords.contact.service }).selectOption('Other');
  await page.getByRole('button', { name: formWords.contact.send }).click();
  await expect(page.getByText('Your message has been sent successfully.')).toBeVisible();
  expect((await leadFor(email)).fields.service_type).toBe('Other');
});

test('the quick-contact modal opens and posts without JavaScript', async ({ page }) => {
  const email = uniqueEmail('nojs-quick');
  await page.goto('/about');
  await page.getByRole('button', { name: 'Quick Contact' }).click();
  const modal = page.getByRole('dialog', { name: 'Quick Contact' });
  await expect(modal).toBeVisible();
  await modal.getByLabel('Name').fill('Zoë');
  await modal.getByLabel('Email').fill(email);
  await modal.getByLabel('Phone').fill('020 7946 0005');
  await modal.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the page you were on' })).toHaveAttribute(
    'href',
    '/about',
  );
  expect((await leadFor(email)).form).toBe('quick-contact');
});
