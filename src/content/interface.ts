import { fill } from '../lib/templates.ts';
import { keepingSlots, readYaml, yamlData, type Figures } from './load.ts';
import { interfaceFile } from './schemas/interface.ts';

export * from './schemas/interface.ts';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The survey booking's one name, read from interface.yaml's data as written ("Survey"), which every file that names
 * the booking fills in: `{survey}` ("free survey"), `{Survey}` ("Free survey", a label's first word) and
 * `{bookSurvey}` (its button).
 */
export function surveyFiguresOf(interfaceData: unknown): Figures {
  const { name, bookButton } = (interfaceData as { survey: { name: string; bookButton: string } }).survey;
  return { survey: name, Survey: capitalised(name), bookSurvey: fill(bookButton, { survey: name }) };
}

export const surveyFigures = surveyFiguresOf(yamlData('interface.yaml'));

/** `{survey}`, `{Survey}` and `{bookSurvey}` for a file whose other tokens the pages fill (`Call {phone}`). */
export const surveyNameFigures = keepingSlots(surveyFigures);

/** The words that frame every page (src/content/interface.yaml). */
export const words = readYaml('interface.yaml', interfaceFile, surveyNameFigures);

export { fill };

/** A data table's words (components/guides/DataTable.tsx), which islands take as a prop. */
export const tableWords = { hint: words.guides.tableHint, source: words.guides.tableSource };
