import type { Opening } from '../../content/glazingTypes.ts';

const arrow = 'stroke-brass-700';

/** A small front view of a secondary pane and how it opens. */
export function GlazingDiagram({ opening }: { opening: Opening }) {
  return (
    <svg
      viewBox="0 0 80 80"
      className="size-20 shrink-0"
      aria-hidden="true"
      fill="none"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="6" y="6" width="68" height="68" rx="2" className="fill-brand-50 stroke-brand-700" />
      {opening === 'hinged' && (
        <>
          <path d="M40 6v68" className="stroke-brand-700" />
          <path d="M12 14l22 6v40l-22 6z" className="fill-white stroke-brand-600" />
          <path d="M36 22q16 18 0 36m-6-2 6 2 1-6" className={arrow} />
        </>
      )}
      {opening === 'horizontal' && (
        <>
          <rect x="10" y="10" width="34" height="60" className="fill-white stroke-brand-600" />
          <rect x="36" y="14" width="34" height="56" className="stroke-brand-600" />
          <path d="M18 40h18m-5-5 5 5-5 5" className={arrow} />
        </>
      )}
      {opening === 'vertical' && (
        <>
          <rect x="10" y="10" width="60" height="34" className="fill-white stroke-brand-600" />
          <rect x="14" y="36" width="56" height="34" className="stroke-brand-600" />
          <path d="M40 58V40m-5 5 5-5 5 5" className={arrow} />
        </>
      )}
      {opening === 'fixed' && (
        <>
          <rect x="12" y="12" width="56" height="56" className="fill-white stroke-brand-600" />
          <path d="M22 58l20-20M34 60l22-22" className="stroke-brand-100" />
        </>
      )}
      {opening === 'lift-out' && (
        <>
          <rect x="14" y="22" width="52" height="50" className="fill-white stroke-brand-600" />
          <path d="M40 18V4m-5 5 5-5 5 5" className={arrow} />
        </>
      )}
      {opening === 'magnetic' && (
        <>
          <rect
            x="12"
            y="12"
            width="56"
            height="56"
            className="fill-white stroke-brand-600"
            strokeDasharray="4 3"
          />
          <path d="M22 30v-6h6M58 30v-6h-6M22 50v6h6M58 50v6h-6" className={arrow} />
        </>
      )}
    </svg>
  );
}
