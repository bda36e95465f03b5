import { openingHours } from '../config/site.ts';
import { readYaml, type Figures } from './load.ts';
import { claimFigures } from './proof.ts';
import { pagesFile } from './schemas/pages.ts';

export * from './schemas/pages.ts';

/**
 * The headline claims (`{quoteTurnaround}`) and `{hours}` in pages.yaml. `{area}`, `{project}` and
 * `{place}` stay slots: src/routes.ts puts in each area's name and each project's title and place.
 */
export const pagesFigures: Figures = {
  ...claimFigures,
  hours: openingHours,
  area: '{area}',
  project: '{project}',
  place: '{place}',
};

/** Each page's head (title, label, description, keywords), but the services' and the areas'. */
export const pages = readYaml('pages.yaml', pagesFile, pagesFigures);
