import { useId, type ReactNode } from 'react';
import type { BarChartData } from '../../content/guides/schema.ts';

const width = 400;
const valueSpace = 96;
const rowHeight = 56;
const top = 8;

/** A chart to show: a guide's (BarChartData), or one a page computes, whose description mixes words and figures. */
export type ChartView = Omit<BarChartData, 'description'> & { description: ReactNode };

/**
 * Horizontal bar chart as static SVG. A range (low-high) draws solid to `low` and lighter to `high`.
 * The SVG is one labelled image; its figures are also in the caption below it.
 */
export function BarChart({ chart }: { chart: ChartView }) {
  // useId() can start with '_', which is not a valid start for an id in HTML validators.
  const id = `chart${useId()}`;
  const scale = (v: number) => ((width - valueSpace) * v) / chart.max;
  const height = top + chart.bars.length * rowHeight;
  return (
    <figure className="my-8 rounded-card border border-stone-200 bg-white p-4 shadow-card sm:p-6">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${id}-t ${id}-d`}
        className="block h-auto w-full max-w-2xl"
      >
        <title id={`${id}-t`}>{chart.title}</title>
        <desc id={`${id}-d`}>{chart.description}</desc>
        {chart.bars.map((bar, i) => {
          const y = top + i * rowHeight;
          const colour = bar.highlight ? 'fill-brass-700' : 'fill-brand-700';
          return (
            <g key={bar.label}>
              <text x={0} y={y + 14} className="fill-ink text-[13px] font-semibold">
                {bar.label}
              </text>
              <rect x={0} y={y + 22} width={scale(bar.low)} height={20} rx={3} className={colour} />
              {bar.high > bar.low && (
                <rect
                  x={scale(bar.low)}
                  y={y + 22}
                  width={scale(bar.high - bar.low)}
                  height={20}
                  rx={3}
                  className={colour}
                  opacity={0.45}
                />
              )}
              <text x={scale(bar.high) + 6} y={y + 37} className="fill-ink text-[13px]">
                {bar.display}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-3 text-sm text-ink-muted">
        <span className="font-semibold text-ink">{chart.title}.</span> {chart.description}
      </figcaption>
    </figure>
  );
}
