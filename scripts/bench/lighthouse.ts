import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumArgs, findChromium } from '../../e2e/support/browser.js';
import { freePort, startMockServer, startStorefront } from '../../e2e/support/servers.js';
import { privateWebDist } from '../../e2e/support/web-build.js';
import {
  CATEGORIES,
  type FormFactor,
  LIGHTHOUSE_ROUTES,
  type LighthouseResult,
  type LighthouseRow,
  readResult,
} from './lighthouse-scores.js';
import {
  calibratedSlowdown,
  medianSample,
  type PerformanceResult,
  PRESETS,
  type Preset,
  readVitals,
  VITALS_ROUTES,
  VITALS_RUNS,
  type VitalsRow,
} from './lighthouse-vitals.js';
import { ROOT } from './web-size.js';

const FORM_FACTORS: FormFactor[] = ['desktop', 'mobile'];

/** Lighthouse's own emulation presets (lighthouse/core/config/constants.js), so the pages are laid out as in its CLI. */
const SCREENS = {
  desktop: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false },
  mobile: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
} as const;

/**
 * No throttling and short quiet windows: these categories read the loaded page, not its speed, and the
 * defaults (simulated slow 4G, 1 s pauses) only make each run longer. The waits still cover the lazy
 * sections and their data, which load within a few hundred ms on 127.0.0.1.
 */
function settings(formFactor: FormFactor) {
  return {
    onlyCategories: [...CATEGORIES],
    formFactor,
    screenEmulation: SCREENS[formFactor],
    throttlingMethod: 'provided' as const,
    pauseAfterFcpMs: 500,
    pauseAfterLoadMs: 500,
    networkQuietThresholdMs: 500,
    cpuQuietThresholdMs: 500,
    maxWaitForLoad: 30_000,
    disableFullPageScreenshot: true,
  };
}

export const lighthouseVersion = (): string =>
  (JSON.parse(readFileSync(join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as { version: string }).version;

interface LighthouseSite {
  baseURL: string;
  /** Chromium's DevTools port, which Lighthouse drives. */
  port: number;
}

/**
 * Where the shop is measured. `storefront`: the storefront's server in front of the mock, as `npm start` and production
 * run it (pages drawn with their data). `slow-backend`: the same in front of a backend that takes 100 ms longer for
 * every answer (the mock's --latency). `static`: the built files as a static host serves them, drawn in the browser
 * (the storefront's server with --shell-only: index.html at every page address). The storefront keeps no drawn page
 * here (--page-cache 0): every run's page is drawn for it.
 */
export type VitalsSite = 'storefront' | 'slow-backend' | 'static';
export const VITALS_SITES: VitalsSite[] = ['storefront', 'slow-backend', 'static'];

/**
 * Builds the shop if its build is stale (as the e2e suite does), serves a private copy as `site` says and opens one
 * Chromium that Lighthouse drives through its DevTools port; runs are one at a time.
 */
async function withLighthouseSite<T>(run: (site: LighthouseSite) => Promise<T>, site: VitalsSite = 'storefront'): Promise<T> {
  const web = privateWebDist();
  const mock = await startMockServer(site === 'slow-backend' ? ['--latency', '100'] : []);
  const storefront = await startStorefront(web.dir, mock.baseURL, 'storefront.log', site === 'static' ? ['--shell-only'] : []);
  const port = await freePort();
  const browser = await chromium.launch({ executablePath: findChromium(), args: [...chromiumArgs, `--remote-debugging-port=${port}`] });
  try {
    return await run({ baseURL: storefront.baseURL, port });
  } finally {
    await browser.close();
    await storefront.stop();
    await mock.stop();
    web.remove();
  }
}

/** Accessibility, best practices and SEO of every route in each form factor. */
export function runLighthouse(log: (line: string) => void, formFactors = FORM_FACTORS): Promise<LighthouseRow[]> {
  return withLighthouseSite(async ({ baseURL, port }) => {
    const rows: LighthouseRow[] = [];
    for (const formFactor of formFactors) {
      for (const route of LIGHTHOUSE_ROUTES) {
        const started = performance.now();
        const result = await lighthouse(
          `${baseURL}${route}`,
          { port, logLevel: 'error' },
          { extends: 'lighthouse:default', settings: settings(formFactor) },
        );
        if (!result) throw new Error(`Lighthouse returned no result for ${route}`);
        const row = readResult(route, formFactor, result.lhr as unknown as LighthouseResult, (performance.now() - started) / 1000);
        const scores = CATEGORIES.map((c) => `${c} ${row.scores[c].toFixed(2)}`).join(', ');
        log(`  ${route} (${formFactor}): ${scores} in ${row.seconds.toFixed(0)} s`);
        rows.push(row);
      }
    }
    return rows;
  });
}

/**
 * Lighthouse's own presets, unchanged but for the category (the figures must match its CLI's), and its phone with
 * the CPU slowdown given (`--throttling.cpuSlowdownMultiplier`, the calibrated preset).
 */
function presetConfig(preset: Preset, cpuSlowdown: number) {
  if (preset === 'desktop') return { ...desktopConfig, settings: { ...desktopConfig.settings, onlyCategories: ['performance'] } };
  const phone = { extends: 'lighthouse:default' as const, settings: { onlyCategories: ['performance'] } };
  if (preset === 'mobile') return phone;
  return { ...phone, settings: { ...phone.settings, throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } } };
}

/** The slowdown of a preset: the phone's default 4x, the desktop's 1x, or calibrated to the host's index. */
function slowdownOf(preset: Preset, hostIndex: number): number {
  if (preset === 'mobile') return throttling.mobileSlow4G.cpuSlowdownMultiplier;
  if (preset === 'desktop') return 1;
  return calibratedSlowdown(hostIndex);
}

/**
 * Performance of every measured route with each preset: the median of `runs` runs (Core Web Vitals). The
 * calibrated phone takes its slowdown from the host index Lighthouse measured in the default phone's runs.
 */
export function runVitals(
  log: (line: string) => void,
  runs = VITALS_RUNS,
  site: VitalsSite = 'storefront',
  presets: readonly Preset[] = PRESETS,
): Promise<VitalsRow[]> {
  return withLighthouseSite(async ({ baseURL, port }) => {
    const rows: VitalsRow[] = [];
    const hostIndex = () => medianSample(rows.filter((row) => row.preset === 'mobile').map((row) => row.median)).benchmarkIndex;
    for (const preset of presets) {
      const cpuSlowdown = slowdownOf(preset, hostIndex());
      for (const route of VITALS_ROUTES) {
        const samples = [];
        for (let n = 0; n < runs; n += 1) {
          const result = await lighthouse(`${baseURL}${route}`, { port, logLevel: 'error' }, presetConfig(preset, cpuSlowdown));
          if (!result) throw new Error(`Lighthouse returned no result for ${route}`);
          samples.push(readVitals(result.lhr as unknown as PerformanceResult));
        }
        const row = { route, preset, runs, cpuSlowdown, median: medianSample(samples) };
        const m = row.median;
        log(
          `  ${route} (${preset}, ${cpuSlowdown}x CPU, host index ${m.benchmarkIndex.toFixed(0)}): performance ${m.performance.toFixed(2)}, LCP ${(m.lcpMs / 1000).toFixed(1)} s, TBT ${m.tbtMs.toFixed(0)} ms, CLS ${m.cls.toFixed(3)}`,
        );
        rows.push(row);
      }
    }
    return rows;
  }, site);
}
