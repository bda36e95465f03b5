import { useEffect, useRef, type MouseEvent } from 'react';
import { useFormWords } from './FormWords.tsx';

/** One problem of a submit: the field's id and the message its field shows. */
export interface FormProblem {
  id: string;
  message: string;
}

interface Props {
  problems: readonly FormProblem[];
  /** Counts the submits: each one that finds problems moves focus to the box again. */
  attempt: number;
}

/** Focus the field, and show its label too (the GOV.UK error summary's behaviour). */
function goToField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const field = document.getElementById(id);
  if (!field) return;
  event.preventDefault();
  const label = document.querySelector(`label[for="${CSS.escape(id)}"]`);
  (label ?? field).scrollIntoView({ block: 'start' });
  field.focus({ preventScroll: true });
}

/**
 * The GOV.UK Design System's error summary: above the form after a submit with problems, a titled box listing each
 * problem as a link to its field, and focus moved to it. The fields keep their own messages; the list follows them
 * as each is fixed, and the box goes once none is left.
 */
export function ErrorSummary({ problems, attempt }: Props) {
  const words = useFormWords();
  const box = useRef<HTMLDivElement>(null);
  const shown = problems.length > 0;
  // Focus moves to the box once per submit, not when a problem comes back while the visitor types.
  const focused = useRef(0);
  useEffect(() => {
    if (!shown || attempt <= focused.current) return;
    focused.current = attempt;
    box.current?.focus();
  }, [attempt, shown]);
  if (!shown) return null;
  return (
    <div
      ref={box}
      tabIndex={-1}
      data-error-summary
      className="rounded-card border-4 border-danger-700 bg-white p-4 focus:outline-3 focus:outline-offset-2 focus:outline-brand-700 sm:p-5"
    >
      <div role="alert">
        <h2 className="text-xl font-bold text-ink">{words.summaryTitle}</h2>
        <ul className="mt-3 space-y-2">
          {problems.map(({ id, message }) => (
            <li key={id}>
              <a
                href={`#${id}`}
                onClick={(event) => goToField(event, id)}
                className="font-semibold text-danger-700 underline underline-offset-2"
              >
                {message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
