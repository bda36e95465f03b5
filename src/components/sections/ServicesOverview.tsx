import { MapPin } from 'lucide-react';
import { services } from '../../content/services.ts';
import { glazingTypes } from '../../content/glazingTypes.ts';
import { PageIntro } from '../ui/PageIntro.tsx';
import { Section } from '../ui/Section.tsx';
import { londonInstallersPath } from '../../content/areas/paths.ts';
import { SectionHeading } from '../ui/SectionHeading.tsx';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { ServiceCards } from './ServiceCards.tsx';
import { GlazingTypes } from './GlazingTypes.tsx';
import { CallToAction } from './CallToAction.tsx';

/** The services page: six services, local installers, six glazing types. */
export function ServicesOverview() {
  return (
    <>
      <PageIntro eyebrow="Our services" title="Secondary glazing services">
        <p>
          From a single noisy bedroom to a listed townhouse or a whole office building: surveyed, designed and
          fitted by our own certified teams.
        </p>
      </PageIntro>
      <Section labelledBy="services-list">
        <SectionHeading id="services-list" title="What we do" />
        <ServiceCards services={services} />
      </Section>
      <Section tone="stone" labelledBy="installers">
        <div className="flex flex-col gap-6 rounded-card bg-white p-6 shadow-card sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div>
            <h2 id="installers" className="text-2xl font-semibold">
              Installers near you
            </h2>
            <p className="mt-2 text-ink-muted">
              Local teams across London, from Kensington and Mayfair to Richmond and Putney: meet our{' '}
              <a href={londonInstallersPath} className="font-semibold text-brand-700 underline">
                secondary glazing installers in London
              </a>
              .
            </p>
          </div>
          <ButtonLink href="/services/secondary-glazing-installers" className="shrink-0">
            <MapPin aria-hidden="true" className="size-4" />
            Find installers by area
          </ButtonLink>
        </div>
      </Section>
      <Section labelledBy="glazing-types">
        <SectionHeading id="glazing-types" eyebrow="Glazing types" title="Six ways to open">
          <p>Every window is different. We choose the opening style that suits how you use the room.</p>
        </SectionHeading>
        <GlazingTypes types={glazingTypes} />
      </Section>
      <CallToAction
        title="Not sure which service you need?"
        text="Tell us about your windows and the noise you hear. We will recommend the right approach and quote for free."
        quote={{ href: '/quote-request', label: 'Get a free quote' }}
        secondary={{ href: '/contact', label: 'Contact us' }}
      />
    </>
  );
}
