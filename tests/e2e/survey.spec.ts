import { test, expect, type Page } from '@playwright/test';
import { readInbox, type StoredLead } from './support/leads.ts';
import { holdIslandScripts, touch, waitForEagerIslands } from './support/hydration.ts';
import { formWords } from '../../src/content/forms.ts';
import { site } from '../../src/config/site.ts';
import { describeSlot, weekdaySlots } from '../../src/lib/leads/surveySlots.ts';
import { referencePattern } from '../../src/lib/leads/surveyReference.ts';
import { fill } from '../../src/lib/templates.ts';

// The survey request (/book-survey) into the local inbox, with and without JavaScript. Its words, the opening hours
// and the lead time are content: read from there.
const words = formWords.survey;
const slotName = (code: string) => describeSlot(code, site.hours, words.slots);
const form = (page: Page) => page.getByRole('form', { name: words.title });
const choice = (page: Page, i: number) => form(page).getByRole('combobox', { name: words.choices[i] });
const uniqueName = (tag: string) => `Survey ${tag} ${Date.now().toString(36)}`;

async function leadNamed(name: string): Promise<StoredLead> {
  const find = () => readInbox().find((l) => l.form === 'survey' && l.fields.name === name);
  await expect.poll(find, { timeout: 10_000 }).toBeTruthy();
  return find()!;
}

async function fillWho(page: Page, name: string) {
  await form(page).getByLabel(words.name).fill(name);
  await form(page).getByLabel(words.phone).fill('020 7946 0011');
  await form(page).getByLabel(words.postcode).fill('SW3 4AB');
}

