import { MapPin } from 'lucide-react';
import { contactContent } from '../../content/contact.ts';

/** The 8 major service regions on the contact page. */
export function ServiceRegions() {
  return (
    <section aria-labelledby="regions-title" className="container-page py-12 sm:py-16">
      <h2 id="regions-title" className="text-2xl font-bold sm:text-3xl">
        {contactContent.contactPage.regionsTitle}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {contactContent.contactPage.regions.map((r) => (
          <li key={r.name} className="rounded-card border border-stone-200 bg-white p-5 shadow-card">
            <p className="flex items-center gap-2 font-semibold text-brand-800">
              <MapPin aria-hidden="true" className="size-4 text-brass-700" />
              {r.name}
            </p>
            <p className="mt-1 text-sm text-ink-muted">{r.places}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
