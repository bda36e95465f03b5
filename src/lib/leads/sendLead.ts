import { delivery } from './config.ts';
import { postForm } from './deliverForm.ts';
import { deliverQuote } from './deliverQuote.ts';
import { DeliveryError } from './deliveryError.ts';
import type { ContactValues, QuickContactValues, QuoteValues, SurveyValues } from './schemas.ts';

/** One submission of one form: what the visitor typed and the submission's id. */
export type Lead = { submissionId: string } & (
  | { form: 'quote'; values: QuoteValues }
  | { form: 'contact'; values: ContactValues }
  | { form: 'quick-contact'; values: QuickContactValues }
  | { form: 'survey'; values: SurveyValues }
);

/**
 * The one way a lead leaves the browser. A quote goes through EmailJS and, if that fails for any reason, to the
 * form endpoint when one is configured; the contact forms and the survey request go to the form endpoint. Rejects with a DeliveryError
 * only when every configured path failed.
 */
export async function sendLead(lead: Lead): Promise<void> {
  if (lead.form !== 'quote') return postForm(lead.form, lead.values, lead.submissionId);
  try {
    await deliverQuote(lead.values, lead.submissionId);
  } catch (error) {
    if (!delivery.quoteFailover) throw error;
    console.warn('Quote request: EmailJS failed, sending through the form endpoint', error);
    try {
      await postForm('quote', lead.values, lead.submissionId);
    } catch (second) {
      const first = error as DeliveryError;
      throw new DeliveryError((second as DeliveryError).status, `${first.message}; then ${(second as Error).message}`);
    }
  }
}
