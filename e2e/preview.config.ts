import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './support/browser';

/**
 * Journeys through the browser-only preview (issue 17): `npm run build:preview` served from a plain static
 * host under a sub-path, with no mock server running. Each test's browser context has its own IndexedDB and
 * service worker, so each starts from a freshly seeded world.
 */
export default defineConfig({
  testDir: './preview',
  outputDir: './test-results/preview',
  globalSetup: './support/preview-setup.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 0 : 1,
  workers: 2,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: './playwright-report/preview' }]],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 900 },
    locale: 'en-GB',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
});
