import { site } from '../../src/config/site.ts';
import { accreditations, claims, reviews } from '../../src/content/proof.ts';
import { areas, areaTemplate, danglingAreaReferences } from '../../src/content/areas/index.ts';
import { services } from '../../src/content/services.ts';
import { gallery, unplacedProjects } from '../../src/content/gallery.ts';
import { acousticPerformance } from '../../src/content/guides.ts';
import { outsideStatedRange } from '../../src/content/guides/acousticPerformance.ts';
import type { LaunchInput } from './checks.ts';
import { specAreaGuides, specInstallerOnly } from './specAreas.ts';
import { estimatorData } from '../../src/lib/estimator/data.ts';
import { movedPicks } from '../../src/lib/estimator/picks.ts';
import { danglingCitations, estimatorSources } from '../../src/content/estimatorSources.ts';

/** The launch check's input from today's content files, with the given pages and environment. */
export const contentInput = (pages: LaunchInput['pages'], env: LaunchInput['env']): LaunchInput => ({
  site,
  reviews,
  claims,
  accreditations,
  areas,
  services,
  areaTexts: areas.map(({ slug, name, ...data }) => ({ slug, name, data })),
  areaTemplate,
  specAreaGuides,
  specInstallerOnly,
  projects: gallery,
  env,
  pages,
  movedCalculatorPicks: movedPicks(estimatorData),
  danglingCitations: danglingCitations(estimatorData, estimatorSources),
  danglingAreaReferences: [...danglingAreaReferences, ...unplacedProjects],
  acousticTable: { stated: acousticPerformance.ratingDb, outside: outsideStatedRange(acousticPerformance) },
});
