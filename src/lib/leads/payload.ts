import { formMeta, unknownFieldsMessage, unknownFieldsOf, type LeadFormName, type QuoteValues } from './schemas.ts';

export const noAdditionalInfo = 'No additional information provided';
export const quoteRecipient = 'Secondary Glazing Team';

/** docs/requirements.md section 7: the nine EmailJS template_params of a quote request, and nothing else. */
export interface QuoteTemplateParams {
  from_name: string;
  from_email: string;
  phone: string;
  address: string;
  number_of_windows: string;
  glass_type: string;
  window_dimensions: string;
  message: string;
  to_name: string;
}

/**
 * A value its form's schema does not know stops the payload in development and tests (the local inbox would refuse
 * it; EmailJS's template would drop it): a field added to a form but not to its schema fails at its first send. A
 * production build says so in the console and sends what it has, so a visitor's lead still goes.
 */
function refuseUnknownFields(form: LeadFormName, values: object) {
  const unknown = unknownFieldsOf(form, values);
  if (!unknown.length) return;
  const problem = `The ${form} form: ${unknownFieldsMessage(unknown)}`;
  if (import.meta.env?.PROD !== true) throw new Error(problem);
  console.error(problem);
}

/** The template_params of a quote request, exactly as the spec gives them. */
export function buildQuoteParams(values: QuoteValues): QuoteTemplateParams {
  refuseUnknownFields('quote', values);
  return {
    from_name: `${values.firstName.trim()} ${values.lastName.trim()}`,
    from_email: values.email.trim(),
    phone: values.phone.trim(),
    address: `${values.address.trim()}, ${values.postcode.trim()}`,
    number_of_windows: values.numberOfWindows.trim(),
    glass_type: values.glassType,
    window_dimensions: values.windowDimensions.trim(),
    message: values.additionalInfo?.trim() || noAdditionalInfo,
    to_name: quoteRecipient,
  };
}

/** Sooner than this after the page loaded, no person has filled a form in: the lead is sent all the same, marked. */
export const timeTrapMs = 3000;

/**
 * The body of a Formspree-style post: the form's fields, its name, the (empty) honeypot and, when it is sent sooner
 * than the time trap allows after the page loaded, a mark saying so (the EmailJS params never get one).
 */
export function buildFormBody(
  formName: LeadFormName,
  values: Record<string, string | undefined>,
  sentAfterMs?: number,
) {
  refuseUnknownFields(formName, values);
  const body: Record<string, string> = { [formMeta.formName]: formName, [formMeta.honeypot]: '' };
  for (const [key, value] of Object.entries(values)) body[key] = (value ?? '').trim();
  if (sentAfterMs !== undefined && sentAfterMs < timeTrapMs) {
    body[formMeta.suspect] = `suspect: sent ${(sentAfterMs / 1000).toFixed(1)} s after the page loaded`;
  }
  return body;
}
