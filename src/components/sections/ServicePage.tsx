import { quoteHref } from '../../lib/leads/quoteHref.ts';
import type { Service } from '../../content/services.ts';
import { plans } from '../../content/plans.ts';
import { thermalOptions } from '../../content/thermal.ts';
import { Section } from '../ui/Section.tsx';
import { SectionHeading } from '../ui/SectionHeading.tsx';
import { CheckList } from '../ui/CheckList.tsx';
import { ServiceHero } from './ServiceHero.tsx';
import { StepList } from './StepList.tsx';
import { SectorList } from './SectorList.tsx';
import { Guidance } from './Guidance.tsx';
import { PlanCards } from './PlanCards.tsx';
import { ThermalOptions } from './ThermalOptions.tsx';
import { CallToAction } from './CallToAction.tsx';
import { AssuranceCard } from './AssuranceCard.tsx';
import { ProofStrip } from '../proof/ProofStrip.tsx';
import { promises } from '../../content/about.ts';
import { site } from '../../config/site.ts';

/** The one template behind the six service pages: sections appear where the service has the data. */
export function ServicePage({ service }: { service: Service }) {
  return (
    <>
      <ServiceHero service={service} />
      <div className="border-b border-stone-200 bg-white">
        <ProofStrip className="container-page py-3" />
      </div>
      <Section labelledBy="included">
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr] lg:items-start">
          <div>
            <SectionHeading id="included" eyebrow="What you get" title="What's included" />
            <CheckList items={service.features} className="text-lg" />
          </div>
          <AssuranceCard title={`Why ${site.shortName}`} items={promises} />
        </div>
      </Section>
      {service.sectors && (
        <Section tone="stone" labelledBy="sectors">
          <SectionHeading id="sectors" eyebrow="Who we work with" title="Sectors we serve" />
          <SectorList sectors={service.sectors} />
        </Section>
      )}
      {service.slug === 'maintenance-repairs' && (
        <Section tone="stone" labelledBy="plans">
          <SectionHeading id="plans" eyebrow="Maintenance plans" title="Choose a plan">
            <p>Three plans, from a single yearly visit to quarterly care with same-day emergency help.</p>
          </SectionHeading>
          <PlanCards plans={plans} />
        </Section>
      )}
      {service.slug === 'thermal-insulation' && (
        <Section tone="stone" labelledBy="options">
          <SectionHeading id="options" eyebrow="Glass options" title="Three levels of insulation" />
          <ThermalOptions options={thermalOptions} />
        </Section>
      )}
      {service.steps && (
        <Section labelledBy="steps">
          <SectionHeading id="steps" eyebrow="The process" title={service.steps.title} />
          <StepList steps={service.steps.items} />
        </Section>
      )}
      {service.guidance && (
        <Section tone="stone">
          <Guidance title={service.guidance.title} paragraphs={service.guidance.paragraphs} />
        </Section>
      )}
      <CallToAction
        title="Ready for a quieter, warmer home?"
        text="Tell us about your windows for a free, no-obligation quote, or ask us anything first."
        quote={{ href: quoteHref({ service: service.slug }), label: 'Get a free quote' }}
        secondary={{ href: '/contact', label: 'Contact us' }}
      />
    </>
  );
}
