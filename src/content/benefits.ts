import { readYaml } from './load.ts';
import { benefitsFile } from './schemas/benefits.ts';

export * from './schemas/benefits.ts';

export const benefits = readYaml('benefits.yaml', benefitsFile).benefits;
