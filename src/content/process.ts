import { readYaml } from './load.ts';
import { processStepsFile } from './schemas/process.ts';

export * from './schemas/process.ts';

export const processSteps = readYaml('process.yaml', processStepsFile).steps;
