import type { ComponentProps } from 'react';
import { Field, controlClasses } from './Field.tsx';

interface Props extends Omit<ComponentProps<'select'>, 'id' | 'children' | 'className'> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** The first, empty option ("Select a service"): the browser's `required` and the schema both refuse it. */
  placeholder: string;
  options: readonly { value: string; label: string }[];
  /** The field's wrapper (the select itself always has the form's control style). */
  className?: string;
}

/** A labelled dropdown of a natively validated lead form: the field primitive’s label, required mark, hint and error tied to it. */
export function SelectField({
  id,
  label,
  required,
  error,
  hint,
  placeholder,
  options,
  className,
  ...select
}: Props) {
  return (
    <Field id={id} label={label} required={required} error={error} hint={hint} className={className}>
      {(describedBy) => (
        <select
          id={id}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={controlClasses}
          {...select}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
