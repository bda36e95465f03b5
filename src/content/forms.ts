import { readYaml } from './load.ts';
import { surveyNameFigures } from './interface.ts';
import { formsFile } from './schemas/forms.ts';

export * from './schemas/forms.ts';

/** The forms' words (forms.yaml); pages hand each form island its share as props. */
export const formWords = readYaml('forms.yaml', formsFile, surveyNameFigures);
