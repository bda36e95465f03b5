import { delivery } from './config.ts';
import { DeliveryError, toDeliveryError, withTimeout } from './deliveryError.ts';
import { buildFormBody } from './payload.ts';
import type { ContactValues, QuickContactValues } from './schemas.ts';

async function postForm(formName: string, values: Record<string, string | undefined>) {
  let response: Response;
  try {
    response = await withTimeout(
      fetch(delivery.formEndpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(buildFormBody(formName, values)),
      }),
    );
  } catch (error) {
    throw toDeliveryError(error);
  }
  const data = (await response.json().catch(() => ({}))) as {
    ok?: boolean;
    errors?: { message?: string }[];
  };
  if (response.ok && data.ok !== false) return;
  const reason = data.errors?.map((e) => e.message).join('; ') || response.statusText;
  throw new DeliveryError(response.status, reason || `HTTP ${response.status}`);
}

/** Send the contact page form to the form-collection endpoint (Formspree-style). */
export const deliverContact = (values: ContactValues) => postForm('contact', values);

/** Send the quick-contact modal form to the form-collection endpoint. */
export const deliverQuickContact = (values: QuickContactValues) => postForm('quick-contact', values);
