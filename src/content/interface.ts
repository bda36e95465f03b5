import { readYaml } from './load.ts';
import { interfaceFile } from './schemas/interface.ts';

export * from './schemas/interface.ts';

/** The words that frame every page (src/content/interface.yaml). */
export const words = readYaml('interface.yaml', interfaceFile);

export { fill } from '../lib/templates.ts';

/** A data table's words (components/guides/DataTable.tsx), which islands take as a prop. */
export const tableWords = { hint: words.guides.tableHint, source: words.guides.tableSource };
