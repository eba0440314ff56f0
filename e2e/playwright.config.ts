import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findHeadlessChromium } from './support/browser';
import { timingReport } from './support/timing-report';

/**
 * Journeys in Debian's Chromium against the built web app on one mock server (started by the global
 * setup on a free port of 127.0.0.1). Each test works in its own mock world, so two workers never collide.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 0 : 1,
  // One worker per core of CI's two: a journey is CPU-bound (Chromium, the server, axe), so a third worker only
  // stretches every test, and one leaves a core idle while a test waits on the network.
  workers: 2,
  // Safety nets, not performance checks (those are benches): with two Chromium workers the load average on two
  // cores sits near 10, and the longest journeys (search, filter, sort, book, check out, pay) took 52-70 s there.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }], ...timingReport('e2e')],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 900 },
    locale: 'en-GB',
    // A failed test keeps its trace: each action's page (DOM snapshots), the network and the console. Not the
    // screencast: encoding frames all along every test took a fifth of the suite's time on two cores.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // A click waits for the page's main thread. A trace of a clean-clone run (2 workers, 2 cores) showed home busy for
    // about 13 s after its data arrived (its pictures requested in batches 2-4 s apart), and a click on the top bar
    // done 15.2 s after it began: a cost the vitals bench measures, not one a journey should fail on.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    launchOptions: { executablePath: findHeadlessChromium(), args: chromiumArgs },
  },
});
