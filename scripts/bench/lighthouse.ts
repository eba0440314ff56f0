import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '@tours/e2e/support/browser';
import { freePort, type RunningServer, startMockServer, startStorefront, startStorefrontWith } from '@tours/e2e/support/servers';
import { privateWebDist } from '@tours/e2e/support/web-build';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { type CalibratedPhone, calibrate } from './calibrated-phone.js';
import {
  CATEGORIES,
  type FormFactor,
  LIGHTHOUSE_ROUTES,
  type LighthouseResult,
  type LighthouseRow,
  readResult,
} from './lighthouse-scores.js';
import {
  CALIBRATION_RUNS,
  describeSlowdown,
  type HostLoad,
  medianSample,
  type PerformanceResult,
  type PhoneSlowdown,
  PRESETS,
  type Preset,
  phoneSlowdown,
  readVitals,
  VITALS_ROUTES,
  VITALS_RUNS,
  VITALS_STUDIES,
  type VitalsRow,
  type VitalsSample,
  type VitalsSite,
  type VitalsStudy,
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

/** Starts one storefront with the private build `webDist` in front of the backend at `api`. */
type StartStorefront = (webDist: string, api: string) => Promise<RunningServer>;

/**
 * Builds the shop if its build is stale (as the e2e suite does), serves a private copy of it through each storefront
 * in front of one mock server started with `mockArgs`, and stops them all once `run` is done with their addresses.
 */
async function withShop<K, T>(
  mockArgs: string[],
  storefronts: readonly (readonly [K, StartStorefront])[],
  run: (baseURLs: Map<K, string>) => Promise<T>,
): Promise<T> {
  const web = privateWebDist();
  const started: RunningServer[] = [];
  try {
    const mock = await startMockServer(mockArgs);
    started.push(mock);
    const baseURLs = new Map<K, string>();
    for (const [name, start] of storefronts) {
      const storefront = await start(web.dir, mock.baseURL);
      started.push(storefront);
      baseURLs.set(name, storefront.baseURL);
    }
    return await run(baseURLs);
  } finally {
    for (const server of started.reverse()) await server.stop();
    web.remove();
  }
}

/**
 * The storefront in front of the mock, as the journeys run it, and one Chromium that Lighthouse drives through its
 * DevTools port; runs are one at a time.
 */
function withLighthouseSite<T>(run: (site: LighthouseSite) => Promise<T>): Promise<T> {
  return withShop([], [['shop', startStorefront]], async (baseURLs) => {
    const baseURL = baseURLs.get('shop');
    if (baseURL === undefined) throw new Error('the storefront did not start');
    const port = await freePort();
    const browser = await chromium.launch({ executablePath: findChromium(), args: [...chromiumArgs, `--remote-debugging-port=${port}`] });
    try {
      return await run({ baseURL, port });
    } finally {
      await browser.close();
    }
  });
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

/** The storefront's flags per site, beyond the backend and the build (VitalsSite says what each is). */
const AS_NPM_START = ['--page-cache', '0', '--sitemap-cache', '0', '--vary-cookie', 'mock-world'];
const SITE_FLAGS: Record<VitalsSite, string[]> = {
  serve: [],
  // As scripts/start.mjs runs it.
  start: AS_NPM_START,
  'slow-backend': AS_NPM_START,
  static: ['--shell-only'],
};

/** Serves the build once per site of the study, in front of one mock server, for `run`. */
function withVitalsSites<T>(study: VitalsStudy, run: (baseURLs: Map<VitalsSite, string>) => Promise<T>): Promise<T> {
  const storefronts = VITALS_STUDIES[study].map(
    (site) =>
      [site, (webDist: string, api: string) => startStorefrontWith(webDist, api, SITE_FLAGS[site], `storefront-${site}.log`)] as const,
  );
  return withShop(study === 'slow-backend' ? ['--latency', '100'] : [], storefronts, run);
}

const LIGHTHOUSE_CLI = join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');
/** A run Lighthouse reports as failed is run again, this many times at most. */
const RUN_ATTEMPTS = 3;

/**
 * One run of Lighthouse's own command line on `url`, with the preset as given: the figure anyone checking the shop
 * gets, but for the phone's CPU slowdown, which is `cpuSlowdown` (calibrated to this host, or forced). It launches its
 * own Chromium, as the command line does for everyone.
 */
export async function lighthouseRun(url: string, preset: Preset, cpuSlowdown: number, log: (line: string) => void): Promise<VitalsSample> {
  const report = join(mkdtempSync(join(tmpdir(), 'vitals-')), 'report.json');
  const args = [
    LIGHTHOUSE_CLI,
    url,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${report}`,
    '--quiet',
    `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`,
    ...(preset === 'desktop' ? ['--preset=desktop'] : [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`]),
  ];
  try {
    for (let attempt = 1; ; attempt += 1) {
      // The command line exits 1 when Lighthouse could not measure the page, and writes the report (with its
      // runtimeError) all the same; a report it did not write fails the bench below, never reads an older one.
      rmSync(report, { force: true });
      await promisify(execFile)(process.execPath, args, { env: { ...process.env, CHROME_PATH: findChromium() } }).catch(() => undefined);
      const result = JSON.parse(readFileSync(report, 'utf8')) as PerformanceResult;
      if (!result.runtimeError) return readVitals(result);
      log(`    ${url} (${preset}): Lighthouse failed (${result.runtimeError.code}), attempt ${attempt} of ${RUN_ATTEMPTS}`);
      if (attempt === RUN_ATTEMPTS) return readVitals(result);
    }
  } finally {
    rmSync(dirname(report), { recursive: true, force: true });
  }
}

