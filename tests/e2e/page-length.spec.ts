// Every route at 390 px is at most nine phone screens (844 px) long with the demo's footer, the long guides aside: 7.9
// screens above the footer (whose own budget, support/pageLength.ts, holds the business's details however long); and
// /benefits, a long read shown whole (issue 51: no section hides behind "Read more"), is found by its contents links.
import { test, expect } from '@playwright/test';
import { openAsNextPage } from './support/siteCss.ts';
import { routes } from '../../src/routes.ts';
import { benefitsGuide } from '../../src/content/guides.ts';
import { paths } from '../../src/paths.ts';
import { words } from '../../src/content/interface.ts';
import { footerBudget, phoneScreen as screen, screensLong } from './support/pageLength.ts';

/** Nine screens in all with the demo's footer (1.13 screens), counted above the footer. */
const maxScreens = 7.9;
/** The long reads, which a visitor reads through on purpose (the calculator's method is folded, so it is not one). */
const longReads = new Set<string>([
  paths.comparisons,
  paths.caseStudies,
  paths.benefits,
  paths.privacy,
  paths.terms,
]);

test.use({ viewport: screen });

test('every page but the long reads is at most 7.9 phone screens long above its footer at 390 px', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // The pictures load as they do for a visitor: each keeps its reserved size, so the length does not wait on them.
  // (Sending their requests nowhere through page.route was slower: Playwright then handles every request of every
  // page, 30 CPU s for the walk against 21.)
  const lengths: { path: string; screens: number; footer: number }[] = [];
  await page.goto('/');
  for (const route of routes) {
    // As a next page draws it, in the web fonts (a first visit draws in the machine's fallback fonts).
    await openAsNextPage(page, route.path);
    const { above, footer } = await screensLong(page);
    lengths.push({ path: route.path, screens: above, footer });
  }
  test.info().annotations.push({
    type: 'screens at 390 px',
    description: lengths.map((l) => `${l.path} ${l.screens} + footer ${l.footer}`).join(', '),
  });
  const tooLong = lengths.filter((l) => !longReads.has(l.path) && l.screens > maxScreens);
  expect(tooLong).toEqual([]);
  expect(lengths.filter((l) => l.footer > footerBudget)).toEqual([]);
});

test('/benefits: every section is shown whole, and each contents link lands on its heading', async ({
  page,
}) => {
  await page.goto(paths.benefits);
  // No section of the guide folds a part away (the questions at its foot are the FAQ's own, not the guide's).
  for (const { title } of benefitsGuide.sections)
    await expect(page.getByRole('region', { name: title, exact: true }).locator('details')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /read more/i })).toHaveCount(0);
  // The last section, the farthest from the contents list.
  const section = benefitsGuide.sections.at(-1)!;
  await page
    .getByRole('navigation', { name: words.guides.contents })
    .getByRole('link', { name: section.title })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: section.title })).toBeInViewport();
  // Its blocks are all on the page, none folded away.
  const shown = page.getByRole('region', { name: section.title }).locator(':scope > :not(h2)');
  await expect(shown.last()).toBeVisible();
  expect(await shown.count()).toBeGreaterThan(0);
});
