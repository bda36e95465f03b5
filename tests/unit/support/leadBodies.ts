import type { QuoteValues } from '../../../src/lib/leads/schemas.ts';
import type { QuoteTemplateParams } from '../../../src/lib/leads/payload.ts';

/** Bodies the local inbox accepts, for tests that post them. */

/** One visitor's quote request, as the form holds it (test data). */
export const quoteValues = {
  firstName: 'Zoë',
  lastName: "O'Brien",
  email: 'zoe@example.co.uk',
  phone: '020 7946 0000',
  address: '14 Elm Road, Chelsea',
  postcode: 'SW3 4AB',
  numberOfWindows: '4',
  glassType: '6mm-laminated',
  windowDimensions: '120 x 150 cm',
  additionalInfo: '',
} satisfies QuoteValues;

/** The same request as the spec's nine EmailJS template_params (docs/requirements.md section 7). */
export const quoteParams: QuoteTemplateParams = {
  from_name: "Zoë O'Brien",
  from_email: 'zoe@example.co.uk',
  phone: '020 7946 0000',
  address: '14 Elm Road, Chelsea, SW3 4AB',
  number_of_windows: '4',
  glass_type: '6mm-laminated',
  window_dimensions: '120 x 150 cm',
  message: 'No additional information provided',
  to_name: 'Secondary Glazing Team',
};

/** A quote as the EmailJS template receives it, with hostile text: it must be stored as text. */
export const hostileQuoteParams = { ...quoteParams, message: '<script>alert(1)</script>' };

/** What the EmailJS library posts to `send` around the template's parameters. */
export const emailjsEnvelope = {
  lib_version: '4.4.1',
  user_id: 'local-inbox',
  service_id: 'local-inbox',
  template_id: 'quote-request',
  template_params: hostileQuoteParams,
};

export const quickContact = {
  form_name: 'quick-contact',
  name: 'Ada',
  email: 'ada@example.com',
  phone: '020 7946 0006',
};

export const contactMessage = {
  form_name: 'contact',
  from_name: 'Ada',
  from_email: 'ada@example.com',
  phone: '020 7946 0009',
  service_type: 'Other',
};