test.describe('with JavaScript', () => {
  test('offers the weekdays of the static page, sends the request with its reference and confirms both', async ({
    page,
  }) => {
    await page.goto('/book-survey');
    await waitForEagerIslands(page);
    const name = uniqueName('js');
    await fillWho(page, name); // the first touch wakes the form: its options stay those of the page
    const offered = weekdaySlots(site.hours);
    await expect(choice(page, 0).locator('option')).toHaveText([words.selectSlot, ...offered.map(slotName)]);
    await choice(page, 0).selectOption(offered[2]!);
    await choice(page, 1).selectOption(offered[0]!);
    const email = form(page).getByLabel(words.email);
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).not.toHaveAttribute('required');
    await email.fill('survey-js@example.com');
    await form(page).getByLabel(words.notes).fill('Side door, please');
    await form(page).getByRole('button', { name: words.send }).click();

    const thanks = page.getByRole('status').filter({ hasText: words.confirmation.title });
    await expect(thanks).toContainText(words.confirmation.text);
    await expect(thanks.getByRole('listitem')).toHaveText([slotName(offered[2]!), slotName(offered[0]!)]);
    await expect(thanks).toContainText(fill(words.confirmation.emailed, { email: 'survey-js@example.com' }));
    const { fields } = await leadNamed(name);
    expect(fields).toEqual({
      name,
      phone: '020 7946 0011',
      postcode: 'SW3 4AB',
      email: 'survey-js@example.com',
      slot_1: offered[2],
      slot_2: offered[0],
      slot_3: '',
      notes: 'Side door, please',
      reference: expect.stringMatching(referencePattern),
    });
    // The visitor reads the reference the team receives.
    await expect(thanks).toContainText(fill(words.confirmation.reference, { reference: fields.reference! }));
  });

  test('an empty submit shows the error summary: focused, each problem a link to its field', async ({
    page,
  }) => {
    await page.goto('/book-survey');
    await waitForEagerIslands(page);
    await form(page).getByRole('button', { name: words.send }).click();
    const summary = page.locator('[data-error-summary]');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('heading', { name: formWords.shared.summaryTitle })).toBeVisible();
    const messages = [
      'Please enter your name',
      'Phone number must be at least 10 digits',
      'Please provide a valid postcode',
      'Please choose at least one preferred time',
    ];
    await expect(summary.getByRole('link')).toHaveText(messages);
    // From now on the summary follows the fields: an e-mail is checked only when given.
    await form(page).getByLabel(words.email).fill('not-an-email');
    await expect(summary.getByRole('link')).toHaveText([
      ...messages.slice(0, 3),
      'Please enter a valid email address',
      messages[3]!,
    ]);
    await form(page).getByLabel(words.name).fill('Ada Lovelace');
    await expect(summary.getByRole('link')).toHaveText([
      ...messages.slice(1, 3),
      'Please enter a valid email address',
      messages[3]!,
    ]);
    await form(page).getByLabel(words.email).fill('');
    await expect(summary.getByRole('link')).toHaveText(messages.slice(1));
    await form(page).getByRole('button', { name: words.send }).click();
    // Each field keeps its own message, the same words.
    await expect(form(page).getByLabel(words.postcode)).toHaveAccessibleDescription(messages[2]!);
    await summary.getByRole('link', { name: messages[3] }).click();
    await expect(choice(page, 0)).toBeFocused();
    await expect(choice(page, 0)).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/book-survey$/);
  });

  test('a failed send keeps the request (a reload loses nothing) and the next page offers to send it', async ({
    context,
  }) => {
    const page = await context.newPage();
    await page.route('**/api/forms', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto('/book-survey');
    await waitForEagerIslands(page);
    const name = uniqueName('unsent');
    await fillWho(page, name);
    const offered = weekdaySlots(site.hours);
    await choice(page, 0).selectOption(offered[1]!);
    await form(page).getByRole('button', { name: words.send }).click();
    const failure = page.getByRole('alert').filter({ hasText: formWords.shared.failure.title });
    await expect(failure).toBeVisible();
    await expect(failure.getByRole('link', { name: formWords.shared.failure.email })).toHaveAttribute(
      'href',
      new RegExp(encodeURIComponent(name)),
    );
    await page.reload();
    await expect(form(page).getByLabel(words.name)).toHaveValue(name);
    await expect(choice(page, 0)).toHaveValue(offered[1]!);
    await page.close();

    const next = await context.newPage();
    await next.goto('/about');
    const offer = next.getByRole('region', { name: /has not been sent yet/ });
    await expect(offer.getByRole('heading')).toContainText(formWords.unsent.what.survey);
    await offer.getByRole('button', { name: formWords.unsent.send }).click();
    const sent = next.getByRole('region', { name: words.confirmation.title });
    await expect(sent.getByRole('status')).toContainText(words.confirmation.text);
    await expect(sent.getByRole('listitem')).toHaveText([slotName(offered[1]!)]);
    expect((await leadNamed(name)).fields.slot_1).toBe(offered[1]);
  });

  test('a time chosen before the script arrived stays as chosen, and the options never change', async ({
    page,
  }) => {
    const release = await holdIslandScripts(page);
    await page.goto('/book-survey');
    await waitForEagerIslands(page);
    const options = await choice(page, 0).locator('option').allTextContents();
    const weekday = weekdaySlots(site.hours)[2]!;
    await touch(choice(page, 0)); // the visitor's first contact: the script is on its way
    await choice(page, 0).selectOption(weekday);
    release();
    await expect(form(page)).toHaveAttribute('data-live', '');
    await form(page).getByLabel(words.name).fill('Ada Lovelace');
    await expect(choice(page, 0)).toHaveValue(weekday);
    await expect(choice(page, 0).locator('option')).toHaveText(options);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('offers weekdays, posts natively into the inbox and confirms the times on a plain page', async ({
    page,
  }) => {
    await page.goto('/book-survey');
    const weekdays = weekdaySlots(site.hours);
    await expect(choice(page, 1).locator('option')).toHaveText([words.selectSlot, ...weekdays.map(slotName)]);
    const name = uniqueName('nojs');
    await fillWho(page, name);
    await choice(page, 0).selectOption({ label: slotName(weekdays[0]!) });
    await choice(page, 2).selectOption({ label: slotName(weekdays.at(-1)!) });
    await form(page).getByRole('button', { name: words.send }).click();

    await expect(page.getByRole('heading', { level: 1, name: words.confirmation.title })).toBeVisible();
    await expect(page.getByText(words.confirmation.text)).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveText([
      slotName(weekdays[0]!),
      slotName(weekdays.at(-1)!),
    ]);
    const { fields } = await leadNamed(name);
    expect(fields.reference).toMatch(referencePattern);
    await expect(
      page.getByText(fill(words.confirmation.reference, { reference: fields.reference! })),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the page you were on' })).toHaveAttribute(
      'href',
      '/book-survey',
    );
    expect(fields).toMatchObject({
      slot_1: weekdays[0],
      slot_2: '',
      slot_3: weekdays.at(-1),
    });
  });
});
