import { defineConfig } from 'vitest/config';

/** One runner for every workspace; each project keeps its own environment. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', root: 'contract', include: ['src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'mock-server', root: 'mock-server', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], environment: 'node' } },
      'web/vitest.config.ts',
      { test: { name: 'scripts', root: '.', include: ['scripts/**/*.test.ts'], environment: 'node' } },
      // Pact: consumer files drive the web client (jsdom for its localStorage) one at a time, because each
      // may rewrite the committed pact under PACT_UPDATE=1; the provider replays the committed file.
      {
        test: {
          name: 'pact-consumer',
          root: '.',
          include: ['pacts/consumer/**/*.pact.test.ts'],
          environment: 'jsdom',
          fileParallelism: false,
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'pact-provider',
          root: '.',
          include: ['pacts/provider/**/*.pact.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
    ],
  },
});
