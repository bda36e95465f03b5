import { readYaml } from './load.ts';
import { interfaceFile } from './schemas/interface.ts';

export * from './schemas/interface.ts';

/** The words that frame every page (src/content/interface.yaml). */
export const words = readYaml('interface.yaml', interfaceFile);

export { fill } from '../lib/templates.ts';
