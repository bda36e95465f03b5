import { limits, quickContactSchema } from '../../lib/leads/schemas.ts';
import { deliverQuickContact } from '../../lib/leads/deliverForm.ts';
import { fallbackMailto } from '../../lib/leads/fallback.ts';
import { LeadFormEnd } from './LeadFormEnd.tsx';
import { ContactInputs, MessageField, type ContactInput } from './NativeFields.tsx';
import { FormMeta } from './FormMeta.tsx';
import type { useNativeLeadForm } from './useNativeLeadForm.ts';

const inputs: ContactInput[] = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name', maxLength: limits.name },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', maxLength: limits.email },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', maxLength: limits.phone },
];

export const quickContactOptions = {
  draftKey: 'quick-contact',
  schema: quickContactSchema,
  deliver: deliverQuickContact,
};

interface Props {
  action: string;
  lead: ReturnType<typeof useNativeLeadForm<typeof quickContactSchema>>;
}

/** The short form in the quick-contact modal (name, email, phone, optional message). */
export function QuickContactForm({ action, lead }: Props) {
  const { formProps, state, problem, typed } = lead;
  if (state === 'sent') {
    return (
      <div role="status" className="py-6 text-center">
        <p className="font-serif text-2xl font-bold text-success-700">Thanks!</p>
        <p className="mt-1 text-ink">We'll contact you within 24 hours.</p>
      </div>
    );
  }
  return (
    <form {...formProps} action={action} className="space-y-4">
      <FormMeta form="quick-contact" />
      <ContactInputs prefix="quick" inputs={inputs} />
      <MessageField id="quick-message" rows={3} />
      <LeadFormEnd
        state={state}
        problem={problem}
        submitLabel="Send"
        mailto={fallbackMailto('Quick enquiry', [
          ['Name', typed.name],
          ['Email', typed.email],
          ['Phone', typed.phone],
          ['Message', typed.message],
        ])}
      />
    </form>
  );
}
