import type { Area } from '../../content/areas/index.ts';
import { CheckList } from '../ui/CheckList.tsx';
import { AreaSection } from './AreaSection.tsx';

/** The area's specialist services: what we install (bullets) and what comes with it (ticks). */
export function SpecialistServices({ services }: { services: Area['services'] }) {
  return (
    <AreaSection id="services" title={services.title}>
      <div className="grid gap-8 md:grid-cols-2">
        <ul className="list-disc space-y-3 pl-5 marker:text-brass-500">
          {services.bullets.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
        <CheckList items={services.ticks} className="rounded-card bg-white p-6 shadow-card" />
      </div>
    </AreaSection>
  );
}
