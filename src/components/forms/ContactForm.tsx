import { useNativeLeadForm } from './useNativeLeadForm.ts';
import { contactSchema, limits, serviceTypes } from '../../lib/leads/schemas.ts';
import { deliverContact } from '../../lib/leads/deliverForm.ts';
import { fallbackMailto } from '../../lib/leads/fallback.ts';
import { LeadFormEnd } from './LeadFormEnd.tsx';
import { Field, controlClasses } from './Field.tsx';
import { FormMeta } from './FormMeta.tsx';
import { Notice } from './Notice.tsx';

/** The contact page form: native validation, posts natively without JavaScript, sends in the background with it. */
export function ContactForm({ action }: { action: string }) {
  const { formRef, state, problem, typed, onInput, onSubmit } = useNativeLeadForm({
    draftKey: 'contact',
    schema: contactSchema,
    deliver: deliverContact,
  });

  if (state === 'sent') {
    return (
      <Notice tone="success" title="Thank You!">
        Your message has been sent successfully. We'll contact you within 24 hours.
      </Notice>
    );
  }

  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      onSubmit={onSubmit}
      onInput={onInput}
      aria-labelledby="contact-form-title"
      className="space-y-5 rounded-card border border-stone-200 bg-white p-5 shadow-card sm:p-8"
    >
      <h2 id="contact-form-title" className="text-2xl font-bold">
        Send us a message
      </h2>
      <FormMeta form="contact" />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-from_name" label="Full Name" required className="sm:col-span-2">
          {() => (
            <input
              id="contact-from_name"
              name="from_name"
              type="text"
              autoComplete="name"
              required
              maxLength={limits.name}
              className={controlClasses}
            />
          )}
        </Field>
        <Field id="contact-from_email" label="Email Address" required>
          {() => (
            <input
              id="contact-from_email"
              name="from_email"
              type="email"
              autoComplete="email"
              required
              maxLength={limits.email}
              className={controlClasses}
            />
          )}
        </Field>
        <Field id="contact-phone" label="Phone Number" required>
          {() => (
            <input
              id="contact-phone"
              name="phone"
              type="tel"
              autoComplete="tel"
              required
              maxLength={limits.phone}
              className={controlClasses}
            />
          )}
        </Field>
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
      <Field id="contact-message" label="Message (optional)">
        {() => (
          <textarea
            id="contact-message"
            name="message"
            rows={4}
            maxLength={limits.message}
            className={controlClasses}
          />
        )}
      </Field>
      <LeadFormEnd
        state={state}
        problem={problem}
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
