import type { ReactNode } from 'react';
import type { FormWords } from '../../content/schemas/forms.ts';
import { ErrorSummary } from './ErrorSummary.tsx';
import { FormMeta } from './FormMeta.tsx';
import { FormWordsProvider } from './FormWords.tsx';
import { LeadFormEnd } from './LeadFormEnd.tsx';
import type { useNativeLeadForm } from './useNativeLeadForm.ts';

interface Props {
  form: 'contact' | 'survey';
  /** The form's own state (useNativeLeadForm). */
  lead: ReturnType<typeof useNativeLeadForm>;
  action: string;
  title: string;
  submitLabel: string;
  /** The "Email us instead" link, holding what the visitor typed. */
  mailto: string;
  shared: FormWords['shared'];
  children: ReactNode;
}

/**
 * A lead form that checks itself once its script runs (the browser checks it without one): the error summary above
 * it after a submit with problems, its title, its hidden fields, its fields, and the send button with any failure.
 */
export function CheckedLeadForm({ form, lead, action, title, submitLabel, mailto, shared, children }: Props) {
  return (
    <FormWordsProvider value={shared}>
      <form
        {...lead.formProps}
        action={action}
        data-live-validation
        aria-labelledby={`${form}-form-title`}
        className="space-y-5 rounded-card border border-stone-200 bg-white p-5 shadow-card sm:p-8"
      >
        <ErrorSummary problems={lead.problems(form)} attempt={lead.attempt} />
        <h2 id={`${form}-form-title`} className="text-2xl font-bold">
          {title}
        </h2>
        <FormMeta form={form} />
        {children}
        <LeadFormEnd outcome={lead.outcome} submitLabel={submitLabel} mailto={mailto} showInvalid={false} />
      </form>
    </FormWordsProvider>
  );
}
