import { formMeta, submissionReference, type QuoteValues } from './schemas.ts';

export const noAdditionalInfo = 'No additional information provided';
export const quoteRecipient = 'Secondary Glazing Team';

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
  submission_id?: string;
}

/**
 * SPEC section 7: the EmailJS template_params of a quote request. Page context and the submission's reference ride
 * in the message (the template shows only its own fields); the id also travels as `submission_id`.
 */
export function buildQuoteParams(values: QuoteValues, context = '', submissionId?: string): QuoteTemplateParams {
  const info = values.additionalInfo?.trim() || noAdditionalInfo;
  const message = [info, context && `Enquiry context: ${context}`, submissionId && submissionReference(submissionId)]
    .filter(Boolean)
    .join('\n\n');
  return {
    from_name: `${values.firstName.trim()} ${values.lastName.trim()}`,
    from_email: values.email.trim(),
    phone: values.phone.trim(),
    address: `${values.address.trim()}, ${values.postcode.trim()}`,
    number_of_windows: values.numberOfWindows.trim(),
    glass_type: values.glassType,
    window_dimensions: values.windowDimensions.trim(),
    message,
    to_name: quoteRecipient,
    ...(submissionId ? { submission_id: submissionId } : {}),
  };
}

/** The body of a Formspree-style post: the form's fields, its name, the (empty) honeypot and the submission id. */
export function buildFormBody(
  formName: string,
  values: Record<string, string | undefined>,
  submissionId?: string,
) {
  const body: Record<string, string> = { [formMeta.formName]: formName, [formMeta.honeypot]: '' };
  if (submissionId) body[formMeta.submissionId] = submissionId;
  for (const [key, value] of Object.entries(values)) body[key] = (value ?? '').trim();
  return body;
}
