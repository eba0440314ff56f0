import { defineConfig } from 'vitest/config';

/** Its own run, after the web tests and the journeys have recorded what the screens send (package.json). */
export default defineConfig({
  test: { name: 'pact-shapes', root: import.meta.dirname, include: ['*.test.ts'], environment: 'node' },
});
