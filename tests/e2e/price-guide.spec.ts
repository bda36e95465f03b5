import { test, expect } from '@playwright/test';
import { priceGuideData as data } from '../../src/content/priceGuide.ts';
import { words } from '../../src/content/interface.ts';
import { fill } from '../../src/lib/templates.ts';
import { guideRangeText, guideTotalText, perWindow, priceGuide } from '../../src/lib/priceGuide.ts';
import { familyPath } from '../../src/paths.ts';
import { islandScripts, touch } from './support/hydration.ts';

const t = words.priceGuide;

test('the price guide works the range from the content and carries it into the quote form', async ({
  page,
}) => {
  // An area page, and a service priced per window other than the first (the guide starts on the first).
  const area = data.areas.find((a) => a.slug !== 'london') ?? data.areas[0]!;
  const service = data.services.filter((s) => s.unit === 'window').at(-1)!;
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (islandScripts.test(r.url()) && r.url().includes('PriceGuide')) scripts.push(r.url());
  });
  await page.goto(familyPath('installer', area.slug));
  await page.waitForLoadState('networkidle');
  // The guide's module is fetched once the page is idle (so it is live at once on a touch), but runs only then.
  const form = page.getByRole('form', { name: t.title });
  await expect
    .poll(() => scripts, { message: 'the guide fetched ahead, at low priority' })
    .toContainEqual(expect.stringContaining('PriceGuide'));
  await expect(page.locator('astro-island', { has: form })).toHaveAttribute('ssr', '');
  await expect(form).not.toHaveAttribute('data-live', '');

  await expect(form.getByLabel(t.area)).toHaveValue(area.slug); // the page's area, chosen already
  // The visitor's first contact wakes the guide; a choice made before it is live is kept.
  await touch(form.getByLabel(t.service));
  await form.getByLabel(t.service).selectOption(service.slug);
  await expect(form).toHaveAttribute('data-live', '');
  await form.getByLabel(t.windows).fill('7');

  const guide = priceGuide(service, area, 7);
  if (guide.kind !== 'windows') throw new Error('a per-window service');
  const total = guideTotalText(guide, t.from)!;
  await expect(page.getByText(fill(t.result, { range: total }))).toBeVisible();
  await expect(
    page.getByText(
      fill(t.working, {
        windows: fill(t.manyWindows, { count: 7 }),
        each: guideRangeText(guide.each, t.from),
        total,
      }),
    ),
  ).toBeVisible();

  // A number the guide cannot work out says so instead of a figure.
  await form.getByLabel(t.windows).fill('0');
  await expect(page.getByText(fill(t.windowsError, { max: 999 }))).toBeVisible();
  await expect(form.getByLabel(t.windows)).toHaveAttribute('aria-invalid', 'true');
  // Pressing the button keeps to the site's message: no browser bubble (no `invalid` event), the field focused.
  await form
    .getByLabel(t.windows)
    .evaluate((input) => input.addEventListener('invalid', () => input.setAttribute('data-bubble', '')));
  await form.getByRole('button', { name: t.update }).click();
  await expect(form.getByLabel(t.windows)).toBeFocused();
  await expect(form.getByLabel(t.windows)).not.toHaveAttribute('data-bubble');
  await expect(page.getByText(fill(t.windowsError, { max: 999 }))).toBeVisible();
  await form.getByLabel(t.windows).fill('7');

  await page.getByRole('region', { name: t.title }).getByRole('link', { name: words.actions.quote }).click();
  await expect(page).toHaveURL(/\/quote-request\?/);
  const quote = page.getByRole('form', { name: 'Quote Request Form' });
  await expect(quote.getByLabel('Number of Windows')).toHaveValue('7');
  const info = quote.getByLabel('Additional Information');
  await expect(info).toHaveValue(
    new RegExp(
      `Area: ${area.name}; Windows: 7; Price guide: ${total.replace(/[$()*+.?[\\\]^{|}]/g, '\\$&')}`,
    ),
  );
  // The visitor can change the line before sending it.
  await info.fill('Two sash windows at the back');
  await expect(info).toHaveValue('Two sash windows at the back');
});

test('a service priced by quote leaves the price to the survey', async ({ page }) => {
  const service = data.services.find((s) => s.price === undefined)!;
  await page.goto('/quote-request');
  const form = page.getByRole('form', { name: t.title });
  await touch(form.getByLabel(t.service));
  await form.getByLabel(t.service).selectOption(service.slug);
  await expect(
    page.getByText(fill(t.survey, { service: service.name })).filter({ visible: true }),
  ).toBeVisible();
  await expect(page.getByText(t.result.replace('{range}', '').trim())).toBeHidden();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('an installer page shows the prices per window as a table, and no guide form', async ({ page }) => {
    const area = data.areas.find((a) => a.slug !== 'london')!;
    await page.goto(familyPath('installer', area.slug));
    const table = page.getByRole('table', { name: t.tableCaption });
    await expect(table).toBeVisible();
    const row = table.getByRole('row', { name: new RegExp(`^${area.name}`) });
    for (const service of data.services.filter((s) => s.unit === 'window'))
      await expect(row).toContainText(guideRangeText(perWindow(service, area), t.from));
    await expect(page.getByRole('form', { name: t.title })).toBeHidden();
  });
});
