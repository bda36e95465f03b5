import { readYaml } from './load.ts';
import { claimFigures } from './proof.ts';
import { homeStatsFile, resultsFile } from './schemas/stats.ts';

export * from './schemas/stats.ts';

export const homeStats = readYaml('home-stats.yaml', homeStatsFile, claimFigures).stats;

export const results = readYaml('results.yaml', resultsFile);

export const averageDbLabel = `${results.averageDb.min}-${results.averageDb.max} dB`;
