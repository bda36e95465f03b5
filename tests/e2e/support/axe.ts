import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** axe-core itself, put into the page once per document: each check then only runs it. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 AA, as axe tags it. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// Plus label-in-name (WCAG 2.5.3), which axe still files as experimental. (`rules` here does not narrow the tags.)
// Every rule still runs on every element; only the violations are reported element by element (axe's advice for
// speed: no selector is worked out for each element that passes).
const options: RunOptions = {
  runOnly: { type: 'tag', values: tags },
  rules: { 'label-content-name-mismatch': { enabled: true } },
  resultTypes: ['violations'],
};

type WithAxe = { axe?: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } };

/**
 * axe's WCAG 2.2 AA violations on the page as it stands, one line each (rule: the elements); none is the goal.
 *
 * axe runs in the page itself, as @axe-core/playwright's legacy mode runs it, but is put in only once per document:
 * the builder put it in again for every check (its default mode also opened a second page for each, to gather the
 * results of frames, which this site's pages have none of). Two checks of one page (390 and 1280 px), four pages:
 * 1.7-3.1 s with the builder, 1.3-2.5 s with axe put in once.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => !!(window as WithAxe).axe))) await page.evaluate(axeSource);
  const results = await page.evaluate((o) => (window as WithAxe).axe!.run(document, o), options);
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
