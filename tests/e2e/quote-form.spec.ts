import { test, expect, type Page } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { fillQuote, hostile, leadFor, readInbox, uniqueEmail } from './support/leads.ts';
import { formWords } from '../../src/content/forms.ts';
import { plans } from '../../src/content/plans.ts';
import { getService } from '../../src/content/services.ts';
import { areas } from '../../src/content/areas/index.ts';
import { encodeConfig } from '../../src/lib/estimator/config.ts';
import { describeEstimate } from '../../src/content/estimator/index.ts';
import { estimatorData } from '../../src/content/estimator/data.ts';
import { holdIslandScripts, timeBusyState, islandScripts, waitForEagerIslands } from './support/hydration.ts';

const sendPath = '**/api/v1.0/email/send';

async function openQuote(page: Page, query = '') {
  await page.goto(`/quote-request${query}`);
  await waitForEagerIslands(page);
}

test('the page shows the heading, the promise and the form', async ({ page }) => {
  await openQuote(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Get Your Free Quote' })).toBeVisible();
  await expect(page.getByText('within 24 hours').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quote Request Form' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Project Details' })).toBeVisible();
  await expect(page.getByLabel('Glass Type Preference').locator('option')).toHaveText([
    'Select glass type',
    '4mm Clear Glass',
    '6mm Clear Glass',
    '10mm Clear Glass',
    '6mm Laminated Glass',
    '10mm Laminated Glass',
    'Not Sure - Need Advice',
  ]);
  await expect(page.getByLabel('Number of Windows')).toHaveAttribute('type', 'number');
  const minHeight = await page
    .getByLabel('Window Dimensions')
    .evaluate((el) => getComputedStyle(el).minHeight);
  expect(minHeight).toBe('100px');
  await expect(
    page.getByRole('form', { name: 'Quote Request Form' }).getByRole('link', { name: 'privacy policy' }),
  ).toHaveAttribute('href', '/privacy');
});

test('an empty submit shows every spec message, tied to its field, and an error summary that takes focus', async ({
  page,
}) => {
  await openQuote(page);
  await page.getByRole('button', { name: 'Submit Quote Request' }).click();
  const messages = [
    'First name must be at least 2 characters',
    'Last name must be at least 2 characters',
    'Invalid email address',
    'Phone number must be at least 10 digits',
    'Please provide your full address',
    'Please provide a valid postcode',
    'Please specify number of windows',
    'Please select glass type',
    'Please provide window dimensions',
  ];
  const summary = page.locator('[data-error-summary]');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('heading', { name: formWords.shared.summaryTitle })).toBeVisible();
  await expect(summary.getByRole('link')).toHaveText(messages);
  // The fields keep the spec's messages, exactly, each tied to its field.
  const form = page.getByRole('form', { name: 'Quote Request Form' });
  for (const message of messages) await expect(form.getByText(message, { exact: true })).toHaveCount(2);
  const first = page.getByLabel('First Name');
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  await expect(first).toHaveAccessibleDescription('First name must be at least 2 characters');
  await expect(page.getByLabel('Additional Information (optional)')).not.toHaveAttribute('aria-invalid');
  // Each link goes to its field.
  await summary.getByRole('link', { name: 'Invalid email address' }).click();
  await expect(page.getByLabel('Email Address')).toBeFocused();
  await summary.getByRole('link', { name: 'Please select glass type' }).click();
  await expect(page.getByLabel('Glass Type Preference')).toBeFocused();
  // Only what is still wrong is listed after the next submit.
  await fillQuote(page, 'summary@example.com');
  await page.getByLabel('Postcode').fill('N1');
  await page.getByRole('button', { name: 'Submit Quote Request' }).click();
  await expect(summary.getByRole('link')).toHaveText(['Please provide a valid postcode']);
  await expect(summary).toBeFocused();
});

