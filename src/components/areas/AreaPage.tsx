import type { Area, PageFamily } from '../../content/areas/index.ts';
import { reviewFor } from '../../content/proof.ts';
import { AreaHero } from './AreaHero.tsx';
import { SpecialistServices } from './SpecialistServices.tsx';
import { NoiseSources } from './NoiseSources.tsx';
import { AreaResults } from './AreaResults.tsx';
import { StreetChecklist } from './StreetChecklist.tsx';
import { AreaTestimonial } from './AreaTestimonial.tsx';
import { AreaCallToAction } from './AreaCallToAction.tsx';
import { AreaLinks } from './AreaLinks.tsx';

/** One area page of either family: the same layout, each family with its own words and figures. */
export function AreaPage({ area, family }: { area: Area; family: PageFamily }) {
  const installer = family === 'installer';
  const page = installer ? area.installer : area.areaPage;
  if (!page) throw new Error(`${area.slug} has no /areas page`);
  const review = reviewFor(area.slug, installer ? 'installer' : 'area');
  return (
    <>
      <AreaHero
        area={area}
        eyebrow={installer ? 'Local secondary glazing installers' : `${area.name} area guide`}
        title={
          installer ? `Secondary Glazing Installers in ${area.name}` : `Secondary Glazing in ${area.name}`
        }
        intro={page.intro}
      />
      <SpecialistServices services={area.services} />
      <NoiseSources area={area} />
      <AreaResults
        name={area.name}
        figures={page.figures}
        priceRange={installer ? area.installer.priceRange : undefined}
      />
      <StreetChecklist
        title={installer ? `Areas we cover in ${area.name}` : `Streets we serve in ${area.name}`}
        streets={area.streets}
      />
      {review && <AreaTestimonial review={review} name={area.name} />}
      <AreaCallToAction area={area} />
      <AreaLinks area={area} family={family} />
    </>
  );
}
