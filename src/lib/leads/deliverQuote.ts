import { init, send } from '@emailjs/browser';
import { delivery } from './config.ts';
import { withTimeout } from './deliveryError.ts';
import { buildQuoteParams } from './payload.ts';
import type { QuoteValues } from './schemas.ts';

/** Send a quote request through EmailJS (or the local inbox that speaks its protocol). */
export async function deliverQuote(values: QuoteValues, context = '', submissionId?: string): Promise<void> {
  const { emailjs } = delivery;
  // EmailJS ignores an origin passed to send(); only init() sets it, and it reads '' as its own host.
  init({ publicKey: emailjs.publicKey, origin: emailjs.origin || window.location.origin });
  await withTimeout(() =>
    send(emailjs.serviceId, emailjs.templateId, { ...buildQuoteParams(values, context, submissionId) }),
  );
}
