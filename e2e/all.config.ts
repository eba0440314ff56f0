import { defineConfig } from '@playwright/test';
import shopConfig from './playwright.config';
import { timingReport } from './support/timing-report';

/**
 * Every journey in one run, as `npm test` and `npm run e2e` run them: the shop's (tests/, on the storefront in front of
 * the mock) and the browser-only preview's (preview/, on a static host). One run shares its two workers to the end, and
 * its two set-ups overlap (support/all-setup.ts); the two configs it joins stay for running one kind alone.
 */
export default defineConfig({
  ...shopConfig,
  testDir: '.',
  globalSetup: './support/all-setup.ts',
  reporter: [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }], ...timingReport('e2e')],
  projects: [
    { name: 'shop', testDir: './tests', outputDir: './test-results' },
    { name: 'preview', testDir: './preview', outputDir: './test-results/preview' },
  ],
});
