import { limits } from '../../lib/leads/schemas.ts';
import { Field, controlClasses } from './Field.tsx';
import { useFormWords } from './FormWords.tsx';

export interface ContactInput {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
  /** The schema's limit: shown as a counter near it, never enforced by cutting what is typed. */
  limit: number;
  className?: string;
}

interface Props {
  prefix: string;
  inputs: readonly ContactInput[];
  /** What is typed now, by field name (for the length counters). */
  typed: Record<string, string>;
}

/** Required name, e-mail and phone inputs of the natively validated lead forms. */
export function ContactInputs({ prefix, inputs, typed }: Props) {
  return inputs.map(({ name, label, className, limit, ...input }) => (
    <Field
      key={name}
      id={`${prefix}-${name}`}
      label={label}
      required
      className={className}
      limit={{ max: limit, length: typed[name]?.length ?? 0 }}
    >
      {(describedBy) => (
        <input
          id={`${prefix}-${name}`}
          name={name}
          required
          aria-describedby={describedBy}
          className={controlClasses}
          {...input}
        />
      )}
    </Field>
  ));
}

/** The optional message box of the contact and quick-contact forms. */
export function MessageField({
  id,
  rows,
  typed,
}: {
  id: string;
  rows: number;
  typed: Record<string, string>;
}) {
  const words = useFormWords();
  return (
    <Field id={id} label={words.message} limit={{ max: limits.message, length: typed.message?.length ?? 0 }}>
      {(describedBy) => (
        <textarea
          id={id}
          name="message"
          rows={rows}
          aria-describedby={describedBy}
          className={controlClasses}
        />
      )}
    </Field>
  );
}
