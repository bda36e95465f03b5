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
import { words } from '../../content/interface.ts';
import { paths } from '../../paths.ts';

/** The about page: who we are, in figures, mission, values and expertise. */
export function AboutSections() {
  const t = words.about;
  return (
    <>
      <PageIntro eyebrow={t.eyebrow} title={t.title}>
        <p>{about.intro}</p>
      </PageIntro>
      <Section tone="stone" labelledBy="record">
        <h2 id="record" className="sr-only">
          {t.record}
        </h2>
        <StatCards stats={aboutStats} />
      </Section>
      <Section labelledBy="mission">
        <Mission title={about.mission.title} paragraphs={about.mission.paragraphs} promises={promises} />
      </Section>
      <Section tone="stone" labelledBy="values">
        <SectionHeading id="values" eyebrow={t.valuesEyebrow} title={t.valuesTitle} />
        <ValueGrid values={about.values} />
      </Section>
      <Section labelledBy="expertise">
        <SectionHeading id="expertise" eyebrow={t.expertiseEyebrow} title={t.expertiseTitle} />
        <ExpertiseLists groups={about.expertise} />
        <CompanyDetails />
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
