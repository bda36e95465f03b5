import { delivery } from './config.ts';
import { DeliveryError, withTimeout } from './deliveryError.ts';
import { submissionIdHeaders } from './ownInbox.ts';
import { buildFormBody } from './payload.ts';
import type { LeadFormName } from './schemas.ts';

/**
 * Post a lead to the form-collection endpoint (Formspree-style JSON answers); aborted at the timeout. The
 * submission id goes as a header to the site's own inbox only.
 */
export async function postForm(
  formName: LeadFormName,
  values: Record<string, string | undefined>,
  submissionId?: string,
): Promise<void> {
  const response = await withTimeout((signal) =>
    fetch(delivery.formEndpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...submissionIdHeaders(delivery.formEndpoint, submissionId),
      },
      // performance.now(): time since this page's navigation, the moment the form could first be seen.
      body: JSON.stringify(buildFormBody(formName, values, performance.now())),
      signal,
    }),
  );
  const data = (await response.json().catch(() => ({}))) as {
    ok?: boolean;
    errors?: { message?: string }[];
  };
  if (response.ok && data.ok !== false) return;
  const reason = data.errors?.map((e) => e.message).join('; ') || response.statusText;
  throw new DeliveryError(response.status, reason || `HTTP ${response.status}`);
}
