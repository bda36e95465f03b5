import type { Page } from '@playwright/test';

type Rect = { x: number; y: number; width: number; height: number };
type Shift = PerformanceEntry & { value: number; sources: { previousRect: Rect; currentRect: Rect }[] };

/**
 * Every layout shift of the page from its start, summed (the entries Lighthouse's CLS counts), read `settleMs` after
 * the call (two frames when 0), so a shift the last change set off is counted too.
 *
 * `besidesFontSwap` leaves out the one movement a late font swap makes: words redrawn in the brand's font over its
 * metric-matched fallback keep their lines, but what follows a word on its line (the required "*" after a label)
 * moves sideways by the few pixels the two fonts' widths of that word differ. An entry is left out only when every
 * box it moved stayed on its line, kept its height and moved at most 4 px sideways; anything that appears, grows or
 * is pushed up or down still counts.
 */
export const layoutShiftSoFar = (page: Page, settleMs = 0, { besidesFontSwap = false } = {}) =>
  page.evaluate(
    ([ms, sideways]) =>
      new Promise<number>((resolve) => {
        let total = 0;
        const onItsLine = (entry: Shift) =>
          entry.sources.length > 0 &&
          entry.sources.every(
            ({ previousRect: a, currentRect: b }) =>
              a.y === b.y && a.height === b.height && Math.abs(a.x - b.x) <= 4,
          );
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[])
            if (!(sideways && onItsLine(entry))) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        const done = () => resolve(total);
        if (ms) setTimeout(done, ms);
        else requestAnimationFrame(() => requestAnimationFrame(done));
      }),
    [settleMs, besidesFontSwap] as const,
  );
