import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';
import { timingReport } from './support/timing-report';

/**
 * Journeys through the browser-only preview: `npm run build:preview` served from a plain static
 * host under a sub-path, with no mock server running. Each test's browser context has its own IndexedDB and
 * service worker, so each starts from a freshly seeded world. Browser, timeouts and retries as the main suite.
 */
export default defineConfig({
  ...baseConfig,
  testDir: './preview',
  outputDir: './test-results/preview',
  globalSetup: './support/preview-setup.ts',
  reporter: [['list'], ['html', { open: 'never', outputFolder: './playwright-report/preview' }], ...timingReport('e2e-preview')],
});
