/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from 'node:fs';
import { getViteConfig } from 'astro/config';

const unitDir = 'tests/unit';
/**
 * Test files that change what other files would see (a module mocked, a global or an environment variable stubbed,
 * the module registry reset): each runs in a module graph of its own. The rest share one per worker (Vitest's
 * "disable isolation" recipe): importing each file's modules again was about a quarter of the step's time (82 s → 60 s).
 */
const changesShared = /vi\.(mock|doMock|stubGlobal|stubEnv|resetModules)\(|contentCopy|process\.env\.\w+ =/;
const isolatedFiles = readdirSync(unitDir, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.test\.tsx?$/.test(f) && changesShared.test(readFileSync(`${unitDir}/${f}`, 'utf8')))
  .map((f) => `${unitDir}/${f}`);

export default getViteConfig({
  test: {
    environment: 'node',
    // One worker per core (Vitest's default leaves one core out: a single worker on a 2-core machine); the files are
    // independent (each writes only its own temporary folder) and many wait on spawned builds, servers or files.
    maxWorkers: '100%',
    // A file's first test parses the built pages it reads: seconds, not milliseconds, on a machine busy with more.
    testTimeout: 30_000,
    // Builds dist/ first when it is missing and a test that runs reads it.
    globalSetup: ['tests/unit/support/buildFirst.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: [`${unitDir}/**/*.test.{ts,tsx}`],
          exclude: isolatedFiles,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: isolatedFiles } },
    ],
  },
});
