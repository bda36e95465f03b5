/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // One worker per core (Vitest's default leaves one core out: a single worker on a 2-core machine); the files are
    // independent (each writes only its own temporary folder) and many wait on spawned builds, servers or files.
    maxWorkers: '100%',
    // A file's first test parses the built pages it reads: seconds, not milliseconds, on a machine busy with more.
    testTimeout: 30_000,
    // Builds dist/ first when it is missing and a test that runs reads it.
    globalSetup: ['tests/unit/support/buildFirst.ts'],
  },
});
