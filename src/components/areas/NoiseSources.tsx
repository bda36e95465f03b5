import { Car, Plane, TrainFront, Users, Construction, type LucideIcon } from 'lucide-react';
import type { Area } from '../../content/areas/index.ts';
import { AreaSection } from './AreaSection.tsx';
import { EstimatorCallout } from '../estimator/EstimatorCallout.tsx';
import { fill, words } from '../../content/interface.ts';

const icons: Record<Area['noiseSources'][number]['kind'], LucideIcon> = {
  road: Car,
  rail: TrainFront,
  air: Plane,
  crowds: Users,
  works: Construction,
};

/** The roads, railways and flight paths of the area, each with the reduction we claim against it. */
export function NoiseSources({ area }: { area: Area }) {
  return (
    <AreaSection id="noise" title={fill(words.areaPages.noiseSources, { area: area.name })} tinted>
      <ul className="grid gap-4 sm:grid-cols-2">
        {area.noiseSources.map((source) => {
          const Icon = icons[source.kind];
          return (
            <li key={source.name} className="flex gap-4 rounded-card bg-white p-5 shadow-card">
              <Icon aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-600" />
              <div>
                <h3 className="font-serif text-lg font-semibold">{source.name}</h3>
                <p className="mt-1 text-ink-muted">{source.detail}</p>
                <p className="mt-2 font-semibold text-success-700">
                  {fill(words.areaPages.sourceReduction, { percent: source.reduction })}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      <EstimatorCallout on="area" area={area.name} />
    </AreaSection>
  );
}
