import { defineConfig } from 'vitest/config';

// `npm run test:host`: the built site on Cloudflare Pages' runtime (tests/host/), apart from the unit tests because it
// starts wrangler and needs a build.
export default defineConfig({
  test: {
    include: ['tests/host/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
