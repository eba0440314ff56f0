import { defineConfig } from 'vitest/config';

/** `npm run test:quick`'s check of the web record alone, after the unit tests that write it (scripts/test-stages.mjs). */
export default defineConfig({
  test: { name: 'pact-web-shapes', root: import.meta.dirname, include: ['web-requests-pinned.test.ts'], environment: 'node' },
});
