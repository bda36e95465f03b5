import type { FormWords } from '../../content/schemas/forms.ts';
import { contactLabels } from '../../lib/leads/labels.ts';
import { useNativeLeadForm } from './useNativeLeadForm.ts';
import { confirmations, contactSchema, limits, serviceTypes } from '../../lib/leads/schemas.ts';
import { fallbackMails } from '../../lib/leads/fallback.ts';
import { SelectField } from './SelectField.tsx';
import { ContactInputs, MessageField, type ContactInput } from './NativeFields.tsx';
import { Notice } from './Notice.tsx';
import { CheckedLeadForm } from './CheckedLeadForm.tsx';

const serviceOptions = serviceTypes.map((s) => ({ value: s, label: s }));

const contactInputs: ContactInput[] = [
  {
    name: 'from_name',
    label: contactLabels.fields.from_name,
    type: 'text',
    autoComplete: 'name',
    limit: limits.name,
    className: 'sm:col-span-2',
  },
  {
    name: 'from_email',
    label: contactLabels.fields.from_email,
    type: 'email',
    autoComplete: 'email',
    limit: limits.email,
  },
  {
    name: 'phone',
    label: contactLabels.fields.phone,
    type: 'tel',
    autoComplete: 'tel',
    limit: limits.phone,
  },
];

interface Props {
  action: string;
  /** forms.yaml: this form's words and those every form shares. */
  words: FormWords['contact'];
  shared: FormWords['shared'];
}

/**
 * The contact page form: native validation and a native post without JavaScript; with it, it sends in the background
 * and a submit with problems shows the error summary and each field's message.
 */
export function ContactForm({ action, words, shared }: Props) {
  const lead = useNativeLeadForm({ form: 'contact', schema: contactSchema });
  const { outcome, typed, errors } = lead;

  if (outcome.state === 'sent') {
    return (
      <Notice tone="success" title={confirmations.contact.title}>
        {confirmations.contact.text}
      </Notice>
    );
  }

  return (
    <CheckedLeadForm
      form="contact"
      lead={lead}
      action={action}
      title={words.title}
      submitLabel={words.send}
      mailto={fallbackMails.contact(typed)}
      shared={shared}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactInputs prefix="contact" inputs={contactInputs} typed={typed} errors={errors} />
      </div>
      <SelectField
        id="contact-service_type"
        name="service_type"
        label={words.service}
        required
        defaultValue=""
        error={errors.service_type}
        placeholder={contactLabels.selectService}
        options={serviceOptions}
      />
      <MessageField id="contact-message" rows={4} typed={typed} error={errors.message} />
    </CheckedLeadForm>
  );
}
