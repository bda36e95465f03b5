import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

// The web server writes here (playwright.config.ts sets LEADS_INBOX for it).
export const e2eInbox = path.resolve('leads/e2e-inbox.jsonl');

export interface StoredLead {
  received: string;
  form: string;
  via: string;
  submissionId?: string;
  fields: Record<string, string>;
}

export function readInbox(): StoredLead[] {
  if (!existsSync(e2eInbox)) return [];
  return readFileSync(e2eInbox, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as StoredLead);
}

/** Wait for the lead whose e-mail field is `email` (each test uses its own address). */
export async function leadFor(email: string): Promise<StoredLead> {
  const find = () => readInbox().find((l) => (l.fields.from_email ?? l.fields.email) === email);
  await expect.poll(() => find(), { timeout: 10_000 }).toBeTruthy();
  return find()!;
}

export const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Collect console errors, to check a failure is logged. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  return errors;
}

/** Markup typed by a visitor: it must travel as text and never run or render. */
export const hostile = `<img src=x onerror="document.title='pwned'"><script>document.title='pwned'</script>`;

/** Fill the quote form with a valid request (`extra` for Additional Information). */
export async function fillQuote(page: Page, email: string, extra = '') {
  await page.getByLabel('First Name').fill('Zoë');
  await page.getByLabel('Last Name').fill("O'Brien");
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Phone Number').fill('020 7946 0000');
  await page.getByLabel('Full Address').fill('Flat 2, 14 Elm Road, Chelsea');
  await page.getByLabel('Postcode').fill('SW3 4AB');
  await page.getByLabel('Number of Windows').fill('4');
  await page.getByLabel('Glass Type Preference').selectOption('6mm-laminated');
  await page.getByLabel('Window Dimensions').fill('120 x 150 cm');
  if (extra) await page.getByLabel('Additional Information (optional)').fill(extra);
}
