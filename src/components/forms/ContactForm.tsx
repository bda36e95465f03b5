import { useNativeLeadForm } from './useNativeLeadForm.ts';
import { confirmations, contactSchema, limits, serviceTypes } from '../../lib/leads/schemas.ts';
import { fallbackMailto } from '../../lib/leads/fallback.ts';
import { LeadFormEnd } from './LeadFormEnd.tsx';
import { Field, controlClasses } from './Field.tsx';
import { ContactInputs, MessageField, type ContactInput } from './NativeFields.tsx';
import { FormMeta } from './FormMeta.tsx';
import { Notice } from './Notice.tsx';

const contactInputs: ContactInput[] = [
  {
    name: 'from_name',
    label: 'Full Name',
    type: 'text',
    autoComplete: 'name',
    limit: limits.name,
    className: 'sm:col-span-2',
  },
  {
    name: 'from_email',
    label: 'Email Address',
    type: 'email',
    autoComplete: 'email',
    limit: limits.email,
  },
  { name: 'phone', label: 'Phone Number', type: 'tel', autoComplete: 'tel', limit: limits.phone },
];

/** The contact page form: native validation, posts natively without JavaScript, sends in the background with it. */
export function ContactForm({ action }: { action: string }) {
  const { formProps, outcome, typed } = useNativeLeadForm({ form: 'contact', schema: contactSchema });

  if (outcome.state === 'sent') {
    return (
      <Notice tone="success" title={confirmations.contact.title}>
        {confirmations.contact.text}
      </Notice>
    );
  }

  return (
    <form
      {...formProps}
      action={action}
      aria-labelledby="contact-form-title"
      className="space-y-5 rounded-card border border-stone-200 bg-white p-5 shadow-card sm:p-8"
    >
      <h2 id="contact-form-title" className="text-2xl font-bold">
        Send us a message
      </h2>
      <FormMeta form="contact" />
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactInputs prefix="contact" inputs={contactInputs} typed={typed} />
      </div>
      <Field id="contact-service_type" label="Service" required>
        {() => (
          <select
            id="contact-service_type"
            name="service_type"
            required
            defaultValue=""
            className={controlClasses}
          >
            <option value="">Select a service</option>
            {serviceTypes.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        )}
      </Field>
      <MessageField id="contact-message" rows={4} typed={typed} />
      <LeadFormEnd
        outcome={outcome}
        submitLabel="Send Message"
        mailto={fallbackMailto('Enquiry', [
          ['Name', typed.from_name],
          ['Email', typed.from_email],
          ['Phone', typed.phone],
          ['Service', typed.service_type],
          ['Message', typed.message],
        ])}
      />
    </form>
  );
}
