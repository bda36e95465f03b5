import type { z } from 'zod';
import type { FiguresOf } from './load.ts';
import { aboutFile, aboutFigures } from './about.ts';
import { processStepsFile } from './process.ts';
import { galleryFile } from './gallery.ts';
import { homeFile } from './home.ts';
import { benefitsFile } from './benefits.ts';
import { homeStatsFile, resultsFile } from './stats.ts';
import { thermalOptionsFile } from './thermal.ts';
import { glazingTypesFile } from './glazingTypes.ts';
import { servicesFile } from './services.ts';
import { contactContentFile } from './contact.ts';
import { plansFile } from './plans.ts';
import { regionsFile } from './areas/index.ts';
import { businessFigures, legalDocumentSchema } from './legal/schema.ts';

/**
 * Every single-file record of src/content/ and the schema its whole file must pass: the content collections,
 * the editor's fields and the tests all start here. (Areas are a folder of files: see areas/schema.ts.)
 */
export const contentFiles = {
  'services.yaml': servicesFile,
  'plans.yaml': plansFile,
  'gallery.yaml': galleryFile,
  'glazing-types.yaml': glazingTypesFile,
  'home.yaml': homeFile,
  'home-stats.yaml': homeStatsFile,
  'results.yaml': resultsFile,
  'benefits.yaml': benefitsFile,
  'process.yaml': processStepsFile,
  'thermal.yaml': thermalOptionsFile,
  'contact.yaml': contactContentFile,
  'regions.yaml': regionsFile,
  'about.yaml': { schema: aboutFile, figures: aboutFigures },
  'legal/privacy.yaml': { schema: legalDocumentSchema, figures: businessFigures },
  'legal/terms.yaml': { schema: legalDocumentSchema, figures: businessFigures },
} satisfies Record<string, z.ZodType | FileRule>;

/** A file whose text shows figures as `{name}` (see load.ts). */
export interface FileRule {
  schema: z.ZodType;
  figures: FiguresOf;
}

/** A file's schema and figures, whichever way it is registered. */
export const fileRule = (name: ContentFile): { schema: z.ZodType; figures?: FiguresOf } => {
  const rule: z.ZodType | FileRule = contentFiles[name];
  return 'figures' in rule ? rule : { schema: rule };
};

export type ContentFile = keyof typeof contentFiles;
