import type { DeliveryError } from './deliveryError.ts';
import type { UnsentLead } from './drafts.ts';

/**
 * The local inbox's answer to a lead sent under a submission id it already stored another lead under (the IETF
 * httpapi Idempotency-Key draft: a reused key with a different body): nothing was stored.
 */
export const keyUsedStatus = 422;

export const isKeyUsed = (error: DeliveryError) => error.status === keyUsedStatus;

/** The id to send `values` under: the unsent lead's when it holds the same values (a resend is stored once), else new. */
export function submissionIdFor(waiting: UnsentLead | undefined, values: object, mint: () => string): string {
  return waiting && JSON.stringify(waiting.values) === JSON.stringify(values) ? waiting.submissionId : mint();
}

/**
 * The lead kept after a failed send: with its id, since the inbox may have stored it; with a new one when the inbox
 * refused the id as another lead's, so the visitor's next tap sends their words as a lead of their own.
 */
export function keptAfterFailure(lead: UnsentLead, error: DeliveryError, mint: () => string): UnsentLead {
  return isKeyUsed(error) ? { ...lead, submissionId: mint() } : lead;
}

/**
 * What the local inbox found wrong with a form it refused (400: `slot_2: That time has passed…; name: …`), as sentences
 * without the field names; empty for any other failure, or another service's words. The same schema checks the form
 * first, so this is rare (a device whose clock is wrong, a page left open for days).
 */
export function refusalReasons(error: DeliveryError): string {
  if (error.status !== 400) return '';
  const reasons = error.message.split('; ').map((reason) => /^\w+: (.+)$/s.exec(reason)?.[1]);
  return reasons.every(Boolean) ? reasons.join('. ') : '';
}
