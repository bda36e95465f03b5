import { home } from '../../content/home.ts';
import { homeStats, results } from '../../content/stats.ts';
import { benefits } from '../../content/benefits.ts';
import { processSteps } from '../../content/process.ts';
import { Section } from '../ui/Section.tsx';
import { SectionHeading } from '../ui/SectionHeading.tsx';
import { StatCards } from './StatCards.tsx';
import { BenefitGrid } from './BenefitGrid.tsx';
import { Gallery, type GalleryCard } from './Gallery.tsx';
import { StepList } from './StepList.tsx';
import { ResultsPanel } from './ResultsPanel.tsx';
import { AboutLink } from './AboutLink.tsx';
import { CallToAction } from './CallToAction.tsx';
import { WhereWeWork } from './WhereWeWork.tsx';
import { words } from '../../content/interface.ts';
import { Filled } from '../ui/Filled.tsx';
import { londonInstallersPath, paths } from '../../paths.ts';

const { sections, notes, closing } = home;

/** Everything on the home page below the hero. */
export function HomeSections({ gallery }: { gallery: readonly GalleryCard[] }) {
  return (
    <>
      <Section tone="stone" labelledBy="stats-title">
        <SectionHeading id="stats-title" eyebrow={sections.stats.eyebrow} title={sections.stats.title}>
          <p>{sections.stats.intro}</p>
        </SectionHeading>
        <StatCards stats={homeStats} />
        <AboutLink className="mt-6" />
      </Section>
      <Section labelledBy="benefits-title">
        <SectionHeading
          id="benefits-title"
          eyebrow={sections.benefits.eyebrow}
          title={sections.benefits.title}
        >
          <p>{sections.benefits.intro}</p>
        </SectionHeading>
        <BenefitGrid benefits={benefits} />
      </Section>
      <Section tone="stone" labelledBy="gallery-title">
        <SectionHeading id="gallery-title" eyebrow={sections.gallery.eyebrow} title={sections.gallery.title}>
          <p>{sections.gallery.intro}</p>
        </SectionHeading>
        <Gallery
          items={gallery}
          words={{ ...notes, cardLink: words.projectPages.cardLink, areaLink: words.areaPages.areaLink }}
        />
      </Section>
      <Section id="how-it-works" tone="brand" labelledBy="process-title">
        <SectionHeading
          id="process-title"
          eyebrow={sections.process.eyebrow}
          title={sections.process.title}
          inverse
        >
          <p>{sections.process.intro}</p>
        </SectionHeading>
        <StepList steps={processSteps} inverse />
        <p className="mt-6 text-brand-100 sm:mt-10">
          <Filled
            text={notes.installers}
            values={{
              link: (
                <a
                  href={londonInstallersPath}
                  className="font-semibold text-white underline underline-offset-4"
                >
                  {words.actions.londonInstallers}
                </a>
              ),
            }}
          />
        </p>
      </Section>
      <Section labelledBy="results-title">
        <SectionHeading id="results-title" eyebrow={sections.results.eyebrow} title={sections.results.title}>
          <p>{sections.results.intro}</p>
        </SectionHeading>
        <ResultsPanel results={results} />
      </Section>
      <Section tone="stone" labelledBy="areas-title">
        <SectionHeading id="areas-title" eyebrow={sections.areas.eyebrow} title={sections.areas.title}>
          <p>{sections.areas.intro}</p>
        </SectionHeading>
        <WhereWeWork />
      </Section>
      <CallToAction
        title={closing.title}
        text={closing.text}
        quote={{ href: paths.quote, label: words.actions.quote }}
        secondary={{ href: paths.services, label: closing.secondary }}
      />
    </>
  );
}
