import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';

/**
 * `npm run screenshots`: every route at 1280 px and 390 px in English and Chinese, written to
 * docs/screenshots/ (JPEG, viewport only, to keep the committed folder to a few MB).
 */
export default defineConfig({
  ...baseConfig,
  testDir: './screenshots',
  outputDir: './test-results/screenshots',
  retries: 0,
  reporter: [['list']],
  use: { ...baseConfig.use, trace: 'off', screenshot: 'off' },
});
