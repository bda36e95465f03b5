/** Bodies the local inbox accepts, for tests that post them. */

/** A quote as the EmailJS template receives it (hostile text included: it must be stored as text). */
export const quoteParams = {
  from_name: "Zoë O'Brien",
  from_email: 'zoe@example.co.uk',
  phone: '020 7946 0000',
  address: '14 Elm Road, Chelsea, SW3 4AB',
  number_of_windows: '4',
  glass_type: '6mm-laminated',
  window_dimensions: '120 x 150 cm',
  message: '<script>alert(1)</script>',
  to_name: 'Secondary Glazing Team',
};

/** What the EmailJS library posts to `send` around the template's parameters. */
export const emailjsEnvelope = {
  lib_version: '4.4.1',
  user_id: 'local-inbox',
  service_id: 'local-inbox',
  template_id: 'quote-request',
  template_params: quoteParams,
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
