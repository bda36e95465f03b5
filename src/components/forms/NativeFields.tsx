import { limits } from '../../lib/leads/schemas.ts';
import { Field, controlClasses } from './Field.tsx';

export interface ContactInput {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
  maxLength: number;
  className?: string;
}

/** Required name, e-mail and phone inputs of the natively validated lead forms. */
export function ContactInputs({ prefix, inputs }: { prefix: string; inputs: readonly ContactInput[] }) {
  return inputs.map(({ name, label, className, ...input }) => (
    <Field key={name} id={`${prefix}-${name}`} label={label} required className={className}>
      {() => <input id={`${prefix}-${name}`} name={name} required className={controlClasses} {...input} />}
    </Field>
  ));
}

/** The optional message box of the contact and quick-contact forms. */
export function MessageField({ id, rows }: { id: string; rows: number }) {
  return (
    <Field id={id} label="Message (optional)">
      {() => (
        <textarea id={id} name="message" rows={rows} maxLength={limits.message} className={controlClasses} />
      )}
    </Field>
  );
}
