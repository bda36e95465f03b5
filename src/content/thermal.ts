import { readYaml } from './load.ts';
import { thermalOptionsFile } from './schemas/thermal.ts';

export * from './schemas/thermal.ts';

export const thermalOptions = readYaml('thermal.yaml', thermalOptionsFile).options;
