import type { ReactNode } from 'react';
import { fillParts } from '../../lib/templates.ts';
import { useFormWords } from './FormWords.tsx';

export const controlClasses =
  'block min-h-11 w-full rounded-lg border border-ink-muted/60 bg-white px-3 py-2.5 text-base text-ink shadow-sm placeholder:text-ink-muted focus:border-brand-600 aria-[invalid=true]:border-danger-700 aria-[invalid=true]:bg-danger-50';

interface Props {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  className?: string;
  /** The field's length limit and what is typed now: a counter shows near the limit, and past it. */
  limit?: { max: number; length: number };
  /** The control, given `aria-describedby` ids through `describedBy`. */
  children: (describedBy: string | undefined) => ReactNode;
}

/** Long fields count down from this share of their limit; short ones (a postcode) speak only when over it. */
const counterFrom = 0.9;
const countsDown = (max: number) => max >= 50;

/** A labelled form control with its required mark, hint, length counter and error message tied to it. */
export function Field({ id, label, required, error, hint, className = '', limit, children }: Props) {
  const words = useFormWords();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const counterId = `${id}-count`;
  const counting =
    !!limit &&
    (limit.length > limit.max || (countsDown(limit.max) && limit.length >= limit.max * counterFrom));
  const over = !!limit && limit.length > limit.max;
  const describedBy =
    [hintId, counting ? counterId : undefined, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block font-medium text-ink">
        {label}
        {required && (
          <span className="ml-0.5 text-danger-700" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className="mb-1.5 text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {children(describedBy)}
      {counting && (
        <p
          id={counterId}
          aria-live="polite"
          className={`mt-1.5 text-sm ${over ? 'font-medium text-danger-700' : 'text-ink-muted'}`}
        >
          {over
            ? fillParts(words.charactersOver, { over: limit.length - limit.max, max: limit.max })
            : fillParts(words.charactersLeft, { left: limit.max - limit.length, max: limit.max })}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
