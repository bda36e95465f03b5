import { openingHours } from '../config/site.ts';
import { readYaml, type Figures } from './load.ts';
import { claimFigures } from './proof.ts';
import { surveyFigures } from './interface.ts';
import { installerAreas } from './areas/index.ts';
import { pagesFile } from './schemas/pages.ts';

export * from './schemas/pages.ts';

/**
 * The headline claims (`{quoteTurnaround}`), `{hours}` and `{areaCount}` (the areas with an installers page, London
 * among them: counted from the area files, so an area created in the editor counts) and the survey's name
 * (`{bookSurvey}`, src/content/interface.ts) in pages.yaml. `{area}`, `{project}` and
 * `{place}` stay slots: src/routes.ts puts in each area's name and each project's title and place.
 */
export const pagesFigures: Figures = {
  ...claimFigures,
  ...surveyFigures,
  hours: openingHours,
  areaCount: installerAreas.length,
  area: '{area}',
  service: '{service}',
  project: '{project}',
  place: '{place}',
};

/** Each page's head (title, label, description, keywords), but the services' and the areas'. */
export const pages = readYaml('pages.yaml', pagesFile, pagesFigures);