test('after a submit with problems the summary follows the fields: a fixed problem leaves it as it is fixed', async ({
  page,
}) => {
  await openQuote(page);
  await page.getByRole('button', { name: 'Submit Quote Request' }).click();
  const summary = page.locator('[data-error-summary]');
  await expect(summary.getByRole('link')).toHaveCount(9);
  const first = page.getByLabel('First Name');
  await first.fill('Ada');
  await expect(summary.getByRole('link', { name: 'First name must be at least 2 characters' })).toHaveCount(
    0,
  );
  await expect(summary.getByRole('link')).toHaveCount(8);
  await expect(first).not.toHaveAttribute('aria-invalid');
  await expect(first).toBeFocused(); // the summary does not take focus from the field being typed in
  await fillQuote(page, 'follows@example.com');
  await expect(summary).toHaveCount(0);
  // A problem made again is listed again, and focus stays where the visitor types.
  const postcode = page.getByLabel('Postcode');
  await postcode.fill('N1');
  await expect(summary.getByRole('link')).toHaveText(['Please provide a valid postcode']);
  await expect(postcode).toBeFocused();
});

test('a valid request reaches the inbox with the exact payload, then the form clears', async ({ page }) => {
  const email = uniqueEmail('quote');
  await openQuote(page);
  await fillQuote(page, email);
  const request = page.waitForRequest(sendPath);
  await page.getByRole('button', { name: 'Submit Quote Request' }).click();
  const sent = await request;
  const body = sent.postDataJSON() as Record<string, unknown>;
  // docs/requirements.md section 7: exactly the nine template_params, with the spec's values; the submission id only as a header.
  const expected = {
    from_name: "Zoë O'Brien",
    from_email: email,
    phone: '020 7946 0000',
    address: 'Flat 2, 14 Elm Road, Chelsea, SW3 4AB',
    number_of_windows: '4',
    glass_type: '6mm-laminated',
    window_dimensions: '120 x 150 cm',
    message: 'No additional information provided',
    to_name: 'Secondary Glazing Team',
  };
  const id = await sent.headerValue('Idempotency-Key');
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  expect(body).toEqual({
    user_id: 'local-inbox',
    service_id: 'local-inbox',
    template_id: 'quote-request',
    template_params: expected,
  });
  const notice = page.getByRole('status').filter({ hasText: 'Quote Request Submitted!' });
  await expect(notice).toContainText("Thank you! We'll contact you within 24 hours with your free quote.");
  await expect(page.getByLabel('First Name')).toHaveValue('');
  const lead = await leadFor(email);
  expect(lead.fields).toEqual(expected);
  expect(lead.submissionId).toBe(id);
  await page.reload();
  await expect(page.getByLabel('First Name')).toHaveValue('');
});

test('context from another page starts Additional Information, where the visitor can change it', async ({
  page,
}) => {
  const email = uniqueEmail('quote-context');
  // The names are content (services.yaml, plans.yaml, the area's file), and so are the labels (forms.yaml).
  const [plan, area] = [plans[1]!, areas[1]!];
  const t = formWords.quote.context;
  await openQuote(page, `?service=maintenance-repairs&plan=${plan.slug}&area=${area.slug}`);
  const info = page.getByLabel('Additional Information');
  const service = getService('maintenance-repairs').title;
  const context = `${t.service}: ${service}; ${t.plan}: ${plan.name}; ${t.area}: ${area.name}`;
  await expect(info).toHaveValue(context);
  await fillQuote(page, email);
  await info.press('End');
  await info.pressSequentially('. Two sash windows');
  await page.getByRole('button', { name: 'Submit Quote Request' }).click();
  const lead = await leadFor(email);
  expect(lead.fields.message).toBe(`${context}. Two sash windows`);
});

