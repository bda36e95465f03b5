import type { Page } from '@playwright/test';

/**
 * Every layout shift of the page from its start, summed (the entries Lighthouse's CLS counts), read `settleMs` after
 * the call (two frames when 0), so a shift the last change set off is counted too.
 */
export const layoutShiftSoFar = (page: Page, settleMs = 0) =>
  page.evaluate(
    (ms) =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        const done = () => resolve(total);
        if (ms) setTimeout(done, ms);
        else requestAnimationFrame(() => requestAnimationFrame(done));
      }),
    settleMs,
  );
