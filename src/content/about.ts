import { aboutFile } from './schemas/about.ts';

export * from './schemas/about.ts';
import { site } from '../config/site.ts';
import { readYaml, type Figures } from './load.ts';
import { claimFigures } from './proof.ts';

/** The About page; `{name}` in its text is a claim's figure (claims.yaml) or the founding year of business.json. */
export const aboutFigures: Figures = { ...claimFigures, foundingYear: site.foundingYear };
export const about = readYaml('about.yaml', aboutFile, aboutFigures);

export const { promises, stats: aboutStats } = about;
