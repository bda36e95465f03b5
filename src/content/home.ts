import { readYaml } from './load.ts';
import { surveyNameFigures } from './interface.ts';
import { homeFile } from './schemas/home.ts';

export * from './schemas/home.ts';

export const home = readYaml('home.yaml', homeFile, surveyNameFigures);
