import { readYaml } from './load.ts';
import { homeStatsFile, resultsFile } from './schemas/stats.ts';

export * from './schemas/stats.ts';

export const homeStats = readYaml('home-stats.yaml', homeStatsFile).stats;

export const results = readYaml('results.yaml', resultsFile);

export const averageDbLabel = `${results.averageDb.min}-${results.averageDb.max} dB`;
