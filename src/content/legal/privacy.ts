import { site, mailtoHref } from '../../config/site.ts';
import { legalDocumentSchema } from './schema.ts';

/** The UK GDPR privacy notice for this site. Words only: the page renders them. */
export const privacyNotice = legalDocumentSchema.parse({
  title: 'Privacy Policy',
  lastUpdated: '2026-11-21',
  summary: `This notice explains what ${site.name} does with the details you send us through this website, by phone, by e-mail or on WhatsApp: what we collect, why, who helps us process it, how long we keep it and the rights you have under UK data protection law.`,
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      paragraphs: [
        `${site.name} ("we", "us") is a secondary glazing installer based in ${site.address.locality}. We are the controller of the personal data described in this notice.`,
        `For anything about your data, including the rights below, call us on ${site.phone.display} (${site.hours.map((h) => h.display).join(', ')}) or e-mail ${site.email}.`,
      ],
      links: [
        { label: `E-mail ${site.email}`, href: mailtoHref },
        { label: `Call ${site.phone.display}`, href: site.phone.href },
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'What we collect and why',
      paragraphs: [
        'We only collect what you choose to send us. This website has no accounts and keeps no database of visitors.',
      ],
      list: [
        'Quote request form: your first and last name, e-mail address, phone number, full address and postcode, the number of windows, your glass type preference, the window dimensions and any additional information you add. We use them to prepare your quote, to arrange a survey and to contact you about it.',
        'Contact form: your name, e-mail address, phone number, the service you are interested in and your message. We use them to answer your enquiry.',
        'Quick contact form (the floating button on each page): your name, e-mail address, phone number and an optional message. We use them to call or e-mail you back.',
        'Phone calls, e-mails and WhatsApp chats: your number or address, your name if you give it and what you tell us, used to answer you and, if you go ahead, to plan and carry out the work.',
        'If you become a customer: the details needed to survey, install, invoice and honour the warranty, such as your address, access arrangements and what we fitted.',
      ],
      after: [
        'Please do not send us sensitive information (for example about health) through the forms; we do not need it to quote for secondary glazing.',
      ],
    },
    {
      id: 'lawful-basis',
      heading: 'Our lawful basis',
      paragraphs: [
        'When you ask for a quote, a survey or information about our services, we use your details because you have asked us to take steps before entering into a contract with you (UK GDPR Article 6(1)(b)). Once you become a customer, the same basis covers carrying out the contract.',
        'For general questions that are not about a job, for keeping records that show what we quoted and fitted, and for keeping this website secure, we rely on our legitimate interests in running the business and answering the people who contact us (Article 6(1)(f)). We have balanced these against your interests and keep only what is needed.',
        'Where the law requires us to keep records, such as invoices for tax purposes, we rely on our legal obligations (Article 6(1)(c)). We do not send marketing e-mails, and we never sell or rent your details.',
      ],
    },
    {
      id: 'who-we-share-with',
      heading: 'Who processes your details for us',
      paragraphs: [
        'We use a small number of service providers (processors) who act on our instructions and may not use your details for their own purposes:',
      ],
      list: [
        'An e-mail sending service (EmailJS) delivers the quote request form to our mailbox as an e-mail.',
        'A form-collection service (a Formspree-style form backend) receives the contact form and the quick contact form and forwards them to our mailbox.',
        'Our e-mail provider stores the messages that arrive in our mailbox, and the company that hosts this website keeps short-lived technical logs (such as IP address, page requested and browser type) to keep the site secure and working.',
        'WhatsApp (provided in the UK by WhatsApp Ireland Limited, part of Meta) carries any chat you choose to start with the WhatsApp button. WhatsApp handles your account and messages under its own terms and privacy policy; we see your number, profile name and the messages you send us.',
      ],
      after: [
        'Some of these providers store data outside the UK, for example in the European Economic Area or the United States. Where they do, the transfer relies on UK adequacy regulations or on the safeguards approved by the ICO, such as the International Data Transfer Agreement.',
        'If you become a customer we may also share the details needed for a job with our own installation team and, where a job needs it, with a specialist subcontractor, your landlord or managing agent, or the local planning authority, always limited to what that job requires.',
      ],
    },
    {
      id: 'how-long-we-keep-it',
      heading: 'How long we keep it',
      paragraphs: ['We keep personal data only as long as we need it:'],
      list: [
        'Enquiries and quotes that do not lead to work: 12 months after our last contact, so we can answer follow-up questions, then deleted.',
        'Copies held by the e-mail sending service and the form-collection service: removed from their dashboards within 30 days of the message reaching our mailbox.',
        'WhatsApp chats: deleted from our business phone 12 months after the last message unless they become part of a job record.',
        'Customer records (quote, contract, invoices, what we fitted): 6 years after the job ends, for tax and legal claims, or until the end of the warranty if that is later.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      paragraphs: ['Under UK data protection law you have the right to:'],
      list: [
        'ask for a copy of the personal data we hold about you (a subject access request);',
        'ask us to correct details that are wrong or incomplete;',
        'ask us to delete your details, where we no longer need them;',
        'ask us to restrict how we use them, or object to our use of them where we rely on legitimate interests;',
        'ask for the details you gave us in a portable, machine-readable form.',
      ],
      after: [
        'Asking is free. We will reply within one month and may ask you to confirm who you are first. To use any of these rights, contact us using the details at the top of this notice.',
      ],
    },
    {
      id: 'complaints',
      heading: 'How to complain',
      paragraphs: [
        'If you are unhappy with how we have used your data, please tell us first and we will try to put it right.',
        "You also have the right to complain to the Information Commissioner's Office (ICO), the UK's data protection regulator, online, by post (Wycliffe House, Water Lane, Wilmslow, Cheshire SK9 5AF) or through the ICO helpline, whose number and opening hours are listed on the ICO website.",
      ],
      links: [
        { label: 'Make a complaint to the ICO (ico.org.uk)', href: 'https://ico.org.uk/make-a-complaint/' },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and tracking',
      paragraphs: [
        'This website sets no cookies. It uses no analytics, no advertising or tracking pixels and no embedded third-party content, so nothing about your visit is sent to anyone else while you browse.',
        'If you press the WhatsApp button, a new tab opens on the WhatsApp website, which may set its own cookies under its own policy. Nothing is sent to WhatsApp until you choose to do that.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this notice',
      paragraphs: [
        'We will update this notice if the way we handle personal data changes, for example if we start using a new service provider. The date at the top shows when it last changed.',
      ],
    },
  ],
});
