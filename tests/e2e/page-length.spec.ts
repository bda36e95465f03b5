// Every route at 390 px is at most nine phone screens (844 px) long with the demo's footer, the long guides aside: 7.9
// screens above the footer (whose own budget, support/pageLength.ts, holds the business's details however long); and a link naming a part
// of /benefits that sits in a folded section opens it (Chromium opens a <details> on fragment navigation).
import { test, expect } from '@playwright/test';
import { openAsNextPage } from './support/siteCss.ts';
import { routes } from '../../src/routes.ts';
import { benefitsGuide } from '../../src/content/guides.ts';
import { paths } from '../../src/paths.ts';
import { footerBudget, phoneScreen as screen, screensLong } from './support/pageLength.ts';

/** Nine screens in all with the demo's footer (1.13 screens), counted above the footer. */
const maxScreens = 7.9;
/** The long reads, which a visitor reads through on purpose (the calculator's method is folded, so it is not one). */
const longReads = new Set<string>([paths.comparisons, paths.caseStudies, paths.privacy, paths.terms]);

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

test("/benefits: a section's folded part opens when the address names it, and its heading stays a contents link", async ({
  page,
}) => {
  // The last section with more than an opening paragraph (the introduction is never folded).
  const section = benefitsGuide.sections
    .slice(1)
    .findLast((s) => s.blocks.length > (s.blocks[0]?.kind === 'p' ? 1 : 0))!;
  const fold = `${section.id}-more`;
  await page.goto(`${paths.benefits}#${fold}`);
  const details = page.locator(`details:has(#${fold})`);
  await expect(details).toHaveAttribute('open', '');
  await expect(page.locator(`#${fold}`)).toBeInViewport();
  // The contents link lands on the heading, which is never folded.
  await page.goto(`${paths.benefits}#${section.id}`);
  await expect(page.locator(`h2#${section.id}`)).toBeInViewport();
});
