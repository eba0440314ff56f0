import { defineConfig } from 'vitest/config';

/** One runner for every workspace; each project keeps its own environment. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', root: 'contract', include: ['src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'mock-server', root: 'mock-server', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], environment: 'node' } },
      'web/vitest.config.ts',
      { test: { name: 'scripts', root: '.', include: ['scripts/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
