import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/**
 * The toolbar's tests, in the web project's jsdom window and with its setup (jest-dom's matchers, the matchMedia and
 * ResizeObserver stubs Mantine needs, cleanup after each test): the toolbar draws with the shop's Mantine theme.
 */
export default defineProject({
  plugins: [react()],
  test: {
    name: 'mock-toolbar',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [createRequire(import.meta.url).resolve('@tours/web/testing/setup')],
    css: false,
    testTimeout: 15_000,
    pool: 'threads',
    // One module graph per worker, as the web project's (web/vitest.config.ts).
    isolate: false,
    unstubGlobals: true,
  },
});
