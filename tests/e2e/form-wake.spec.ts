import { test, expect } from '@playwright/test';
import { holdIslandScripts, islandOf, islandScripts } from './support/hydration.ts';
import estimatorWords from '../../src/content/estimator-words.json' with { type: 'json' };
import { formWords } from '../../src/content/forms.ts';
import { plans } from '../../src/content/plans.ts';
import { words } from '../../src/content/interface.ts';
import { areaPageAreas, outwardCodeAreas } from '../../src/content/areas/index.ts';
import { familyPath, paths } from '../../src/paths.ts';

// The forms' titles and the finder's words are content (the business edits them); the quote and contact forms'
// 'Quote Request Form', 'First Name' and 'Full Name' are the spec's.
const finder = words.postcodeFinder;
/** An outward code one area page serves alone: the finder goes straight to that page. */
const [code, [slug]] = Object.entries(outwardCodeAreas).find(
  ([, slugs]) => slugs.length === 1 && areaPageAreas.some((a) => a.slug === slugs[0]),
)!;

// Pages with a form score like content pages: the form's script runs on first contact, not with the page. Each
// form fetches its modules at low priority once the page is idle (`preload`), without running them, so the first
// touch only runs them (the aim: live within 0.5 s of the touch on a slow phone).
for (const { path, formName, field, preload } of [
  { path: paths.quote, formName: 'Quote Request Form', field: 'First Name', preload: true },
  { path: paths.contact, formName: formWords.contact.title, field: 'Full Name', preload: true },
  { path: paths.survey, formName: formWords.survey.title, field: formWords.survey.name, preload: true },
  { path: paths.locations, formName: finder.title, field: finder.label, preload: true },
  { path: paths.installers, formName: finder.title, field: finder.label, preload: true },
  {
    path: paths.calculator,
    formName: estimatorWords.form.label,
    field: estimatorWords.form.street,
    preload: true,
  },
  // The price guide on the installer and service pages (its words are content too; an /areas page links to it).
  {
    path: familyPath('installer', slug!),
    formName: words.priceGuide.title,
    field: words.priceGuide.windows,
    preload: true,
  },
]) {
  test(`${path} runs no form script until the visitor touches the form`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const island = islandOf(page, formName);
    const component = await island.getAttribute('component-url');
    expect(component).toBeTruthy();
    if (preload) {
      const modules = (await island.getAttribute('data-modules'))!.split(' ');
      expect(modules).toContain(component);
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
              (l) => new URL(l.href).pathname,
            ),
          ),
        )
        // Every module the form needs (another island of the page, the price guide say, may fetch its own).
        .toEqual(expect.arrayContaining(modules));
      expect(scripts).toEqual(expect.arrayContaining(modules));
    } else expect(scripts).not.toContain(component);
    await expect(island).toHaveAttribute('ssr', '');
    await expect(page.getByRole('form', { name: formName })).not.toHaveAttribute('data-live', '');
    await page.getByRole('form', { name: formName }).getByLabel(field).click();
    await expect(page.getByRole('form', { name: formName })).toHaveAttribute('data-live', '');
    expect(scripts).toContain(component);
  });
}

test('a visitor who saves data gets no form modules ahead of the touch', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      get: () => ({ saveData: true, effectiveType: '4g' }),
      configurable: true,
    });
  });
  await page.goto(paths.quote);
  await page.waitForLoadState('networkidle');
  expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
});

test('context from another page wakes the quote form at once to show it', async ({ page }) => {
  const plan = plans.at(-1)!;
  await page.goto(`${paths.quote}?plan=${plan.slug}`);
  await expect(page.getByRole('form', { name: 'Quote Request Form' })).toHaveAttribute('data-live', '');
  await expect(page.getByLabel('Additional Information')).toHaveValue(`Plan: ${plan.name}`);
});

test('a postcode searched before the finder script arrives is answered once it does', async ({ page }) => {
  const release = await holdIslandScripts(page);
  await page.goto(paths.locations);
  await page.getByLabel(finder.label).fill(`${code} 5AB`);
  await page.getByRole('button', { name: finder.submit }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.locations}$`));
  release();
  await expect(page).toHaveURL(new RegExp(`${familyPath('area', slug!)}$`));
});

test('if the finder script cannot load, the page falls back to its area list', async ({ page }) => {
  await page.route(islandScripts, (route) => route.abort());
  await page.goto(paths.locations);
  const hint = page.getByText(finder.withoutScript);
  await expect(hint).toBeHidden();
  await page.getByLabel(finder.label).fill(code);
  await page.getByRole('button', { name: finder.submit }).click();
  await expect(hint).toBeVisible();
  await expect(page.getByLabel(finder.label)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${paths.locations}$`));
});
