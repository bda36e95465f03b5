import { z } from 'zod';
import { aboutFile, claimsSchema } from './schemas/about.ts';

export * from './schemas/about.ts';
import { site } from '../config/site.ts';
import { parseContent, readYaml, type FiguresOf } from './load.ts';

/** The About page; `{name}` in its text is a claim's figure or the founding year of business.json. */
export const aboutFigures: FiguresOf = (data, file) => ({
  ...parseContent(file, z.object({ claims: claimsSchema }).loose(), data).claims,
  foundingYear: site.foundingYear,
});
export const about = readYaml('about.yaml', aboutFile, aboutFigures);

export const { promises, stats: aboutStats } = about;
/** SPEC section 1's claims, with the founding year business.json holds. */
export const claims = { ...about.claims, foundingYear: site.foundingYear };
