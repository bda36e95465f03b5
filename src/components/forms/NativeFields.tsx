import { memo } from 'react';
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
  /** A field a visitor may leave empty (the survey request's e-mail). */
  optional?: boolean;
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

/**
 * One input, drawn again only when its own length or problem changes: a keystroke redraws its field, not the form
 * (with the CPU slowed 4x, redrawing every field per keystroke was what made typing lag).
 */
const ContactInputField = memo(function ContactInputField({
  prefix,
  input: { name, label, className, limit, optional, ...input },
  length,
  error,
}: {
  prefix: string;
  input: ContactInput;
  length: number;
  error?: string;
}) {
  return (
    <Field
      id={`${prefix}-${name}`}
      label={label}
      required={!optional}
      error={error}
      className={className}
      limit={{ max: limit, length }}
    >
      {(describedBy) => (
        <input
          id={`${prefix}-${name}`}
          name={name}
          required={!optional}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={controlClasses}
          {...input}
        />
      )}
    </Field>
  );
});

/** The name, e-mail and phone inputs of the natively validated lead forms: required unless marked optional. */
export function ContactInputs({ prefix, inputs, typed, errors = {} }: Props) {
  return inputs.map((input) => (
    <ContactInputField
      key={input.name}
      prefix={prefix}
      input={input}
      length={typed[input.name]?.length ?? 0}
      error={errors[input.name]}
    />
  ));
}

interface MessageProps {
  id: string;
  rows: number;
  error?: string;
  name?: string;
  label?: string;
}

const MessageBox = memo(function MessageBox({
  id,
  rows,
  error,
  name = 'message',
  label,
  length,
}: MessageProps & { length: number }) {
  const words = useFormWords();
  return (
    <Field id={id} label={label ?? words.message} error={error} limit={{ max: limits.message, length }}>
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
});

/** The optional message box of the lead forms (`name` and `label` for the survey request's notes). */
export function MessageField({ typed, ...props }: MessageProps & { typed: Record<string, string> }) {
  return <MessageBox {...props} length={typed[props.name ?? 'message']?.length ?? 0} />;
}
