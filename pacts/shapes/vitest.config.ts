import { defineConfig } from 'vitest/config';

/**
 * Its own run, after the web tests and the journeys have recorded what the screens send (package.json). The web
 * record's half alone has a config of its own (vitest.web.config.ts); this run's request-shapes.test.ts holds it.
 */
export default defineConfig({
  test: {
    name: 'pact-shapes',
    root: import.meta.dirname,
    include: ['*.test.ts'],
    exclude: ['web-requests-pinned.test.ts'],
    environment: 'node',
  },
});
