import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { waitForSiteCss } from './siteCss.ts';

/** WCAG 2.2 AA, as axe tags it. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's WCAG 2.2 AA violations on the page as it stands once styled (a first visit leaves out what follows its first
 * screen until its stylesheet is in), one line each (rule: the elements); none is the goal.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await waitForSiteCss(page);
  // Plus label-in-name (WCAG 2.5.3), which axe still files as experimental.
  // (`options` replaces what `withTags` would set, so the tags go in here too.) Every rule still runs on every
  // element; only the violations are reported element by element (axe's advice for speed: no selector is worked out
  // for each element that passes).
  // Legacy mode runs axe in the page itself: the default mode opens a second page for each check to gather the results
  // of frames, which this site's pages have none of (1.7-2.4 s a check on / against 0.7-0.9 s, the same violations).
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({
      runOnly: { type: 'tag', values: tags },
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
    })
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
