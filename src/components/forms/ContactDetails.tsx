import { Clock } from 'lucide-react';
import { contactPoints, openingHours } from '../../config/site.ts';
import { ContactLinks } from '../layout/ContactLinks.tsx';
import { contactContent } from '../../content/contact.ts';
import { AboutLink } from '../sections/AboutLink.tsx';

/** Phone, e-mail, opening hours and how fast we answer; on the contact page, who we are (`about`). */
export function ContactDetails({ about = false }: { about?: boolean }) {
  return (
    <section
      aria-labelledby="contact-details-title"
      className="self-start rounded-card bg-brand-800 p-6 text-white sm:p-8"
    >
      <h2 id="contact-details-title" className="text-2xl font-bold text-white">
        {contactContent.contactPage.detailsTitle}
      </h2>
      <ContactLinks
        contact={contactPoints}
        className="mt-5 space-y-4"
        itemClassName="flex"
        linkClassName="inline-flex gap-3 font-semibold text-white underline underline-offset-4"
        iconClassName="mt-0.5 size-5 text-brass-100"
      >
        <li className="flex gap-3">
          <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brass-100" />
          <span>{openingHours}</span>
        </li>
      </ContactLinks>
      <dl className="mt-6 grid gap-3 border-t border-white/20 pt-5 sm:grid-cols-2">
        {contactContent.contactPage.promises.map((p) => (
          <div key={p.label}>
            <dt className="text-sm text-brand-100">{p.label}</dt>
            <dd className="font-semibold">{p.value}</dd>
          </div>
        ))}
      </dl>
      {about && <AboutLink className="mt-5 border-t border-white/20 pt-4" inverse />}
    </section>
  );
}
