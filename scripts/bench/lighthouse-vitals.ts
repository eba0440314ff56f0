import { throttling } from 'lighthouse/core/config/constants.js';
import { CALIBRATION_RULE, type CalibratedPhone } from './calibrated-phone.js';
import { measuredStamp } from './lighthouse-scores.js';

/**
 * The pure half of the Core Web Vitals pass: what one Lighthouse performance run gives, the median of
 * several, the targets, and the docs/benchmarks.md section. The runner is `runVitals` in lighthouse.ts.
 */

/** The routes measured: home, the tour list, a tour, a blog post and the blog list. */
export const VITALS_ROUTES = ['/', '/productList', '/productInfo/1', '/BlogInfo/1', '/Blog'] as const;
/** Runs per route, preset and site; the table shows their median (one simulated run is too noisy to judge). */
export const VITALS_RUNS = 3;

/**
 * Lighthouse's own presets: its default (a mid-tier phone on simulated slow 4G) with the CPU slowdown calibrated to this
 * host (PhoneSlowdown), and `--preset=desktop` unchanged.
 */
export type Preset = 'mobile' | 'desktop';
export const PRESETS: Preset[] = ['mobile', 'desktop'];

/** The phone's CPU slowdown for one run of the command: calibrated to this host, or forced with `--cpu-slowdown`. */
export interface PhoneSlowdown {
  /** What Lighthouse is told (`--throttling.cpuSlowdownMultiplier`). */
  multiplier: number;
  forced: boolean;
  /** This host's calibration, measured before the runs even when the multiplier is forced, so the table names the host. */
  calibrated: CalibratedPhone;
}

/** Lighthouse runs whose own benchmarkIndex calibrates a command's phone, before its runs; their figures are dropped. */
export const CALIBRATION_RUNS = 5;

/** The calibrated phone, or a multiplier given by hand (to compare with a table read at another) beside the calibration. */
export const phoneSlowdown = (calibrated: CalibratedPhone, forced?: number): PhoneSlowdown =>
  forced === undefined
    ? { multiplier: calibrated.multiplier, forced: false, calibrated }
    : { multiplier: forced, forced: true, calibrated };

/** The CPU slowdown a preset's runs take, in words for the console and the table: the phone's with its host index. */
export function describeSlowdown(preset: Preset, phone: PhoneSlowdown): string {
  if (preset === 'desktop') return `${throttling.desktopDense4G.cpuSlowdownMultiplier}x (preset)`;
  return `${phone.multiplier}x ${phone.forced ? 'forced' : 'calibrated'} (index ${phone.calibrated.benchmarkIndex.toFixed(0)})`;
}

/**
 * Where the shop is measured (lighthouse.ts starts each). `serve`: the storefront's server with its own defaults in front
 * of the mock, as `npm run serve` and a deployment run it (a drawn page is kept a few seconds). `start`: the same as
 * `npm start` runs it, every visit drawn afresh. `slow-backend`: `start` in front of a backend 100 ms slower for every
 * answer. `static`: the built files as a static host serves them, drawn in the browser.
 */
export type VitalsSite = 'serve' | 'start' | 'slow-backend' | 'static';

/** What `--site` names: the storefront measures `serve` and `start` side by side, run by run; the others alone. */
export const VITALS_STUDIES = {
  storefront: ['serve', 'start'],
  'slow-backend': ['slow-backend'],
  static: ['static'],
} as const satisfies Record<string, readonly VitalsSite[]>;
export type VitalsStudy = keyof typeof VITALS_STUDIES;

interface Targets {
  performance: number;
  /** LCP and TBT are held on the phone preset, where they are hardest. */
  lcpMs?: number;
  tbtMs?: number;
  cls: number;
}

/** The targets per preset, the same for every site, so the static host is read against them too. */
const VITALS_TARGETS: Record<Preset, Targets> = {
  mobile: { performance: 0.95, lcpMs: 2000, tbtMs: 200, cls: 0.02 },
  desktop: { performance: 0.98, cls: 0.02 },
};
/** `npm start` draws every visit afresh; its score may fall at most this far below `serve`'s for the same page. */
const START_BEHIND_SERVE = 0.05;

