import type { z } from 'zod';
import type { FiguresOf } from './load.ts';
import { aboutFigures } from './about.ts';
import { claimFigures } from './proof.ts';
import { serviceFigures } from './services.ts';
import { servicePageFigures } from './servicePage.ts';
import { pagesFigures } from './pages.ts';
import { surveyNameFigures } from './interface.ts';
import { businessFigures, privacyFigures } from './legal/schema.ts';
import { figuresFileFigures, guideFigures } from './guides.ts';
import { contentSchemas, type ContentFile } from './schemas/index.ts';

export { collectionName, contentSchemas, type ContentFile } from './schemas/index.ts';

/** Files whose text shows figures as `{name}` (see load.ts), and where those figures come from. */
const figuresOf: Partial<Record<ContentFile, FiguresOf>> = {
  'about.yaml': aboutFigures,
  'home-stats.yaml': claimFigures,
  'services.yaml': serviceFigures,
  'service-page.yaml': servicePageFigures,
  'pages.yaml': pagesFigures,
  'interface.yaml': surveyNameFigures,
  'forms.yaml': surveyNameFigures,
  'contact.yaml': surveyNameFigures,
  'home.yaml': surveyNameFigures,
  'legal/privacy.yaml': privacyFigures(),
  'legal/terms.yaml': businessFigures,
  'guides/figures.yaml': figuresFileFigures,
  'guides/benefits.yaml': guideFigures,
  'guides/comparisons.yaml': guideFigures,
  'guides/case-study.yaml': guideFigures,
  'guides/resources.yaml': guideFigures,
};

/** A file's schema and, when its text shows figures, where they come from. */
export const fileRule = (name: ContentFile): { schema: z.ZodType; figures?: FiguresOf } => ({
  schema: contentSchemas[name],
  figures: figuresOf[name],
});
