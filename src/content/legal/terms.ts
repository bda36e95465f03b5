import { readYaml } from '../load.ts';
import { businessFigures, legalDocumentSchema } from './schema.ts';

/** The terms of use of this website (not the contract for installation work, which is agreed in writing). */
export const termsOfUse = readYaml('legal/terms.yaml', legalDocumentSchema, businessFigures);
