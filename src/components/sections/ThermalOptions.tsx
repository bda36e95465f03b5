import type { thermalOptions as thermalData } from '../../content/thermal.ts';

/** Thermal glass options with their efficiency labels. */
export function ThermalOptions({ options }: { options: typeof thermalData }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {options.map((o) => (
        <li key={o.name} className="rounded-card border border-stone-200 bg-white p-6 shadow-card">
          <p className="inline-block rounded-full bg-success-50 px-3 py-1 text-sm font-semibold text-success-700">
            {o.efficiency}
          </p>
          <h3 className="mt-4 text-xl font-semibold">{o.name}</h3>
          <p className="mt-2 leading-relaxed text-ink-muted">{o.description}</p>
        </li>
      ))}
    </ul>
  );
}
