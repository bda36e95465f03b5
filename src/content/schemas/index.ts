import { aboutFile } from './about.ts';
import { benefitsFile } from './benefits.ts';
import { contactContentFile } from './contact.ts';
import { formsFile } from './forms.ts';
import { galleryFile } from './gallery.ts';
import { glazingTypesFile } from './glazingTypes.ts';
import { homeFile } from './home.ts';
import { plansFile } from './plans.ts';
import { processStepsFile } from './process.ts';
import { servicesFile } from './services.ts';
import { servicePageFile } from './servicePage.ts';
import { homeStatsFile, resultsFile } from './stats.ts';
import { thermalOptionsFile } from './thermal.ts';
import { regionsFile } from '../areas/schema.ts';
import {
  benefitsGuideFile,
  caseStudyFile,
  comparisonsFile,
  guideFiguresFile,
  resourcesFile,
} from '../guides/schema.ts';
import { legalDocumentSchema, privacyNoticeSchema } from '../legal/schema.ts';
import { accreditationsFile, claimsFile, reviewsFile } from './proof.ts';
import { interfaceFile } from './interface.ts';
import { pagesFile } from './pages.ts';

export { areaSchema } from '../areas/schema.ts';

/**
 * The schema each single-file record of src/content/ must pass as a whole. Side-effect free (no file is read
 * here), so the build, Vitest and the editor in the browser all share it. Areas are a folder: `areaSchema`.
 */
export const contentSchemas = {
  'services.yaml': servicesFile,
  'service-page.yaml': servicePageFile,
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
  'forms.yaml': formsFile,
  'regions.yaml': regionsFile,
  'about.yaml': aboutFile,
  'legal/privacy.yaml': privacyNoticeSchema,
  'legal/terms.yaml': legalDocumentSchema,
  'claims.yaml': claimsFile,
  'reviews.yaml': reviewsFile,
  'accreditations.yaml': accreditationsFile,
  'guides/figures.yaml': guideFiguresFile,
  'guides/benefits.yaml': benefitsGuideFile,
  'guides/comparisons.yaml': comparisonsFile,
  'guides/case-study.yaml': caseStudyFile,
  'guides/resources.yaml': resourcesFile,
  'interface.yaml': interfaceFile,
  'pages.yaml': pagesFile,
};

export type ContentFile = keyof typeof contentSchemas;

/** A file's name as a singleton of the editor: `legal/privacy.yaml` → `legalPrivacy`. */
export const collectionName = (file: string) =>
  file.replace(/\.yaml$/, '').replace(/[-/](\w)/g, (_, c: string) => c.toUpperCase());
