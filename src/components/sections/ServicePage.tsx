import type { ReactNode } from 'react';
import { quoteHref } from '../../lib/leads/quoteHref.ts';
import type { Service } from '../../content/services.ts';
import { servicePage as words } from '../../content/servicePage.ts';
import { words as interfaceWords } from '../../content/interface.ts';

const { actions } = interfaceWords;
import { plans } from '../../content/plans.ts';
import { thermalOptions } from '../../content/thermal.ts';
import { promises } from '../../content/about.ts';
import { Section } from '../ui/Section.tsx';
import { SectionHeading } from '../ui/SectionHeading.tsx';
import { CheckList } from '../ui/CheckList.tsx';
import { FaqItems } from '../guides/FaqList.tsx';
import { ProofStrip } from '../proof/ProofStrip.tsx';
import { ServiceHero } from './ServiceHero.tsx';
import type { ServicePhoto } from './ServiceKeyFacts.tsx';
import { StepList } from './StepList.tsx';
import { SectorList } from './SectorList.tsx';
import { Guidance } from './Guidance.tsx';
import { PlanCards } from './PlanCards.tsx';
import { ThermalOptions } from './ThermalOptions.tsx';
import { CallToAction } from './CallToAction.tsx';
import { AssuranceCard } from './AssuranceCard.tsx';
import { PriceExample } from './PriceExample.tsx';
import { RelatedProjectCard, type ProjectCard } from './RelatedProjectCard.tsx';
import { paths } from '../../paths.ts';

interface Props {
  service: Service;
  /** The service's own photo, where the business has added one. */
  photo?: ServicePhoto;
  project: ProjectCard;
  /** The price guide island, for this service (the page's `priceGuide` slot). */
  priceGuide?: ReactNode;
}

/** The one template behind every service page: sections appear where the service has the data. */
export function ServicePage({ service, photo, project, priceGuide }: Props) {
  const showsPlans = service.slug === 'maintenance-repairs';
  const showsOptions = service.slug === 'thermal-insulation';
  // Bands alternate paper and stone: the price band is paper straight after a stone band.
  const afterStone = !service.steps && (service.sectors || showsPlans || showsOptions);
  return (
    <>
      <ServiceHero service={service} photo={photo} />
      <div className="border-b border-stone-200 bg-white">
        <ProofStrip className="container-page py-3" />
      </div>
      <Section labelledBy="included">
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr] lg:items-start">
          <div>
            <SectionHeading id="included" {...words.included} />
            <CheckList items={service.features} className="text-lg" />
          </div>
          <AssuranceCard title={words.assurance.title} items={promises} />
        </div>
      </Section>
      {service.sectors && (
        <Section tone="stone" labelledBy="sectors">
          <SectionHeading id="sectors" {...words.sectors} />
          <SectorList sectors={service.sectors} />
        </Section>
      )}
      {showsPlans && (
        <Section tone="stone" labelledBy="plans">
          <SectionHeading id="plans" eyebrow={words.plans.eyebrow} title={words.plans.title}>
            <p>{words.plans.intro}</p>
          </SectionHeading>
          <PlanCards plans={plans} />
        </Section>
      )}
      {showsOptions && (
        <Section tone="stone" labelledBy="options">
          <SectionHeading id="options" {...words.options} />
          <ThermalOptions options={thermalOptions} />
        </Section>
      )}
      {service.steps && (
        <Section labelledBy="steps">
          <SectionHeading id="steps" eyebrow={words.steps.eyebrow} title={service.steps.title} />
          <StepList steps={service.steps.items} />
        </Section>
      )}
      <Section tone={afterStone ? 'paper' : 'stone'}>
        <div className="grid gap-12 lg:grid-cols-[7fr_5fr] lg:items-start [&>*]:min-w-0">
          <PriceExample service={service} />
          <section aria-labelledby="related-project">
            <SectionHeading id="related-project" {...words.project} />
            <RelatedProjectCard project={project} />
          </section>
        </div>
        {priceGuide && <div className="mt-16">{priceGuide}</div>}
      </Section>
      <Section tone={afterStone ? 'stone' : 'paper'} labelledBy="faqs">
        <div className="grid gap-2 lg:grid-cols-[2fr_3fr] lg:gap-12">
          <SectionHeading id="faqs" {...words.faqs} />
          <FaqItems faqs={service.faqs} />
        </div>
      </Section>
      {service.guidance && (
        <Section tone="stone">
          <Guidance title={service.guidance.title} paragraphs={service.guidance.paragraphs} />
        </Section>
      )}
      <CallToAction
        title={words.cta.title}
        text={words.cta.text}
        quote={{ href: quoteHref({ service: service.slug }), label: actions.quote }}
        secondary={{ href: paths.contact, label: actions.contact }}
      />
    </>
  );
}
