import { Calculator } from 'lucide-react';

export const estimatorPath = '/noise-reduction-calculator';

/** A pointer to the calculator from pages that quote noise figures: what those figures could mean for your room. */
export function EstimatorCallout({ text }: { text: string }) {
  return (
    <div className="my-6 flex gap-3 rounded-card border border-brand-100 bg-brand-50 p-4 sm:my-8 sm:gap-4 sm:p-5">
      <Calculator aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-700" />
      <p>
        {text}{' '}
        <a href={estimatorPath} className="font-semibold text-brand-700 underline">
          Try the noise reduction calculator
        </a>
      </p>
    </div>
  );
}
