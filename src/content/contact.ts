import { readYaml } from './load.ts';
import { surveyNameFigures } from './interface.ts';
import { contactContentFile } from './schemas/contact.ts';

export * from './schemas/contact.ts';

export const contactContent = readYaml('contact.yaml', contactContentFile, surveyNameFigures);
