interface Step {
  title: string;
  description: string;
}

/** Numbered steps in an ordered list, laid out as a row on wide screens. */
export function StepList({ steps, inverse = false }: { steps: readonly Step[]; inverse?: boolean }) {
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((s, i) => (
        <li key={s.title} className={`border-t-2 pt-5 ${inverse ? 'border-brass-500' : 'border-brand-700'}`}>
          <span
            aria-hidden="true"
            className={`font-serif text-3xl font-semibold ${inverse ? 'text-brass-100' : 'text-brass-700'}`}
          >
            {String(i + 1).padStart(2, '0')}
          </span>
          <h3 className={`mt-2 text-xl font-semibold ${inverse ? 'text-white' : ''}`}>
            <span className="sr-only">Step {i + 1}: </span>
            {s.title}
          </h3>
          <p className={`mt-2 leading-relaxed ${inverse ? 'text-brand-100' : 'text-ink-muted'}`}>
            {s.description}
          </p>
        </li>
      ))}
    </ol>
  );
}
