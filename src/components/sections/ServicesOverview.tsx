import { MapPin } from 'lucide-react';
import { services } from '../../content/services.ts';
import { glazingTypes } from '../../content/glazingTypes.ts';
import { PageIntro } from '../ui/PageIntro.tsx';
import { Section } from '../ui/Section.tsx';
import { SectionHeading } from '../ui/SectionHeading.tsx';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { ServiceCards } from './ServiceCards.tsx';
import { GlazingTypes } from './GlazingTypes.tsx';
import { CallToAction } from './CallToAction.tsx';
import { words } from '../../content/interface.ts';
import { Filled } from '../ui/Filled.tsx';
import { londonInstallersPath, paths } from '../../paths.ts';

/** The services page: every service, local installers, six glazing types. */
export function ServicesOverview() {
  const t = words.servicesHub;
  return (
    <>
      <PageIntro eyebrow={t.eyebrow} title={t.title}>
        <p>{t.intro}</p>
      </PageIntro>
      <Section labelledBy="services-list">
        <SectionHeading id="services-list" title={t.listTitle} />
        <ServiceCards services={services} />
      </Section>
      <Section tone="stone" labelledBy="installers">
        <div className="flex flex-col gap-6 rounded-card bg-white p-6 shadow-card sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div>
            <h2 id="installers" className="text-2xl font-semibold">
              {t.installersTitle}
            </h2>
            <p className="mt-2 text-ink-muted">
              <Filled
                text={t.installersText}
                values={{
                  link: (
                    <a href={londonInstallersPath} className="font-semibold text-brand-700 underline">
                      {words.actions.londonInstallers}
                    </a>
                  ),
                }}
              />
            </p>
          </div>
          <ButtonLink href={paths.installers} className="shrink-0">
            <MapPin aria-hidden="true" className="size-4" />
            {words.actions.findInstallers}
          </ButtonLink>
        </div>
      </Section>
      <Section labelledBy="glazing-types">
        <SectionHeading id="glazing-types" eyebrow={t.typesEyebrow} title={t.typesTitle}>
          <p>{t.typesIntro}</p>
        </SectionHeading>
        <GlazingTypes types={glazingTypes} />
      </Section>
      <CallToAction
        title={t.closingTitle}
        text={t.closingText}
        quote={{ href: paths.quote, label: words.actions.quote }}
        secondary={{ href: paths.contact, label: words.actions.contact }}
      />
    </>
  );
}
