import { readYaml } from './load.ts';
import { glazingTypesFile } from './schemas/glazingTypes.ts';

export * from './schemas/glazingTypes.ts';

export const glazingTypes = readYaml('glazing-types.yaml', glazingTypesFile).glazingTypes;
