import type { UseFormReturn } from 'react-hook-form';
import type { FormWords } from '../../content/schemas/forms.ts';
import { quoteLabels } from '../../lib/leads/labels.ts';
import { glassTypes, limits, type QuoteValues } from '../../lib/leads/schemas.ts';
import { Field, controlClasses } from './Field.tsx';

type Name = keyof QuoteValues;
const { fields: labels } = quoteLabels;
interface InputSpec {
  name: Name;
  type?: string;
  autoComplete?: string;
  minLength?: number;
  limit: number;
  wide?: boolean;
}

const contactInputs: InputSpec[] = [
  { name: 'firstName', autoComplete: 'given-name', minLength: 2, limit: limits.name },
  { name: 'lastName', autoComplete: 'family-name', minLength: 2, limit: limits.name },
  { name: 'email', type: 'email', autoComplete: 'email', limit: limits.email },
  { name: 'phone', type: 'tel', autoComplete: 'tel', minLength: 10, limit: limits.phone },
  { name: 'address', autoComplete: 'address-line1', minLength: 5, limit: limits.address, wide: true },
  { name: 'postcode', autoComplete: 'postal-code', minLength: 5, limit: limits.postcode },
];

/** The quote form's fields, each tied to its message (aria-invalid, aria-describedby). */
export function QuoteFields({
  form,
  values,
  words,
}: {
  form: UseFormReturn<QuoteValues>;
  values: QuoteValues;
  words: FormWords['quote'];
}) {
  const limit = (max: number, name: Name) => ({ max, length: values[name]?.length ?? 0 });
  const { register, formState } = form;
  const error = (name: Name) => formState.errors[name]?.message;
  const a11y = (name: Name, describedBy: string | undefined) => ({
    id: `quote-${name}`,
    'aria-invalid': error(name) ? true : undefined,
    'aria-describedby': describedBy,
  });

  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        {contactInputs.map(({ name, wide, limit: max, ...input }) => (
          <Field
            key={name}
            limit={limit(max, name)}
            id={`quote-${name}`}
            label={labels[name]}
            required
            error={error(name)}
            className={wide ? 'sm:col-span-2' : ''}
          >
            {(d) => (
              <input
                {...input}
                type={input.type ?? 'text'}
                required
                className={controlClasses}
                {...a11y(name, d)}
                {...register(name)}
              />
            )}
          </Field>
        ))}
      </div>
      <fieldset className="space-y-5 border-t border-stone-200 pt-6">
        <legend className="float-left mb-5 w-full font-serif text-xl font-bold text-brand-800">
          {quoteLabels.projectDetails}
        </legend>
        <div className="clear-both grid gap-5 sm:grid-cols-2">
          <Field
            id="quote-numberOfWindows"
            label={labels.numberOfWindows}
            required
            error={error('numberOfWindows')}
          >
            {(d) => (
              <input
                type="number"
                inputMode="numeric"
                min={1}
                max={999}
                required
                className={controlClasses}
                {...a11y('numberOfWindows', d)}
                {...register('numberOfWindows')}
              />
            )}
          </Field>
          <Field id="quote-glassType" label={labels.glassType} required error={error('glassType')}>
            {(d) => (
              <select
                required
                className={controlClasses}
                {...a11y('glassType', d)}
                {...register('glassType')}
              >
                <option value="">{words.selectGlass}</option>
                {glassTypes.map((g) => (
                  <option key={g.value} value={g.value}>
                    {g.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Field
          id="quote-windowDimensions"
          label={labels.windowDimensions}
          required
          error={error('windowDimensions')}
          hint={words.dimensionsHint}
          limit={limit(limits.dimensions, 'windowDimensions')}
        >
          {(d) => (
            <textarea
              rows={3}
              minLength={5}
              required
              className={`${controlClasses} min-h-[100px]`}
              {...a11y('windowDimensions', d)}
              {...register('windowDimensions')}
            />
          )}
        </Field>
        <Field
          id="quote-additionalInfo"
          label={labels.additionalInfo}
          error={error('additionalInfo')}
          limit={limit(limits.message, 'additionalInfo')}
        >
          {(d) => (
            <textarea
              rows={3}
              className={`${controlClasses} min-h-[100px]`}
              {...a11y('additionalInfo', d)}
              {...register('additionalInfo')}
            />
          )}
        </Field>
      </fieldset>
    </>
  );
}
