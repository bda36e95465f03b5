import { test, expect, type Page } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { leadFor, uniqueEmail } from './support/leads.ts';
import { waitForEagerIslands } from './support/hydration.ts';
import { formWords } from '../../src/content/forms.ts';

const openButton = (page: Page) => page.getByRole('button', { name: 'Quick Contact' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Quick Contact' });

async function openPage(page: Page, path = '/') {
  await page.goto(path);
  await waitForEagerIslands(page);
}

async function fillQuick(page: Page, email: string) {
  const modal = dialog(page);
  await modal.getByLabel('Name').fill("Seán O'Brien");
  await modal.getByLabel('Email').fill(email);
  await modal.getByLabel('Phone').fill('020 7946 0002');
  await modal.getByLabel(formWords.shared.message).fill('Sash windows, Putney');
}

test('the button opens the modal; Escape closes it and focus returns to the button', async ({ page }) => {
  await openPage(page, '/about');
  await openButton(page).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByLabel(formWords.shared.message)).toHaveAttribute('rows', '3');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(openButton(page)).toBeFocused();
});

test('the close button and the backdrop close it', async ({ page }) => {
  await openPage(page);
  await openButton(page).click();
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(openButton(page)).toBeFocused();
  await openButton(page).click();
  await expect(dialog(page)).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog(page)).toBeHidden();
});

test('focus stays inside the open modal', async ({ page }) => {
  await openPage(page);
  await openButton(page).click();
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(
      () => document.getElementById('quick-contact')?.contains(document.activeElement) ?? false,
    );
    const onPage = await page.evaluate(() => document.activeElement !== document.body);
    expect(!onPage || inside).toBe(true);
  }
});

test('it opens on the first tap before hydration (invoker commands)', async ({ page }) => {
  await page.route('**/_astro/**/*.js', (route) => route.abort());
  await page.goto('/');
  await openButton(page).click();
  await expect(dialog(page)).toBeVisible();
});

test('a message reaches the inbox, thanks and toasts, and closes after 3 seconds', async ({ page }) => {
  const email = uniqueEmail('quick');
  await page.clock.install();
  await openPage(page, '/services');
  await openButton(page).click();
  await fillQuick(page, email);
  // Freeze page time so the 3-second close is measured, not raced.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await dialog(page).getByRole('button', { name: 'Send' }).click();
  await expect(dialog(page).getByText('Thanks!')).toBeVisible();
  await expect(dialog(page).getByText("We'll contact you within 24 hours.")).toBeVisible();
  const toast = page.getByRole('status').filter({ hasText: 'Message sent!' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("We'll get back to you within 24 hours.");
  expect((await leadFor(email)).fields).toEqual({
    name: "Seán O'Brien",
    email,
    phone: '020 7946 0002',
    message: 'Sash windows, Putney',
  });
  await page.clock.runFor(2_800);
  await expect(dialog(page)).toBeVisible();
  await page.clock.runFor(300);
  await expect(dialog(page)).toBeHidden();
  await openButton(page).click();
  await expect(dialog(page).getByLabel('Name')).toHaveValue('');
  await expect(dialog(page).getByRole('button', { name: 'Send' })).toBeEnabled();
});

test('a failure is shown with the values kept and the fallbacks offered', async ({ page }) => {
  await page.route('**/api/forms', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await openPage(page);
  await openButton(page).click();
  await fillQuick(page, 'quick-fail@example.com');
  await dialog(page).getByRole('button', { name: 'Send' }).click();
  const alert = dialog(page).getByRole('alert');
  await expect(alert).toContainText(formWords.shared.failure.title);
  await expect(dialog(page).getByLabel('Email')).toHaveValue('quick-fail@example.com');
  await expect(alert.getByRole('link', { name: formWords.shared.failure.email })).toHaveAttribute(
    'href',
    /Sash%20windows%2C%20Putney/,
  );
  await expect(dialog(page)).toBeVisible();
});

test('the open modal has no accessibility violations', async ({ page }) => {
  await openPage(page);
  await openButton(page).click();
  await dialog(page).getByRole('button', { name: 'Send' }).click();
  expect(await axeViolations(page)).toEqual([]);
});
