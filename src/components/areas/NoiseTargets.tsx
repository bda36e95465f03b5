import type { Area } from '../../content/areas/index.ts';
import { AreaSection } from './AreaSection.tsx';
import { fill, words } from '../../content/interface.ts';

/**
 * The installer page's short form of the area's noise sources: the reduction we claim against each, figure first.
 * The /areas guide describes each source and how it sounds indoors.
 */
export function NoiseTargets({ area }: { area: Area }) {
  return (
    <AreaSection id="noise" title={fill(words.areaPages.noiseTargets, { area: area.name })} tinted>
      <ul className="grid gap-3 sm:grid-cols-2">
        {area.noiseSources.map((source) => (
          <li key={source.name} className="flex items-baseline gap-3 rounded-card bg-white p-4 shadow-card">
            <strong className="font-serif text-2xl text-success-700">{source.reduction}%</strong>
            <span>{fill(words.areaPages.quieterAgainst, { source: source.name })}</span>
          </li>
        ))}
      </ul>
    </AreaSection>
  );
}
