import type { ReactNode } from 'react';

export const controlClasses =
  'block w-full rounded-lg border border-ink-muted/60 bg-white px-3 py-2.5 text-base text-ink shadow-sm placeholder:text-ink-muted focus:border-brand-600 aria-[invalid=true]:border-danger-700 aria-[invalid=true]:bg-danger-50';

interface Props {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  className?: string;
  /** The control, given `aria-describedby` ids through `describedBy`. */
  children: (describedBy: string | undefined) => ReactNode;
}

/** A labelled form control with its required mark, hint and error message tied to it. */
export function Field({ id, label, required, error, hint, className = '', children }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
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
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
