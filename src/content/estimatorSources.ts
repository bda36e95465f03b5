import { readYamlFolder } from './load.ts';
import { estimatorId, estimatorSourceSchema } from './schemas/estimatorSources.ts';
import { citedSources, estimatorData, type EstimatorData } from '../lib/estimator/data.ts';

export type EstimatorSource = { id: string; title: string; url: string };

const folder = 'src/content/estimator-sources';

/**
 * What the build refuses in the calculator's citations: a source file whose name is no id, and a figure citing an id
 * with no source file (the editor picks citations from the files, so only a file renamed or removed leaves one).
 */
export function citationProblems(data: EstimatorData, sources: EstimatorSource[]): string[] {
  const ids = new Set(sources.map((s) => s.id));
  return [
    ...sources
      .filter((s) => !estimatorId.safeParse(s.id).success)
      .map(
        (s) => `${folder}/${s.id}.yaml: its name is the id figures cite it by: lower-case words joined by -`,
      ),
    ...[...new Set(citedSources(data))]
      .filter((id) => !ids.has(id))
      .map(
        (id) =>
          `src/content/noiseEstimator.json cites "${id}", which is no file of ${folder}/: pick its sources again in "Noise calculator: figures and sources"`,
      ),
  ];
}

/** Every source the calculator may cite, one file each, named by its id. */
export const estimatorSources: EstimatorSource[] = readYamlFolder(
  'estimator-sources',
  estimatorSourceSchema,
).map(({ id, data }) => ({ id, ...data }));

const problems = citationProblems(estimatorData, estimatorSources);
if (problems.length) throw new Error(problems.join('\n'));

/** The sources of these ids, in their order. */
export function sourcesFor(ids: string[]): EstimatorSource[] {
  return ids.map((id) => estimatorSources.find((s) => s.id === id)!);
}
