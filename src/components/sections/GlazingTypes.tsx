import type { glazingTypes as glazingTypesData } from '../../content/glazingTypes.ts';
import { GlazingDiagram } from './GlazingDiagram.tsx';
import { words } from '../../content/interface.ts';

/** The six ways a secondary pane can open, each with a small diagram. */
export function GlazingTypes({ types }: { types: typeof glazingTypesData }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {types.map((t) => (
        <li key={t.name} className="flex gap-5 rounded-card border border-stone-200 bg-white p-5 shadow-card">
          <GlazingDiagram opening={t.opening} />
          <div>
            <h3 className="text-lg font-semibold">{t.name}</h3>
            <p className="mt-1 text-sm leading-relaxed text-ink-muted">{t.description}</p>
            <p className="mt-2 text-sm">
              <span className="font-semibold">{words.servicesHub.bestFor}</span> {t.bestFor}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
