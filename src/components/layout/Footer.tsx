import { Clock } from 'lucide-react';
import { contactPoints, site } from '../../config/site.ts';
import { ContactLinks } from './ContactLinks.tsx';
import { footerRoutes, getRoute } from '../../routes.ts';
import { nextStepItems } from './navigation.ts';
import { londonInstallersPath } from '../../paths.ts';
import { companyFacts } from '../proof/companyFacts.ts';
import { fill, words } from '../../content/interface.ts';

// 44 px tall on every screen: each is a phone's tap target (WCAG 2.5.5).
const linkClass = 'inline-flex min-h-11 items-center text-brand-100 hover:text-white hover:underline';

/**
 * A titled list of links that wraps its links in rows, as many to a row as fit: a link more (a seventh service)
 * adds at most a row, not a line per link.
 */
function LinkList({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: { path: string; label: string }[];
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="font-sans text-sm font-semibold tracking-[0.12em] text-brass-100 uppercase">
        {title}
      </h2>
      <ul className="mt-1 flex flex-wrap gap-x-5">
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

/**
 * Site footer: contact details beside the link lists (the next steps, then the route registry's services and
 * resources), legal links, and the company's details in one wrapping line. The year is the build's.
 */
export function Footer() {
  const year = new Date().getFullYear();
  const t = words.layout;
  return (
    <footer className="bg-brand-800 text-white">
      <div className="container-page grid gap-x-12 gap-y-6 py-8 sm:gap-y-8 sm:py-14 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section id="site-contact" aria-labelledby="footer-contact">
          {/* The name and tagline the header's logo and top bar already show a phone, from 640 px only. */}
          <div className="hidden sm:block">
            <p className="font-serif text-2xl font-bold">{site.shortName}</p>
            <p className="mt-2 max-w-sm text-brand-100">{site.tagline}.</p>
          </div>
          <h2
            id="footer-contact"
            className="font-sans text-sm font-semibold tracking-[0.12em] text-brass-100 uppercase sm:mt-8"
          >
            {t.footerContact}
          </h2>
          <ContactLinks
            contact={contactPoints}
            className="mt-2 space-y-1 sm:mt-4 sm:space-y-3"
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
        <div className="grid content-start gap-y-5 sm:gap-y-6">
          <LinkList
            id="footer-next-steps"
            title={t.nextSteps}
            links={nextStepItems.map((item) => ({ path: item.href, label: item.label }))}
          />
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
      </div>
      <div className="border-t border-white/15">
        <div className="container-page flex flex-col gap-4 pt-6 pb-8 text-sm sm:flex-row sm:items-start sm:justify-between">
          <p className="max-w-3xl text-brand-100">
            {[fill(t.rightsReserved, { year, business: site.name }), ...companyFacts(site)].join(' · ')}
          </p>
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
