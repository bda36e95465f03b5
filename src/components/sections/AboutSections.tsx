import { about, aboutStats, promises } from '../../content/about.ts';
import { PageIntro } from '../ui/PageIntro.tsx';
import { Section } from '../ui/Section.tsx';
import { SectionHeading } from '../ui/SectionHeading.tsx';
import { StatCards } from './StatCards.tsx';
import { Mission } from './Mission.tsx';
import { ValueGrid } from './ValueGrid.tsx';
import { ExpertiseLists } from './ExpertiseLists.tsx';
import { CallToAction } from './CallToAction.tsx';
import { CompanyDetails } from '../proof/CompanyDetails.tsx';

/** The about page: who we are, in figures, mission, values and expertise. */
export function AboutSections() {
  return (
    <>
      <PageIntro eyebrow="About us" title="Quieter London homes since day one">
        <p>{about.intro}</p>
      </PageIntro>
      <Section tone="stone" labelledBy="record">
        <h2 id="record" className="sr-only">
          Our record
        </h2>
        <StatCards stats={aboutStats} />
      </Section>
      <Section labelledBy="mission">
        <Mission title={about.mission.title} paragraphs={about.mission.paragraphs} promises={promises} />
      </Section>
      <Section tone="stone" labelledBy="values">
        <SectionHeading id="values" eyebrow="What we stand for" title="Our values" />
        <ValueGrid values={about.values} />
      </Section>
      <Section labelledBy="expertise">
        <SectionHeading id="expertise" eyebrow="Technical expertise" title="What our teams know" />
        <ExpertiseLists groups={about.expertise} />
        <CompanyDetails />
      </Section>
      <CallToAction
        title="Talk to a specialist"
        text="Ask about your windows, your building or the noise you live with. We reply within 24 hours."
        quote={{ href: '/quote-request', label: 'Get a free quote' }}
        secondary={{ href: '/contact', label: 'Contact us' }}
      />
    </>
  );
}