test('the calculator’s figures load only for an estimate; if they cannot, the rest of the context still fills', async ({
  page,
}) => {
  const area = areas[1]!;
  const t = formWords.quote.context;
  const estimate = encodeConfig({
    kind: 'road',
    level: { db: 72 },
    window: estimatorData.existingWindows[0]!.id,
    glass: estimatorData.glasses[0]!.id,
    gapMm: estimatorData.gap.min,
  });
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  // The modules the page's islands list (the build does), fetched early; what else is fetched came on demand.
  const listed = async () =>
    (await page
      .locator('astro-island[data-modules]')
      .evaluateAll((islands) =>
        islands.flatMap((island) => island.getAttribute('data-modules')!.split(' ')),
      )) as string[];

  // With an estimate, its words come with modules of their own, fetched on demand.
  await openQuote(page, `?area=${area.slug}&estimate=${estimate}`);
  const info = page.getByLabel('Additional Information');
  await expect(info).toHaveValue(`${t.area}: ${area.name}; ${t.estimate}: ${describeEstimate(estimate)!}`);
  const own = await listed();
  const onDemand = scripts.filter((path) => path.startsWith('/_astro/') && !own.includes(path));
  expect(onDemand.length).toBeGreaterThan(0);

  // Without one, the form wakes and fills its context without them. (The draft is written a moment after the
  // form fills, draftDelayMs: cleared once it is there, or the page would write it again as it is left.)
  await expect.poll(() => page.evaluate(() => sessionStorage.length)).toBeGreaterThan(0);
  await page.evaluate(() => sessionStorage.clear());
  scripts.length = 0;
  await openQuote(page, `?area=${area.slug}`);
  await expect(info).toHaveValue(`${t.area}: ${area.name}`);
  expect(scripts.filter((path) => onDemand.includes(path))).toEqual([]);

  // When they cannot load, the area is still there and nothing else is lost.
  await expect.poll(() => page.evaluate(() => sessionStorage.length)).toBeGreaterThan(0);
  await page.evaluate(() => sessionStorage.clear());
  await page.route('**/_astro/*.js', (route) =>
    onDemand.includes(new URL(route.request().url()).pathname) ? route.abort() : route.continue(),
  );
  await openQuote(page, `?area=${area.slug}&estimate=${estimate}`);
  await expect(info).toHaveValue(`${t.area}: ${area.name}`);
});

test('while sending the button reads Submitting... and a double click sends once', async ({ page }) => {
  let calls = 0;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(sendPath, async (route) => {
    calls += 1;
    await held;
    await route.fulfill({ status: 200, body: 'OK' });
  });
  await openQuote(page);
  await fillQuote(page, uniqueEmail('quote-held'));
  await page.getByRole('button', { name: 'Submit Quote Request' }).dblclick();
  const busy = page.getByRole('button', { name: 'Submitting...' });
  await expect(busy).toBeDisabled();
  release();
  await expect(page.getByText('Quote Request Submitted!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Quote Request' })).toBeEnabled();
  expect(calls).toBe(1);
});

// Failures, time-outs and the failover to the form endpoint: tests/e2e/lead-faults.spec.ts.

test('what was typed survives a reload until it is sent', async ({ page }) => {
  await openQuote(page);
  await page.getByLabel('First Name').fill('Siobhán');
  await page.getByLabel('Window Dimensions').fill('90 x 200 cm');
  await page.reload();
  await waitForEagerIslands(page);
  await expect(page.getByLabel('First Name')).toHaveValue('Siobhán');
  await expect(page.getByLabel('Window Dimensions')).toHaveValue('90 x 200 cm');
});

test('hostile input is sent as text and never rendered', async ({ page }) => {
  const email = uniqueEmail('quote-hostile');
  await openQuote(page);
  await fillQuote(page, email, hostile);
  await page.getByLabel('Window Dimensions').fill(hostile);
  await page.getByRole('button', { name: 'Submit Quote Request' }).click();
  await expect(page.getByText('Quote Request Submitted!')).toBeVisible();
  const lead = await leadFor(email);
  expect(lead.fields.window_dimensions).toBe(hostile);
  expect(lead.fields.message).toBe(hostile);
  await expect(page).not.toHaveTitle('pwned');
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
});

