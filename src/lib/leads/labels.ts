// The spec's own words for the lead forms and the contact buttons (docs/requirements.md sections 2 and 5): exact, so they are
// fixed here beside the forms' rules, not editable content. The forms' other words are in src/content/forms.yaml.

export const quoteLabels = {
  pageTitle: 'Get Your Free Quote',
  formTitle: 'Quote Request Form',
  projectDetails: 'Project Details',
  fields: {
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email Address',
    phone: 'Phone Number',
    address: 'Full Address',
    postcode: 'Postcode',
    numberOfWindows: 'Number of Windows',
    glassType: 'Glass Type Preference',
    windowDimensions: 'Window Dimensions',
    additionalInfo: 'Additional Information (optional)',
  },
  submit: 'Submit Quote Request',
  submitting: 'Submitting...',
} as const;

export const contactLabels = {
  fields: { from_name: 'Full Name', from_email: 'Email Address', phone: 'Phone Number' },
  selectService: 'Select a service',
} as const;

export const quickContactLabels = {
  title: 'Quick Contact',
  fields: { name: 'Name', email: 'Email', phone: 'Phone' },
} as const;

export const whatsappLabels = {
  label: 'Contact us on WhatsApp',
  tooltip: 'Chat with us on WhatsApp',
} as const;
