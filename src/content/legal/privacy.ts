import { readYaml } from '../load.ts';
import { businessFigures, legalDocumentSchema } from './schema.ts';

/** The UK GDPR privacy notice for this site. Words only: the page renders them. */
export const privacyNotice = readYaml('legal/privacy.yaml', legalDocumentSchema, businessFigures);