test('the form with its errors and the failure notice has no accessibility violations', async ({ page }) => {
  await page.route(sendPath, (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.route('**/api/forms', (route) => route.fulfill({ status: 500, body: '{}' }));
  await openQuote(page);
  await page.getByRole('button', { name: 'Submit Quote Request' }).click();
  await fillQuote(page, 'axe@example.com');
  await page.getByLabel('Postcode').fill('N1');
  await page.getByRole('button', { name: 'Submit Quote Request' }).click();
  await fillQuote(page, 'axe@example.com');
  await page.getByRole('button', { name: 'Submit Quote Request' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('before the form script has arrived (it loads on first contact)', () => {
  const quoteForm = (page: Page) => page.getByRole('form', { name: 'Quote Request Form' });

  test('what was typed and sent is kept, sent once, and confirmed', async ({ page }) => {
    const release = await holdIslandScripts(page);
    const sends: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v1.0/email/send')) sends.push(r.url());
    });
    const busyDelay = await timeBusyState(page);
    const email = uniqueEmail('quote-early');
    await page.goto('/quote-request');
    await fillQuote(page, email, 'Sent on a slow train');
    await page.getByRole('button', { name: 'Submit Quote Request' }).click();
    // Busy within 100 ms of the submit (in the page's clock), before the script has arrived: a second click sends nothing more.
    const busy = page.getByRole('button', { name: 'Submitting...' });
    await expect(busy).toBeDisabled();
    expect(await busyDelay()).toBeLessThan(100);
    await busy.click({ force: true });
    await expect(quoteForm(page)).not.toHaveAttribute('data-live');
    release();
    await expect(page.getByText('Quote Request Submitted!')).toBeVisible();
    await expect(page).toHaveURL(/\/quote-request$/);
    expect((await leadFor(email)).fields).toMatchObject({
      from_name: "Zoë O'Brien",
      address: 'Flat 2, 14 Elm Road, Chelsea, SW3 4AB',
      number_of_windows: '4',
      glass_type: '6mm-laminated',
      window_dimensions: '120 x 150 cm',
      message: 'Sent on a slow train',
    });
    expect(sends).toHaveLength(1);
    expect(readInbox().filter((l) => l.fields.from_email === email)).toHaveLength(1);
  });

  test('an empty submit shows the spec messages once the script arrives, not a page change', async ({
    page,
  }) => {
    const release = await holdIslandScripts(page);
    await page.goto('/quote-request');
    await page.getByRole('button', { name: 'Submit Quote Request' }).click();
    release();
    await expect(page.getByLabel('First Name')).toHaveAccessibleDescription(
      'First name must be at least 2 characters',
    );
    await expect(page.getByLabel('Window Dimensions')).toHaveAccessibleDescription(
      /Please provide window dimensions$/,
    );
    await expect(page.locator('[data-error-summary]')).toBeFocused();
    await expect(page).toHaveURL(/\/quote-request$/);
  });

  test('if the script cannot load, the request posts natively and still reaches the inbox', async ({
    page,
  }) => {
    await page.route(islandScripts, (route) => route.abort());
    const email = uniqueEmail('quote-scriptless');
    await page.goto('/quote-request');
    await fillQuote(page, email);
    await page.getByRole('button', { name: 'Submit Quote Request' }).click();
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    const lead = await leadFor(email);
    expect(lead).toMatchObject({ form: 'quote', via: 'form' });
    expect(lead.fields).toMatchObject({
      firstName: 'Zoë',
      lastName: "O'Brien",
      postcode: 'SW3 4AB',
      glassType: '6mm-laminated',
    });
  });

  test("if the script cannot load, an incomplete request is stopped by the browser's own checks", async ({
    page,
  }) => {
    await page.route(islandScripts, (route) => route.abort());
    await page.goto('/quote-request');
    await expect(quoteForm(page)).toHaveJSProperty('noValidate', true);
    await page.getByLabel('First Name').fill('Zoë');
    await page.getByRole('button', { name: 'Submit Quote Request' }).click();
    await expect(quoteForm(page)).toHaveJSProperty('noValidate', false);
    await expect(page.getByLabel('Last Name')).toBeFocused();
    await expect(page).toHaveURL(/\/quote-request$/);
  });

  test('what was typed before the script arrived survives leaving the page', async ({ page }) => {
    const release = await holdIslandScripts(page);
    await page.goto('/quote-request');
    await page.getByLabel('First Name').fill('Siobhán');
    await page.getByLabel('Glass Type Preference').selectOption('not-sure');
    await expect(quoteForm(page)).not.toHaveAttribute('data-live');
    await page.goto('/quote-request');
    release();
    await expect(quoteForm(page)).toHaveAttribute('data-live', '');
    await expect(page.getByLabel('First Name')).toHaveValue('Siobhán');
    await expect(page.getByLabel('Glass Type Preference')).toHaveValue('not-sure');
  });

  test('a draft in this tab wakes the form at once on the next visit', async ({ page }) => {
    await openQuote(page);
    await page.getByLabel('First Name').fill('Siobhán');
    await page.getByLabel('Postcode').fill('SW1A 1AA');
    await expect(quoteForm(page)).toHaveAttribute('data-live', '');
    await page.goto('/about');
    await page.goto('/quote-request');
    await expect(quoteForm(page)).toHaveAttribute('data-live', '');
    await expect(page.getByLabel('First Name')).toHaveValue('Siobhán');
    await expect(page.getByLabel('Postcode')).toHaveValue('SW1A 1AA');
  });
});
