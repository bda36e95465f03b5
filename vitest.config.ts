/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Builds dist/ first when it is missing and a test that runs reads it.
    globalSetup: ['tests/unit/support/buildFirst.ts'],
  },
});
