// Every route at 390 px is at most nine phone screens (844 px) long, the long guides aside; and a link naming a part
// of /benefits that sits in a folded section opens it (Chromium opens a <details> on fragment navigation).
import { test, expect } from '@playwright/test';
import { openAsNextPage } from './support/siteCss.ts';
import { routes } from '../../src/routes.ts';
import { benefitsGuide } from '../../src/content/guides.ts';
import { paths } from '../../src/paths.ts';

const screen = { width: 390, height: 844 };
const maxScreens = 9;
/** The long reads, which a visitor reads through on purpose (the calculator's method is folded, so it is not one). */
const longReads = new Set<string>([paths.comparisons, paths.caseStudies, paths.privacy, paths.terms]);

test.use({ viewport: screen });

test('every page but the long reads is at most nine phone screens long at 390 px', async ({ page }) => {
  test.setTimeout(240_000);
  // The pictures load as they do for a visitor: each keeps its reserved size, so the length does not wait on them.
  // (Sending their requests nowhere through page.route was slower: Playwright then handles every request of every
  // page, 30 CPU s for the walk against 21.)
  const lengths: { path: string; screens: number }[] = [];
  await page.goto('/');
  for (const route of routes) {
    // As a next page draws it, in the web fonts (a first visit draws in the machine's fallback fonts).
    await openAsNextPage(page, route.path);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    lengths.push({ path: route.path, screens: Math.round((height / screen.height) * 10) / 10 });
  }
  test.info().annotations.push({
    type: 'screens at 390 px',
    description: lengths.map((l) => `${l.path} ${l.screens}`).join(', '),
  });
  const tooLong = lengths.filter((l) => !longReads.has(l.path) && l.screens > maxScreens);
  expect(tooLong).toEqual([]);
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
