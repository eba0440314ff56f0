import { join, resolve } from 'node:path';
import type { ReporterDescription } from '@playwright/test';
import { repoRoot } from './web-build';

/**
 * `npm test` sets TEST_TIMING_DIR (scripts/test-stages.mjs): then a run also writes Playwright's JSON report there, under
 * `name`, for `npm run test:timing`. Any other run reports to the console and the HTML report only.
 */
export function timingReport(name: string): ReporterDescription[] {
  const folder = process.env.TEST_TIMING_DIR;
  return folder ? [['json', { outputFile: join(resolve(repoRoot, folder), `${name}.json`) }]] : [];
}
