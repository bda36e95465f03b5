// The short reference a survey request is answered with: the visitor reads it on the confirmation, the team finds
// the same one in the request. Made from the submission id, so a resend of the same request keeps its reference.

/** Crockford's base 32: no I, L, O or U, so a reference read out over the phone is not misheard. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const length = 6;

/** `HP-` and six characters, such as `HP-7K3Q9X`. */
export const referencePattern = /^HP-[0-9A-HJKMNP-TV-Z]{6}$/;

/** The reference of a submission id (a UUID, or any text with at least eight hex digits). */
export function surveyReference(submissionId: string): string {
  const hex = submissionId.replace(/[^0-9a-f]/gi, '').slice(0, 8).padEnd(8, '0');
  let bits = Number.parseInt(hex, 16);
  let code = '';
  for (let i = 0; i < length; i++) {
    code = alphabet[bits % 32]! + code;
    bits = Math.floor(bits / 32);
  }
  return `HP-${code}`;
}
