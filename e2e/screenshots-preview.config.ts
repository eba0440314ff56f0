import { defineConfig } from '@playwright/test';
import previewConfig from './preview.config';

/**
 * The second half of `npm run screenshots`: the browser-only preview on a plain static host, with its mock
 * toolbar, at 1280 px and 390 px, written to docs/screenshots/preview-*.png.
 */
export default defineConfig({
  ...previewConfig,
  testDir: './screenshots-preview',
  outputDir: './test-results/screenshots-preview',
  retries: 0,
  reporter: [['list']],
  use: { ...previewConfig.use, trace: 'off', screenshot: 'off' },
});
