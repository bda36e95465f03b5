import { site } from '../../config/site.ts';
import { unknownFieldsOf, type LeadFormName } from './schemas.ts';

/** An "Email us instead" link whose body holds what the visitor typed, so a failed send loses nothing. */
export function fallbackMailto(subject: string, fields: [label: string, value: string | undefined][]) {
  const body = fields
    .filter(([, value]) => value?.trim())
    .map(([label, value]) => `${label}: ${value!.trim()}`)
    .join('\n');
  return `mailto:${site.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

type Typed = Partial<Record<string, string>>;

/** A field the list below does not name yet (one just added to the form) still goes, by its name. */
const unlisted = (form: LeadFormName, v: Typed): [string, string | undefined][] =>
  unknownFieldsOf(form, v).map((name) => [name, v[name]]);

/** The "Email us instead" message of each form, holding what was typed. */
export const fallbackMails = {
  quote: (v: Typed) =>
    fallbackMailto('Quote request', [
      ['Name', `${v.firstName ?? ''} ${v.lastName ?? ''}`],
      ['Email', v.email],
      ['Phone', v.phone],
      ['Address', [v.address, v.postcode].filter(Boolean).join(', ')],
      ['Number of windows', v.numberOfWindows],
      ['Glass type', v.glassType],
      ['Window dimensions', v.windowDimensions],
      ['Additional information', v.additionalInfo],
      ...unlisted('quote', v),
    ]),
  contact: (v: Typed) =>
    fallbackMailto('Enquiry', [
      ['Name', v.from_name],
      ['Email', v.from_email],
      ['Phone', v.phone],
      ['Service', v.service_type],
      ['Message', v.message],
      ...unlisted('contact', v),
    ]),
  survey: (v: Typed) =>
    fallbackMailto('Survey request', [
      ['Name', v.name],
      ['Phone', v.phone],
      ['Postcode', v.postcode],
      ['Preferred times', [v.slot_1, v.slot_2, v.slot_3].filter(Boolean).join('; ')],
      ['Notes', v.notes],
      ...unlisted('survey', v),
    ]),
  'quick-contact': (v: Typed) =>
    fallbackMailto('Quick enquiry', [
      ['Name', v.name],
      ['Email', v.email],
      ['Phone', v.phone],
      ['Message', v.message],
      ...unlisted('quick-contact', v),
    ]),
};
