import type { Area } from '../../content/areas/index.ts';
import { CheckList } from '../ui/CheckList.tsx';
import { AreaSection } from './AreaSection.tsx';
import { words } from '../../content/interface.ts';

/** The area's specialist services: what we install (bullets) and what comes with it (ticks). */
export function SpecialistServices({ services }: { services: Area['services'] }) {
  return (
    <AreaSection id="services" title={services.title}>
      <div className="grid gap-8 md:grid-cols-2">
        <div>
          <h3 className="text-lg font-semibold">{words.areaPages.weInstall}</h3>
          <ul className="mt-4 list-disc space-y-3 pl-5 marker:text-brass-500">
            {services.bullets.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        </div>
        <div className="rounded-card bg-white p-6 shadow-card">
          <h3 className="text-lg font-semibold">{words.areaPages.included}</h3>
          <CheckList items={services.ticks} className="mt-4" />
        </div>
      </div>
    </AreaSection>
  );
}
