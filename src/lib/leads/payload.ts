import { formMeta, type QuoteValues } from './schemas.ts';

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

/** The template_params of a quote request, exactly as the spec gives them. */
export function buildQuoteParams(values: QuoteValues): QuoteTemplateParams {
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
export function buildFormBody(formName: string, values: Record<string, string | undefined>, sentAfterMs?: number) {
  const body: Record<string, string> = { [formMeta.formName]: formName, [formMeta.honeypot]: '' };
  for (const [key, value] of Object.entries(values)) body[key] = (value ?? '').trim();
  if (sentAfterMs !== undefined && sentAfterMs < timeTrapMs) {
    body[formMeta.suspect] = `suspect: sent ${(sentAfterMs / 1000).toFixed(1)} s after the page loaded`;
  }
  return body;
}
