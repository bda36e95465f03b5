import { useId } from 'react';

export interface BeforeAfterItem {
  label: string;
  before: number;
  after: number;
}

interface Props {
  title: string;
  description: string;
  unit: string;
  max: number;
  items: BeforeAfterItem[];
}

const width = 340;
const valueSpace = 64;
const rowHeight = 74;
const top = 34;

/** Paired before/after bars as static SVG; the same figures are in a table beside it on the page. */
export function BeforeAfterChart({ title, description, unit, max, items }: Props) {
  // useId() can start with '_', which is not a valid start for an id in HTML validators.
  const id = `chart${useId()}`;
  const scale = (v: number) => ((width - valueSpace) * v) / max;
  const height = top + items.length * rowHeight;
  return (
    <figure className="my-8 rounded-card border border-stone-200 bg-white p-4 shadow-card sm:p-6">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${id}-t ${id}-d`}
        className="block h-auto w-full max-w-2xl"
      >
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{description}</desc>
        <g className="text-[12px]">
          <rect x={0} y={4} width={14} height={14} rx={2} className="fill-stone-200 stroke-ink-muted" />
          <text x={20} y={16} className="fill-ink">
            Before
          </text>
          <rect x={80} y={4} width={14} height={14} rx={2} className="fill-brand-700" />
          <text x={100} y={16} className="fill-ink">
            After secondary glazing
          </text>
        </g>
        {items.map((item, i) => {
          const y = top + i * rowHeight;
          return (
            <g key={item.label}>
              <text x={0} y={y + 12} className="fill-ink text-[13px] font-semibold">
                {item.label}
              </text>
              <rect
                x={0}
                y={y + 20}
                width={scale(item.before)}
                height={18}
                rx={3}
                className="fill-stone-200 stroke-ink-muted"
              />
              <text x={scale(item.before) + 6} y={y + 34} className="fill-ink text-[12px]">
                {item.before} {unit}
              </text>
              <rect
                x={0}
                y={y + 42}
                width={scale(item.after)}
                height={18}
                rx={3}
                className="fill-brand-700"
              />
              <text x={scale(item.after) + 6} y={y + 56} className="fill-ink text-[12px]">
                {item.after} {unit}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-3 text-sm text-ink-muted">
        <span className="font-semibold text-ink">{title}.</span> {description}
      </figcaption>
    </figure>
  );
}
