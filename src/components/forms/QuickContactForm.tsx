import { quickContactLabels } from '../../lib/leads/labels.ts';
import { confirmations, limits, quickContactSchema } from '../../lib/leads/schemas.ts';
import { fallbackMails } from '../../lib/leads/fallback.ts';
import { LeadFormEnd } from './LeadFormEnd.tsx';
import { ContactInputs, MessageField, type ContactInput } from './NativeFields.tsx';
import { FormMeta } from './FormMeta.tsx';
import type { useNativeLeadForm } from './useNativeLeadForm.ts';

const { fields: labels } = quickContactLabels;
const inputs: ContactInput[] = [
  { name: 'name', label: labels.name, type: 'text', autoComplete: 'name', limit: limits.name },
  { name: 'email', label: labels.email, type: 'email', autoComplete: 'email', limit: limits.email },
  { name: 'phone', label: labels.phone, type: 'tel', autoComplete: 'tel', limit: limits.phone },
];

export const quickContactOptions = { form: 'quick-contact', schema: quickContactSchema } as const;

interface Props {
  action: string;
  lead: ReturnType<typeof useNativeLeadForm<'quick-contact'>>;
  /** The send button's words (forms.yaml). */
  send: string;
}

/** The short form in the quick-contact modal (name, email, phone, optional message). */
export function QuickContactForm({ action, lead, send }: Props) {
  const { formProps, outcome, typed } = lead;
  if (outcome.state === 'sent') {
    return (
      <div role="status" className="py-6 text-center">
        <p className="font-serif text-2xl font-bold text-success-700">
          {confirmations['quick-contact'].title}
        </p>
        <p className="mt-1 text-ink">{confirmations['quick-contact'].text}</p>
      </div>
    );
  }
  return (
    <form {...formProps} action={action} className="space-y-4">
      <FormMeta form="quick-contact" />
      <ContactInputs prefix="quick" inputs={inputs} typed={typed} />
      <MessageField id="quick-message" rows={3} typed={typed} />
      <LeadFormEnd outcome={outcome} submitLabel={send} mailto={fallbackMails['quick-contact'](typed)} />
    </form>
  );
}
