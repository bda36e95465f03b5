import type { FormWords } from '../../content/schemas/forms.ts';
import { contactLabels } from '../../lib/leads/labels.ts';
import { useNativeLeadForm } from './useNativeLeadForm.ts';
import { confirmations, contactSchema, limits, serviceTypes } from '../../lib/leads/schemas.ts';
import { fallbackMails } from '../../lib/leads/fallback.ts';
import { LeadFormEnd } from './LeadFormEnd.tsx';
import { Field, controlClasses } from './Field.tsx';
import { ContactInputs, MessageField, type ContactInput } from './NativeFields.tsx';
import { FormMeta } from './FormMeta.tsx';
import { FormWordsProvider } from './FormWords.tsx';
import { Notice } from './Notice.tsx';

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

/** The contact page form: native validation, posts natively without JavaScript, sends in the background with it. */
export function ContactForm({ action, words, shared }: Props) {
  const { formProps, outcome, typed } = useNativeLeadForm({ form: 'contact', schema: contactSchema });

  if (outcome.state === 'sent') {
    return (
      <Notice tone="success" title={confirmations.contact.title}>
        {confirmations.contact.text}
      </Notice>
    );
  }

  return (
    <FormWordsProvider value={shared}>
      <form
        {...formProps}
        action={action}
        aria-labelledby="contact-form-title"
        className="space-y-5 rounded-card border border-stone-200 bg-white p-5 shadow-card sm:p-8"
      >
        <h2 id="contact-form-title" className="text-2xl font-bold">
          {words.title}
        </h2>
        <FormMeta form="contact" />
        <div className="grid gap-5 sm:grid-cols-2">
          <ContactInputs prefix="contact" inputs={contactInputs} typed={typed} />
        </div>
        <Field id="contact-service_type" label={words.service} required>
          {() => (
            <select
              id="contact-service_type"
              name="service_type"
              required
              defaultValue=""
              className={controlClasses}
            >
              <option value="">{contactLabels.selectService}</option>
              {serviceTypes.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          )}
        </Field>
        <MessageField id="contact-message" rows={4} typed={typed} />
        <LeadFormEnd outcome={outcome} submitLabel={words.send} mailto={fallbackMails.contact(typed)} />
      </form>
    </FormWordsProvider>
  );
}
