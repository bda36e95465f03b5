import { useId, type ReactNode } from 'react';

export interface BeforeAfterItem {
  label: string;
  before: number;
  after: number;
}

interface Props {
  title: string;
  /** Every figure in words (the chart's accessible description and its caption). */
  description: ReactNode;
  unit: string;
  max: number;
  items: BeforeAfterItem[];
  /** The key's words for the two bars ("Before", "After secondary glazing"). */
  keys: { before: string; after: string };
}

const beforeFill = 'fill-stone-200 stroke-ink-muted';
const afterFill = 'fill-brand-700';

/**
 * Paired before/after bars: HTML text (one size at every width) beside SVG bars drawn in percent of their track, one
 * column of figures so every track is the same length. The same figures are in a table beside it on the page.
 */
export function BeforeAfterChart({ title, description, unit, max, items, keys }: Props) {
  // useId() can start with '_', which is not a valid start for an id in HTML validators.
  const id = `chart${useId()}`;
  const bar = (value: number, fill: string) => (
    <svg aria-hidden="true" className="block h-4 w-full overflow-visible">
      <rect width={`${(100 * value) / max}%`} height="100%" rx={3} className={fill} />
    </svg>
  );
  return (
    <figure className="my-8 rounded-card border border-stone-200 bg-white p-4 shadow-card sm:p-6">
      <div
        role="img"
        aria-labelledby={`${id}-t ${id}-d`}
        className="grid max-w-2xl grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1.5 text-sm text-ink"
      >
        <p className="col-span-2 flex flex-wrap gap-x-5 gap-y-1">
          {[
            { label: keys.before, fill: beforeFill },
            { label: keys.after, fill: afterFill },
          ].map((key) => (
            <span key={key.label} className="inline-flex items-center gap-2">
              <svg aria-hidden="true" className="size-3.5 overflow-visible">
                <rect width="100%" height="100%" rx={2} className={key.fill} />
              </svg>
              {key.label}
            </span>
          ))}
        </p>
        {items.map((item) => (
          <div key={item.label} className="col-span-2 mt-3 grid grid-cols-subgrid items-center gap-y-1.5">
            <p className="col-span-2 font-semibold">{item.label}</p>
            {bar(item.before, beforeFill)}
            <span className="text-right tabular-nums">
              {item.before} {unit}
            </span>
            {bar(item.after, afterFill)}
            <span className="text-right tabular-nums">
              {item.after} {unit}
            </span>
          </div>
        ))}
      </div>
      <figcaption className="mt-4 text-sm text-ink-muted">
        <span id={`${id}-t`} className="font-semibold text-ink">
          {title}.
        </span>{' '}
        <span id={`${id}-d`}>{description}</span>
      </figcaption>
    </figure>
  );
}
