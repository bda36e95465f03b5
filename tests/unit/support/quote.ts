import type { QuoteValues } from '../../../src/lib/leads/schemas.ts';
import type { QuoteTemplateParams } from '../../../src/lib/leads/payload.ts';

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

/** The same request as the spec's nine EmailJS template_params (SPEC section 7). */
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
