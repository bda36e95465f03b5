import { init, send } from '@emailjs/browser';
import { delivery } from './config.ts';
import { DeliveryError, withTimeout } from './deliveryError.ts';
import { submissionIdHeaders } from './ownInbox.ts';
import { buildQuoteParams } from './payload.ts';
import { emailjsSendPath, type QuoteValues } from './schemas.ts';

/**
 * Send a quote request through EmailJS, or to the local inbox that speaks its protocol. The inbox also gets the
 * submission id as a header (EmailJS's library sends no headers of ours), so a resent quote is stored once.
 */
export async function deliverQuote(values: QuoteValues, submissionId?: string): Promise<void> {
  const { emailjs } = delivery;
  const origin = emailjs.origin || window.location.origin;
  const template_params = buildQuoteParams(values);
  const own = submissionIdHeaders(origin, submissionId);
  if (Object.keys(own).length) {
    const response = await withTimeout((signal) =>
      fetch(new URL(emailjsSendPath, origin), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...own },
        body: JSON.stringify({
          user_id: emailjs.publicKey,
          service_id: emailjs.serviceId,
          template_id: emailjs.templateId,
          template_params,
        }),
        signal,
      }),
    );
    if (!response.ok) throw new DeliveryError(response.status, (await response.text()) || response.statusText);
    return;
  }
  // EmailJS ignores an origin passed to send(); only init() sets it.
  init({ publicKey: emailjs.publicKey, origin });
  await withTimeout(() => send(emailjs.serviceId, emailjs.templateId, { ...template_params }));
}
