import { defineConfig } from '@playwright/test';
import shopConfig from './playwright.config';

/**
 * Every journey in one run, as `npm test` and `npm run e2e` run them: the shop's (tests/, on the storefront in front of
 * the mock) and the browser-only preview's (preview/, on a static host). One run shares its two workers to the end, and
 * its two set-ups overlap (support/all-setup.ts). Its reports are the shop config's (with the JSON for `npm test`'s
 * timing); the two configs it joins stay for running one kind alone.
 */
export default defineConfig({
  ...shopConfig,
  testDir: '.',
  globalSetup: './support/all-setup.ts',
  projects: [
    { name: 'shop', testDir: './tests', outputDir: './test-results' },
    { name: 'preview', testDir: './preview', outputDir: './test-results/preview' },
  ],
});
