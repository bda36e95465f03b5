import { Calculator } from 'lucide-react';
import { estimatorWords } from '../../content/estimator/words.ts';
import { Filled } from '../ui/Filled.tsx';
import { paths } from '../../paths.ts';

const words = estimatorWords.callout;

type Props =
  | { on: 'home' | 'benefits' | 'comparisons' | 'resources' }
  /** An area page names its area: "How quiet could your room in Chelsea be?" */
  | { on: 'area'; area: string };

/** A pointer to the calculator from pages that quote noise figures: what those figures could mean for your room. */
export function EstimatorCallout(props: Props) {
  return (
    <div className="my-6 flex gap-3 rounded-card border border-brand-100 bg-brand-50 p-4 sm:my-8 sm:gap-4 sm:p-5">
      <Calculator aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-700" />
      <p>
        {props.on === 'area' ? <Filled text={words.area} values={{ area: props.area }} /> : words[props.on]}{' '}
        <a href={paths.calculator} className="font-semibold text-brand-700 underline">
          {words.link}
        </a>
      </p>
    </div>
  );
}