/**
 * The phone calibrated as Lighthouse's docs/throttling.md says, from the benchmarkIndex Lighthouse itself reports
 * (environment.benchmarkIndex): the median over CALIBRATION_RUNS runs of its phone preset on `url`. Read as the
 * command's own runs read the host (a Chromium Lighthouse has just launched, beside the servers), their median holds
 * steadier than readings in an idle page, which move together and land far apart from one calibration to the next
 * (docs/adr/0085-the-vitals-phone-is-calibrated-from-lighthouses-own-index.md). The runs also warm the servers and the
 * page cache before the measured ones.
 */
async function calibrateWithLighthouse(url: string, log: (line: string) => void): Promise<CalibratedPhone> {
  const readings: number[] = [];
  for (let n = 0; n < CALIBRATION_RUNS; n += 1) {
    const { benchmarkIndex } = await lighthouseRun(url, 'mobile', throttling.mobileSlow4G.cpuSlowdownMultiplier, log);
    if (Number.isFinite(benchmarkIndex) && benchmarkIndex > 0) readings.push(benchmarkIndex);
  }
  if (readings.length === 0) throw new Error(`Lighthouse reported no benchmarkIndex in ${CALIBRATION_RUNS} runs on ${url}`);
  return calibrate(readings);
}

/**
 * The phone of a command: calibrated by Lighthouse on the command's first page, with `--cpu-slowdown`'s multiplier when
 * forced (the host is still read and named then).
 */
export async function lighthouseCalibratedPhone(firstPage: string, log: (line: string) => void, forced?: number): Promise<PhoneSlowdown> {
  const calibrated = await calibrateWithLighthouse(firstPage, log);
  const phone = phoneSlowdown(calibrated, forced);
  log(
    `Phone CPU slowdown: ${describeSlowdown('mobile', phone)}; Lighthouse read ${calibrated.readings.map((r) => r.toFixed(0)).join(', ')}`,
  );
  return phone;
}

/** The host's 1-minute load average now (0 where the platform keeps none). */
const hostLoadNow = (): number => loadavg()[0] ?? 0;

/**
 * Performance of every measured route with each preset on each site of the study: the median of `runs` runs, the phone
 * calibrated by Lighthouse on the study's first page (or forced), and the host's load before and after the runs. The sites of a study
 * take turns run by run, so a moment of load on the machine falls on all of them.
 */
export async function runVitals(
  log: (line: string) => void,
  forced?: number,
  runs = VITALS_RUNS,
  study: VitalsStudy = 'storefront',
  presets: readonly Preset[] = PRESETS,
): Promise<{ rows: VitalsRow[]; load: HostLoad; phone: PhoneSlowdown }> {
  return withVitalsSites(study, async (baseURLs) => {
    const [firstSite] = baseURLs.values();
    if (firstSite === undefined) throw new Error(`the study ${study} has no site`);
    const phone = await lighthouseCalibratedPhone(`${firstSite}${VITALS_ROUTES[0]}`, log, forced);
    const before = hostLoadNow();
    const rows: VitalsRow[] = [];
    for (const preset of presets) {
      for (const route of VITALS_ROUTES) {
        const samples = new Map<VitalsSite, VitalsSample[]>([...baseURLs.keys()].map((site) => [site, []]));
        for (let n = 0; n < runs; n += 1) {
          for (const [site, baseURL] of baseURLs) {
            samples.get(site)?.push(await lighthouseRun(`${baseURL}${route}`, preset, phone.multiplier, log));
          }
        }
        for (const [site, taken] of samples) {
          const row = { site, route, preset, runs, median: medianSample(taken) };
          const m = row.median;
          log(
            `  ${site} ${route} (${preset}, CPU slowdown ${describeSlowdown(preset, phone)}, Lighthouse's host index ${m.benchmarkIndex.toFixed(0)}): performance ${m.performance.toFixed(2)}, LCP ${(m.lcpMs / 1000).toFixed(1)} s, TBT ${m.tbtMs.toFixed(0)} ms, CLS ${m.cls.toFixed(3)}`,
          );
          rows.push(row);
        }
      }
    }
    return { rows, load: { before, after: hostLoadNow() }, phone };
  });
}
