import type { ReactNode } from 'react';
import { reviewPages, type Area } from '../../content/areas/index.ts';
import { Section } from '../ui/Section.tsx';
import type { PageFamily } from '../../paths.ts';
import { reviewFor } from '../../content/proof.ts';
import { AreaHero } from './AreaHero.tsx';
import { AreaPriceLine } from './AreaPriceLine.tsx';
import { SpecialistServices } from './SpecialistServices.tsx';
import { NoiseSources } from './NoiseSources.tsx';
import { NoiseTargets } from './NoiseTargets.tsx';
import { AreaResults } from './AreaResults.tsx';
import { StreetChecklist } from './StreetChecklist.tsx';
import { AreaTestimonial } from './AreaTestimonial.tsx';
import { AreaCallToAction } from './AreaCallToAction.tsx';
import { AreaLinks } from './AreaLinks.tsx';
import { LocalProjects, type LocalProject } from './LocalProjects.tsx';
import { nextQuestionLinks } from './nextQuestions.ts';
import { fill, words } from '../../content/interface.ts';

/**
 * One area page. Each family has its own job, so the two pages of an area are not copies of each other: the
 * installer page is the offer (what we fit there, prices, results, booking); the /areas page is the local guide
 * (the noise the area lives with, its streets, our projects there). London (or an area whose /areas page is switched
 * off) has only the installer page, which carries both.
 */
export function AreaPage({
  area,
  family,
  projects = [],
  priceGuide,
}: {
  area: Area;
  family: PageFamily;
  projects?: readonly LocalProject[];
  /** The price guide island, for this area (the page's `priceGuide` slot). */
  priceGuide?: ReactNode;
}) {
  const installer = family === 'installer';
  const page = installer ? area.installer : area.areaPage;
  if (!page) throw new Error(`${area.slug} has no /areas page`);
  const review = reviewFor(area.slug, reviewPages(family, area));
  const guide = !installer || !area.areaPage;
  const t = words.areaPages;
  return (
    <>
      <AreaHero
        area={area}
        eyebrow={fill(installer ? t.installerEyebrow : t.guideEyebrow, { area: area.name })}
        title={fill(installer ? t.installerTitle : t.guideTitle, { area: area.name })}
        intro={page.intro}
      />
      {installer && <SpecialistServices services={area.services} />}
      {guide ? <NoiseSources area={area} /> : <NoiseTargets area={area} />}
      <AreaResults
        name={area.name}
        figures={page.figures}
        priceRange={area.installer.priceRange}
        example={installer}
      />
      {installer ? priceGuide && <Section tone="stone">{priceGuide}</Section> : <AreaPriceLine area={area} />}
      <StreetChecklist
        title={fill(installer ? t.installerCoverage : t.guideStreets, { area: area.name })}
        streets={area.streets}
      />
      {guide && <LocalProjects name={area.name} projects={projects} />}
      {review && <AreaTestimonial review={review} name={area.name} />}
      <AreaCallToAction area={area} />
      <AreaLinks area={area} family={family} next={installer ? nextQuestionLinks(projects[0], guide) : []} />
    </>
  );
}
