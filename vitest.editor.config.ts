import { defineConfig } from 'vitest/config';

// `npm run test:editor-build`: `npm run build:editor` (the live editor for Cloudflare) and what it holds, apart from
// the unit tests because it runs its own build.
export default defineConfig({
  test: {
    include: ['tests/editor-build/**/*.test.ts'],
    environment: 'node',
    hookTimeout: 300_000,
  },
});
