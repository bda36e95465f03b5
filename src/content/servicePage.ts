import { site } from '../config/site.ts';
import { readYaml, type Figures } from './load.ts';
import { claimFigures } from './proof.ts';
import { servicePageFile } from './schemas/servicePage.ts';

export * from './schemas/servicePage.ts';

/** `{shortName}` and the headline claims (`{quoteTurnaround}`) in service-page.yaml. */
export const servicePageFigures: Figures = { ...claimFigures, shortName: site.shortName };

/** The words every service page shares. */
export const servicePage = readYaml('service-page.yaml', servicePageFile, servicePageFigures);
