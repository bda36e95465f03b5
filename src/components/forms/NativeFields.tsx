import { limits } from '../../lib/leads/schemas.ts';
import { Field, controlClasses } from './Field.tsx';
import { useFormWords } from './FormWords.tsx';

export interface ContactInput {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
  /** The schema's least length, for the browser's own check when the page runs no script. */
  minLength?: number;
  /** The schema's limit: shown as a counter near it, never enforced by cutting what is typed. */
  limit: number;
  className?: string;
}

interface Props {
  prefix: string;
  inputs: readonly ContactInput[];
  /** What is typed now, by field name (for the length counters). */
  typed: Record<string, string>;
  /** Each field's problem after a submit, by field name (forms that show their own problems). */
  errors?: Record<string, string>;
}

/** Required name, e-mail and phone inputs of the natively validated lead forms. */
export function ContactInputs({ prefix, inputs, typed, errors = {} }: Props) {
  return inputs.map(({ name, label, className, limit, ...input }) => (
    <Field
      key={name}
      id={`${prefix}-${name}`}
      label={label}
      required
      error={errors[name]}
      className={className}
      limit={{ max: limit, length: typed[name]?.length ?? 0 }}
    >
      {(describedBy) => (
        <input
          id={`${prefix}-${name}`}
          name={name}
          required
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={describedBy}
          className={controlClasses}
          {...input}
        />
      )}
    </Field>
  ));
}

/** The optional message box of the lead forms (`name` and `label` for the survey request's notes). */
export function MessageField({
  id,
  rows,
  typed,
  error,
  name = 'message',
  label,
}: {
  id: string;
  rows: number;
  typed: Record<string, string>;
  error?: string;
  name?: string;
  label?: string;
}) {
  const words = useFormWords();
  return (
    <Field
      id={id}
      label={label ?? words.message}
      error={error}
      limit={{ max: limits.message, length: typed[name]?.length ?? 0 }}
    >
      {(describedBy) => (
        <textarea
          id={id}
          name={name}
          rows={rows}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={controlClasses}
        />
      )}
    </Field>
  );
}
