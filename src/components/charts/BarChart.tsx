import { useId, type ReactNode } from 'react';
import type { BarChartData } from '../../content/guides/schema.ts';

/** A chart to show: a guide's (BarChartData), or one a page computes, whose description mixes words and figures. */
export type ChartView = Omit<BarChartData, 'description'> & { description: ReactNode };

/**
 * Horizontal bar chart: labels and figures are HTML text (the same size at every width, where SVG text would shrink
 * with a phone's screen), the bars are SVG drawn in percent of the row. A range (low-high) draws solid to `low` and
 * lighter to `high`. The chart is one labelled image named by its caption, which states every figure.
 */
export function BarChart({ chart }: { chart: ChartView }) {
  // useId() can start with '_', which is not a valid start for an id in HTML validators.
  const id = `chart${useId()}`;
  const percent = (v: number) => `${(100 * v) / chart.max}%`;
  return (
    <figure className="my-8 rounded-card border border-stone-200 bg-white p-4 shadow-card sm:p-6">
      <div role="img" aria-labelledby={`${id}-t ${id}-d`} className="max-w-2xl space-y-4 text-sm text-ink">
        {chart.bars.map((bar) => {
          const colour = bar.highlight ? 'fill-brass-700' : 'fill-brand-700';
          return (
            <div key={bar.label}>
              <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-semibold">{bar.label}</span>
                <span className="tabular-nums">{bar.display}</span>
              </p>
              <svg aria-hidden="true" className="mt-1.5 block h-5 w-full">
                <rect width="100%" height="100%" rx={3} className="fill-stone-100" />
                <rect width={percent(bar.low)} height="100%" rx={3} className={colour} />
                {bar.high > bar.low && (
                  <rect
                    x={percent(bar.low)}
                    width={percent(bar.high - bar.low)}
                    height="100%"
                    rx={3}
                    className={colour}
                    opacity={0.45}
                  />
                )}
              </svg>
            </div>
          );
        })}
      </div>
      <figcaption className="mt-4 text-sm text-ink-muted">
        <span id={`${id}-t`} className="font-semibold text-ink">
          {chart.title}.
        </span>{' '}
        <span id={`${id}-d`}>{chart.description}</span>
      </figcaption>
    </figure>
  );
}
