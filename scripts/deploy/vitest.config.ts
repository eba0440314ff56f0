import { defineConfig } from 'vitest/config';

/**
 * Its own stage of `npm test`, after the build (scripts/test-stages.mjs): nginx in front of the built storefronts. Its
 * test starts processes and shares them across its steps, in order, so it runs alone.
 */
export default defineConfig({
  test: {
    name: 'deploy',
    root: import.meta.dirname,
    include: ['*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
