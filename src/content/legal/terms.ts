import { site, mailtoHref } from '../../config/site.ts';
import { legalDocumentSchema } from './schema.ts';

/** The terms of use of this website (not the contract for installation work, which is agreed in writing). */
export const termsOfUse = legalDocumentSchema.parse({
  title: 'Terms of Service',
  lastUpdated: '2026-11-21',
  summary: `These terms cover your use of this website, run by ${site.name}. They do not cover installation work: any job we do for you is agreed in a separate written quote and contract.`,
  sections: [
    {
      id: 'about-these-terms',
      heading: 'About these terms',
      paragraphs: [
        'By using this website you accept these terms. If you do not agree with them, please do not use the site. We may update them from time to time; the date at the top shows the latest version.',
        `The site is run by ${site.name}, a secondary glazing installer based in ${site.address.locality}. You can reach us on ${site.phone.display} or at ${site.email}.`,
      ],
    },
    {
      id: 'information-only',
      heading: 'Information on this site',
      paragraphs: [
        'The pages on this site are general information about secondary glazing, to help you decide whether it suits your home or building. They are not advice about your particular property.',
        'Figures for noise reduction, heat loss, savings and installation times describe typical results and the results of tests and past projects. What you get depends on your windows, the building, the noise around it and the product chosen, which is why we survey before we quote. Some pages quote different figures from different sources or projects; none of them is a promise for your home unless it is written into your quote.',
      ],
    },
    {
      id: 'prices-and-quotes',
      heading: 'Prices and quotes',
      paragraphs: [
        'Prices on this site, such as "from" prices per window, plan prices and average project costs, are indicative. They are not offers.',
        'A price becomes binding only when we give you a written quote after measuring or surveying, and you accept it. The written quote and our contract then set out the work, price, timing, warranty and your cancellation rights. Sending a form through this site does not create a contract or commit you to anything.',
      ],
    },
    {
      id: 'testimonials',
      heading: 'Testimonials and reviews',
      paragraphs: [
        'Some testimonials currently shown on this site are samples written to illustrate the layout of the page; they are not reviews from named customers. They will be replaced with real, attributable reviews, and we will never publish a review we know to be fake or that misrepresents a customer.',
      ],
    },
    {
      id: 'use-of-the-site',
      heading: 'Acceptable use',
      paragraphs: [
        'You may browse, print and share pages of this site for your own, non-commercial use. Please do not:',
      ],
      list: [
        'send anything through our forms that is false, abusive, or that you do not have the right to send, including other people’s details without their permission;',
        'try to gain unauthorised access to the site or the services behind it, or interfere with how it works;',
        'use automated tools to send forms or copy large parts of the site;',
        'copy our text, drawings or photographs for commercial use without our written permission.',
      ],
    },
    {
      id: 'links',
      heading: 'Links to other websites',
      paragraphs: [
        'Where the site links to other websites, such as WhatsApp or the Information Commissioner’s Office, we provide the link for your convenience only. We do not control those sites and are not responsible for their content or how they use your data.',
      ],
    },
    {
      id: 'availability',
      heading: 'Availability and accuracy',
      paragraphs: [
        'We try to keep the site accurate and available, but we do not guarantee that it will always be up to date, free of errors or available without interruption. We may change or remove pages at any time.',
      ],
    },
    {
      id: 'liability',
      heading: 'Our responsibility to you',
      paragraphs: [
        'If you are a consumer, nothing in these terms affects your statutory rights under UK consumer law, including the Consumer Rights Act 2015. We do not exclude or limit our liability for death or personal injury caused by our negligence, for fraud, or for anything else the law does not allow us to exclude.',
        'The site is free information. As far as the law allows, we are not responsible for losses that come from relying on its general content rather than on a written quote, or for losses that were not foreseeable. Our responsibility for the installation work itself is set out in your contract with us.',
      ],
    },
    {
      id: 'privacy',
      heading: 'Your privacy',
      paragraphs: [
        'How we handle the details you send us is explained in our Privacy Policy. The site sets no cookies and uses no analytics.',
      ],
      links: [{ label: 'Read our Privacy Policy', href: '/privacy' }],
    },
    {
      id: 'law',
      heading: 'Governing law',
      paragraphs: [
        'These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction. If you live in Scotland or Northern Ireland, you may also bring proceedings in your local courts.',
      ],
    },
    {
      id: 'contact',
      heading: 'Questions',
      paragraphs: [
        `If you have a question about these terms, call us on ${site.phone.display} or e-mail ${site.email}.`,
      ],
      links: [{ label: `E-mail ${site.email}`, href: mailtoHref }],
    },
  ],
});
