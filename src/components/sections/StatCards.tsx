interface Stat {
  value: string;
  label: string;
  description?: string;
}

/** Headline figures as a row of cards; the value is the first thing read. */
export function StatCards({ stats }: { stats: readonly Stat[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {stats.map((s) => (
        <li key={s.label} className="rounded-card border border-stone-200 bg-white p-3.5 shadow-card sm:p-6">
          <p className="font-serif text-3xl font-semibold text-brand-700 sm:text-4xl">{s.value}</p>
          <p className="mt-1 font-semibold text-ink">{s.label}</p>
          {s.description && <p className="mt-2 text-sm leading-relaxed text-ink-muted">{s.description}</p>}
        </li>
      ))}
    </ul>
  );
}
