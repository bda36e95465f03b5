import { percentRange, averageDbLabel, type results as resultsData } from '../../content/stats.ts';
import { EstimatorCallout } from '../estimator/EstimatorCallout.tsx';

/** Reduction by noise source as range bars on a 0-100% scale, with every figure also in text. */
export function ResultsPanel({ results }: { results: typeof resultsData }) {
  return (
    <div className="grid rounded-card border border-stone-200 bg-white p-4 shadow-card sm:gap-8 sm:p-8 lg:grid-cols-[2fr_1fr]">
      <div>
        <h3 className="text-xl font-semibold">{results.title}</h3>
        <p className="mt-2 text-ink-muted">{results.summary}</p>
        <ul className="mt-5 space-y-4 sm:mt-6 sm:space-y-5">
          {results.bySource.map((r) => (
            <li key={r.source}>
              <p className="flex items-baseline justify-between gap-4">
                <span className="font-semibold">{r.source}</span>
                <span className="font-serif text-2xl font-semibold text-brand-700">{percentRange(r)}</span>
              </p>
              <svg
                aria-hidden="true"
                viewBox="0 0 100 4"
                preserveAspectRatio="none"
                className="mt-2 h-3 w-full"
              >
                <rect width="100" height="4" rx="2" className="fill-stone-100" />
                <rect width={r.max} height="4" rx="2" className="fill-brass-500" />
                <rect width={r.min} height="4" rx="2" className="fill-brand-600" />
              </svg>
            </li>
          ))}
        </ul>
        <p aria-hidden="true" className="mt-3 flex justify-between text-xs text-ink-muted">
          <span>0%</span>
          <span>50%</span>
          <span>100%</span>
        </p>
        <EstimatorCallout on="home" />
      </div>
      <div className="flex flex-col justify-center rounded-card bg-brand-800 p-5 text-white sm:p-6">
        <p className="text-sm font-semibold tracking-wider text-brass-100 uppercase">
          {results.average.label}
        </p>
        <p className="mt-2 font-serif text-5xl font-semibold">{averageDbLabel}</p>
        <p className="mt-3 text-brand-100">{results.average.note}</p>
      </div>
    </div>
  );
}
