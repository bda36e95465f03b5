import { fill, words } from '../../content/interface.ts';

interface Step {
  title: string;
  description: string;
}

/** Numbered steps in an ordered list, laid out as a row on wide screens. */
export function StepList({ steps, inverse = false }: { steps: readonly Step[]; inverse?: boolean }) {
  return (
    <ol className="grid gap-5 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
      {steps.map((s, i) => (
        <li
          key={s.title}
          // On phones the number sits beside the title, so four steps take less of a small screen.
          className={`grid grid-cols-[auto_1fr] items-baseline gap-x-3 border-t-2 pt-4 sm:block sm:pt-5 ${inverse ? 'border-brass-500' : 'border-brand-700'}`}
        >
          <span
            aria-hidden="true"
            className={`font-serif text-3xl font-semibold ${inverse ? 'text-brass-100' : 'text-brass-700'}`}
          >
            {String(i + 1).padStart(2, '0')}
          </span>
          <h3 className={`text-xl font-semibold sm:mt-2 ${inverse ? 'text-white' : ''}`}>
            <span className="sr-only">{fill(words.step, { number: i + 1 })}: </span>
            {s.title}
          </h3>
          <p
            className={`col-span-2 mt-2 leading-normal sm:leading-relaxed ${inverse ? 'text-brand-100' : 'text-ink-muted'}`}
          >
            {s.description}
          </p>
        </li>
      ))}
    </ol>
  );
}
