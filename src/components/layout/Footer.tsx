import { Clock } from 'lucide-react';
import { contactPoints, site } from '../../config/site.ts';
import { ContactLinks } from './ContactLinks.tsx';
import { footerRoutes, getRoute, type RouteEntry } from '../../routes.ts';
import { londonInstallersPath } from '../../paths.ts';
import { companyFacts } from '../proof/companyFacts.ts';
import { fill, words } from '../../content/interface.ts';

// 44 px tall on every screen: each is a phone's tap target (WCAG 2.5.5).
const linkClass = 'inline-flex min-h-11 items-center text-brand-100 hover:text-white hover:underline';

function LinkList({ id, title, links }: { id: string; title: string; links: RouteEntry[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="font-sans text-sm font-semibold tracking-[0.12em] text-brass-100 uppercase">
        {title}
      </h2>
      <ul className="mt-2">
        {links.map((r) => (
          <li key={r.path}>
            <a href={r.path} className={linkClass}>
              {r.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Site footer: contact details, link lists from the route registry, legal links. The year is the build's. */
export function Footer() {
  const year = new Date().getFullYear();
  const t = words.layout;
  return (
    <footer className="bg-brand-800 text-white">
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-8 py-10 sm:gap-y-10 sm:py-14 lg:grid-cols-[1.4fr_1fr_1fr]">
        <section id="site-contact" aria-labelledby="footer-contact" className="col-span-2 lg:col-span-1">
          <p className="font-serif text-2xl font-bold">{site.shortName}</p>
          <p className="mt-2 max-w-sm text-brand-100">{site.tagline}.</p>
          <h2
            id="footer-contact"
            className="mt-6 font-sans sm:mt-8 text-sm font-semibold tracking-[0.12em] text-brass-100 uppercase"
          >
            {t.footerContact}
          </h2>
          <ContactLinks
            contact={contactPoints}
            className="mt-4 space-y-3"
            linkClassName="inline-flex min-h-11 items-center gap-3 hover:underline"
            phoneClassName="font-semibold"
            iconClassName="size-4 text-brass-500"
          >
            <li className="flex gap-3 text-brand-100">
              <Clock aria-hidden="true" className="mt-1 size-4 shrink-0 text-brass-500" />
              <span>
                <span className="sr-only">{t.openingHours} </span>
                {site.hours.map((h) => (
                  <span key={h.label} className="block">
                    {h.display}
                  </span>
                ))}
              </span>
            </li>
          </ContactLinks>
        </section>
        <LinkList
          id="footer-services"
          title={t.footerServices}
          links={[
            ...footerRoutes('services'),
            { ...getRoute(londonInstallersPath), label: t.installersInLondon },
          ]}
        />
        <LinkList id="footer-resources" title={t.footerResources} links={footerRoutes('resources')} />
      </div>
      <div className="border-t border-white/15">
        <div className="container-page flex flex-col gap-4 pt-6 pb-8 text-sm sm:flex-row sm:items-start sm:justify-between">
          <div className="text-brand-100">
            <p>{fill(t.rightsReserved, { year, business: site.name })}</p>
            {companyFacts(site).map((fact) => (
              <p key={fact} className="mt-1">
                {fact}
              </p>
            ))}
          </div>
          <nav aria-label={words.layout.navLegal}>
            <ul className="flex flex-wrap gap-x-6">
              {footerRoutes('legal').map((r) => (
                <li key={r.path}>
                  <a href={r.path} className={linkClass}>
                    {r.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
