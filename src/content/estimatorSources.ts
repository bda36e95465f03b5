import { readYamlFolder } from './load.ts';
import { estimatorId, estimatorSourceSchema } from './schemas/estimatorSources.ts';
import { citedSources, type EstimatorData } from './estimator/data.ts';

export type EstimatorSource = { id: string; title: string; url: string };

const folder = 'src/content/estimator-sources';

/** What the build refuses in the calculator's sources: a source file whose name is no id (the editor names none so). */
export function sourceFileProblems(sources: EstimatorSource[]): string[] {
  return sources
    .filter((s) => !estimatorId.safeParse(s.id).success)
    .map(
      (s) => `${folder}/${s.id}.yaml: its name is the id figures cite it by: lower-case words joined by -`,
    );
}

/**
 * The ids the figures cite that no source file has: a source renamed or removed in the editor while figures still cite
 * it (the editor picks citations from the files, so only that leaves one). The page leaves such a citation out and
 * `npm run launch-check` names it; the build does not stop.
 */
export function danglingCitations(data: EstimatorData, sources: EstimatorSource[]): string[] {
  const ids = new Set(sources.map((s) => s.id));
  return [...new Set(citedSources(data))].filter((id) => !ids.has(id));
}

/** Every source the calculator may cite, one file each, named by its id. */
export const estimatorSources: EstimatorSource[] = readYamlFolder(
  'estimator-sources',
  estimatorSourceSchema,
).map(({ id, data }) => ({ id, ...data }));

const problems = sourceFileProblems(estimatorSources);
if (problems.length) throw new Error(problems.join('\n'));

/** The sources of these ids that have a file, in their order (a citation of a removed source is left out). */
export function sourcesFor(ids: string[]): EstimatorSource[] {
  return ids.flatMap((id) => estimatorSources.filter((s) => s.id === id));
}