export interface VitalsSample {
  /** Lighthouse's measure of this host's CPU (environment.benchmarkIndex), taken before each run. */
  benchmarkIndex: number;
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export interface VitalsRow {
  site: VitalsSite;
  route: string;
  preset: Preset;
  runs: number;
  median: VitalsSample;
}

/** The part of Lighthouse's result (LHR) read here. */
export interface PerformanceResult {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
  environment?: { benchmarkIndex?: number };
  /** Set when Lighthouse itself could not measure the page (NO_NAVSTART, say): such a run is run again. */
  runtimeError?: { code: string; message?: string };
}

/** A metric Lighthouse could not measure (a page that never painted) reads as the worst value, never a pass. */
const metric = (lhr: PerformanceResult, id: string) => lhr.audits[id]?.numericValue ?? Number.POSITIVE_INFINITY;

export function readVitals(lhr: PerformanceResult): VitalsSample {
  return {
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    performance: lhr.categories.performance?.score ?? 0,
    fcpMs: metric(lhr, 'first-contentful-paint'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Each metric's own median across the runs. */
export function medianSample(samples: VitalsSample[]): VitalsSample {
  const of = (key: keyof VitalsSample) => median(samples.map((s) => s[key]));
  return {
    benchmarkIndex: of('benchmarkIndex'),
    performance: of('performance'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
  };
}

/**
 * What a row misses of its preset's targets, in words; empty when it meets them all. A `start` row is also held within
 * START_BEHIND_SERVE of the `serve` row of its route and preset, when the table has one.
 */
export function missedTargets(row: VitalsRow, rows: readonly VitalsRow[] = []): string[] {
  const targets = VITALS_TARGETS[row.preset];
  const { median: m } = row;
  const missed: string[] = [];
  if (m.performance < targets.performance) missed.push(`performance ${m.performance.toFixed(2)} < ${targets.performance}`);
  if (targets.lcpMs !== undefined && m.lcpMs > targets.lcpMs) missed.push(`LCP ${seconds(m.lcpMs)} > ${seconds(targets.lcpMs)}`);
  if (targets.tbtMs !== undefined && m.tbtMs > targets.tbtMs) missed.push(`TBT ${m.tbtMs.toFixed(0)} ms > ${targets.tbtMs} ms`);
  if (m.cls > targets.cls) missed.push(`CLS ${m.cls.toFixed(3)} > ${targets.cls}`);
  const served =
    row.site === 'start' ? rows.find((r) => r.site === 'serve' && r.route === row.route && r.preset === row.preset) : undefined;
  if (served && served.median.performance - m.performance > START_BEHIND_SERVE + 1e-9) {
    missed.push(
      `performance ${m.performance.toFixed(2)} more than ${START_BEHIND_SERVE} below serve's ${served.median.performance.toFixed(2)}`,
    );
  }
  return missed;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export const VITALS_HEADING = '## Lighthouse: Core Web Vitals (performance)';

/** Each study has a section of its own; no heading is the beginning of another (withSection finds them so). */
export const VITALS_HEADINGS: Record<VitalsStudy, string> = {
  storefront: VITALS_HEADING,
  'slow-backend': '## Lighthouse vitals with a backend 100 ms slower',
  static: '## Lighthouse vitals from a static host',
};

const STUDY_WORDS: Record<VitalsStudy, string> = {
  storefront:
    "the storefront's server in front of the mock server (all on 127.0.0.1), drawing each page with its data, started two ways side by side: `serve` with its own defaults, as `npm run serve` and a deployment run it (a drawn page is served again for 10 s), and `start` as `npm start` runs it (every visit drawn afresh). The two are measured run by run in turn",
  'slow-backend':
    "the storefront's server as `npm start` runs it, in front of the mock server answering every call 100 ms late (`--latency 100`)",
  static:
    "the built files as a static host serves them (the storefront's server with `--shell-only`: index.html at every page address, drawn in the browser)",
};

/** The host's 1-minute load average before and after the runs: on a busy host the same slowdown is a slower phone. */
export interface HostLoad {
  before: number;
  after: number;
}

export function renderVitals(
  rows: VitalsRow[],
  phone: PhoneSlowdown,
  measuredAt: Date,
  version: string,
  study: VitalsStudy = 'storefront',
  load?: HostLoad,
): string {
  const header =
    '| Site | Route | Preset | CPU slowdown | Host index (Lighthouse) | Performance | FCP | LCP | TBT | CLS | Targets |\n|---|---|---|---|---|---|---|---|---|---|---|';
  const body = rows
    .map((row) => {
      const m = row.median;
      const missed = missedTargets(row, rows);
      return `| ${row.site} | ${row.route} | ${row.preset} | ${describeSlowdown(row.preset, phone)} | ${m.benchmarkIndex.toFixed(0)} | ${m.performance.toFixed(2)} | ${seconds(m.fcpMs)} | ${seconds(m.lcpMs)} | ${m.tbtMs.toFixed(0)} ms | ${m.cls.toFixed(3)} | ${missed.length === 0 ? 'met' : `missed: ${missed.join('; ')}`} |`;
    })
    .join('\n');
  const runs = rows[0]?.runs ?? VITALS_RUNS;
  const mobile = VITALS_TARGETS.mobile;
  const { calibrated } = phone;
  const read = `this run read ${calibrated.benchmarkIndex.toFixed(0)} (the median of ${calibrated.readings.length} runs' readings), so ${calibrated.multiplier}x`;
  const slowdown = phone.forced ? `${read}, but \`--cpu-slowdown\` forced ${phone.multiplier}x` : read;
  return `${VITALS_HEADINGS[study]}

Command: \`npm run vitals -- --site ${study}\`${study === 'storefront' ? ' (also a step of `npm run bench`)' : ''}. Lighthouse ${version}'s own
command line, as anyone checking the shop runs it, in Debian's Chromium (headless, no sandbox, no GPU), category
performance only, against ${STUDY_WORDS[study]}. Presets: mobile is Lighthouse's default (a mid-tier phone, simulated
slow 4G) with its CPU slowdown calibrated to this host, desktop its \`--preset=desktop\`, unchanged. Lighthouse's
docs/throttling.md ("Calibrating the CPU slowdown") sets its default 4x for a high-end desktop (benchmarkIndex
1500-2000) and asks a faster host for more (on it, the same 4x is a faster phone): before the runs the command runs
Lighthouse's phone preset ${CALIBRATION_RUNS} times on the first page (figures dropped; they also warm the servers), reads
the benchmarkIndex each run reports (\`environment.benchmarkIndex\`), measured as the runs after it measure the host,
and passes \`--throttling.cpuSlowdownMultiplier\` = ${CALIBRATION_RULE};
${slowdown} ("CPU slowdown"). "Host index (Lighthouse)" is the benchmarkIndex Lighthouse itself measured before each
run, the median over the runs.
${runs === 1 ? 'Each figure is from one run' : `Each figure is the median of ${runs} runs`}; a run that Lighthouse itself reports as failed (NO_NAVSTART, say)
is run again. Targets: mobile performance at least ${mobile.performance}, LCP at most ${seconds(mobile.lcpMs ?? 0)}, TBT at most ${mobile.tbtMs} ms, CLS
at most ${mobile.cls}; desktop performance at least ${VITALS_TARGETS.desktop.performance}, CLS at most ${VITALS_TARGETS.desktop.cls}; \`start\` within ${START_BEHIND_SERVE} of \`serve\`. Measured
${measuredStamp(measuredAt)} UTC.${load ? ` The host's load average (1 minute) was ${load.before.toFixed(2)} before the runs and ${load.after.toFixed(2)} after them.` : ''}

${header}
${body}
`;
}
