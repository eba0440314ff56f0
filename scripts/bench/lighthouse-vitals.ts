import { measuredStamp } from './lighthouse-scores.js';

/**
 * The pure half of the Core Web Vitals pass: what one Lighthouse performance run gives, the median of
 * several, the targets, and the docs/benchmarks.md section. The runner is `runVitals` in lighthouse.ts.
 */

/** The routes measured: home, the tour list, tour detail, the blog list and checkout. */
export const VITALS_ROUTES = ['/', '/productList', '/productInfo/1', '/Blog', '/checkout'] as const;
/** Runs per route and preset; the table shows their median (one simulated run is too noisy to judge). */
export const VITALS_RUNS = 3;

/**
 * Lighthouse's own presets: its default (a mid-range phone, 4x CPU, simulated slow 4G) and its desktop config; and
 * the phone again with the CPU slowdown calibrated to this host as Lighthouse's docs direct (`calibratedSlowdown`).
 */
export type Preset = 'mobile' | 'desktop' | 'mobile-calibrated';
export const PRESETS: Preset[] = ['mobile', 'mobile-calibrated', 'desktop'];

/**
 * The CPU slowdown that makes this host a mid-tier phone, from Lighthouse's docs/throttling.md ("Calibrating the
 * CPU slowdown"): its default 4x assumes a high-end desktop (benchmarkIndex 1500-2000); a low-end desktop
 * (1000-1500) or a high-end phone (800-1200) takes 2x, and a host that is itself a mid-tier phone (125-800) 1x.
 * Lighthouse warns below an index of 1000 that its default then overstates CPU work (TBT above all).
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1500) return 4;
  if (benchmarkIndex >= 800) return 2;
  return 1;
}

interface Targets {
  performance: number;
  /** LCP and TBT are held on the phone preset, where they are hardest. */
  lcpMs?: number;
  tbtMs?: number;
  cls: number;
}

/** The storefront's targets per preset (the same for every site, so the static host is read against them); the calibrated phone is held to the phone's. */
const VITALS_TARGETS: Record<Preset, Targets> = {
  mobile: { performance: 0.95, lcpMs: 2000, tbtMs: 150, cls: 0.02 },
  'mobile-calibrated': { performance: 0.95, lcpMs: 2000, tbtMs: 150, cls: 0.02 },
  desktop: { performance: 0.98, cls: 0.02 },
};

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
  route: string;
  preset: Preset;
  runs: number;
  /** The CPU slowdown the runs used (4 for Lighthouse's phone, 1 for its desktop, calibrated for the third). */
  cpuSlowdown: number;
  median: VitalsSample;
}

/** The part of Lighthouse's result (LHR) read here. */
export interface PerformanceResult {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
  environment?: { benchmarkIndex?: number };
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

/** What a row misses of its preset's targets, in words; empty when it meets them all. */
export function missedTargets(row: VitalsRow): string[] {
  const targets = VITALS_TARGETS[row.preset];
  const { median: m } = row;
  const missed: string[] = [];
  if (m.performance < targets.performance) missed.push(`performance ${m.performance.toFixed(2)} < ${targets.performance}`);
  if (targets.lcpMs !== undefined && m.lcpMs > targets.lcpMs) missed.push(`LCP ${seconds(m.lcpMs)} > ${seconds(targets.lcpMs)}`);
  if (targets.tbtMs !== undefined && m.tbtMs > targets.tbtMs) missed.push(`TBT ${m.tbtMs.toFixed(0)} ms > ${targets.tbtMs} ms`);
  if (m.cls > targets.cls) missed.push(`CLS ${m.cls.toFixed(3)} > ${targets.cls}`);
  return missed;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export const VITALS_HEADING = '## Lighthouse: Core Web Vitals (performance)';

/** The docs/benchmarks.md section: the command, the targets and a row per route and preset. */
/** Each measured site has a section of its own; no heading is the beginning of another (withSection finds them so). */
export const VITALS_HEADINGS = {
  storefront: VITALS_HEADING,
  'slow-backend': '## Lighthouse vitals with a backend 100 ms slower',
  static: '## Lighthouse vitals from a static host',
} as const;

const SITE_WORDS: Record<keyof typeof VITALS_HEADINGS, string> = {
  storefront: "the storefront's server in front of the mock server (both on 127.0.0.1), which draws each page with its data",
  'slow-backend':
    "the storefront's server in front of the mock server answering every call 100 ms late (`--latency 100`), which draws each page with its data",
  static:
    "the built files as a static host serves them (the storefront's server with `--shell-only`: index.html at every page address, drawn in the browser)",
};

export function renderVitals(
  rows: VitalsRow[],
  measuredAt: Date,
  version: string,
  site: keyof typeof VITALS_HEADINGS = 'storefront',
): string {
  const header =
    '| Route | Preset | CPU | Host index | Performance | FCP | LCP | TBT | CLS | Targets |\n|---|---|---|---|---|---|---|---|---|---|';
  const body = rows
    .map((row) => {
      const m = row.median;
      const missed = missedTargets(row);
      return `| ${row.route} | ${row.preset} | ${row.cpuSlowdown}x | ${m.benchmarkIndex.toFixed(0)} | ${m.performance.toFixed(2)} | ${seconds(m.fcpMs)} | ${seconds(m.lcpMs)} | ${m.tbtMs.toFixed(0)} ms | ${m.cls.toFixed(3)} | ${missed.length === 0 ? 'met' : `missed: ${missed.join('; ')}`} |`;
    })
    .join('\n');
  const runs = rows[0]?.runs ?? VITALS_RUNS;
  return `${VITALS_HEADINGS[site]}

Command: \`npm run vitals -- --site ${site}\` (the storefront also a step of \`npm run bench\`). Lighthouse ${version} in Debian's
Chromium against ${SITE_WORDS[site]}, category performance only, with Lighthouse's own presets: mobile is its default
(a mid-range phone, 4x CPU slowdown, simulated slow 4G), desktop its desktop config; mobile-calibrated is the phone with
the CPU slowdown Lighthouse's docs give for this host's benchmark index ("Host index": at least 1500 4x, 800-1500 2x,
below 800 1x; docs/throttling.md, "Calibrating the CPU slowdown"), since its 4x assumes a high-end desktop. ${
    runs === 1 ? 'Each figure is from one run' : `Each figure is the median of ${runs} runs`
  } per route and preset. Targets: mobile performance at least ${VITALS_TARGETS.mobile.performance}, LCP at most
${seconds(VITALS_TARGETS.mobile.lcpMs ?? 0)}, TBT at most ${VITALS_TARGETS.mobile.tbtMs} ms, CLS at most ${VITALS_TARGETS.mobile.cls}; desktop performance at least ${VITALS_TARGETS.desktop.performance}, CLS at most ${VITALS_TARGETS.desktop.cls}.
/checkout is measured without a booking draft: Lighthouse opens a fresh tab, so it gets the "nothing to check out"
screen, which the server draws (a person arriving from BOOK NOW has a draft and gets the form, drawn in the browser).
Measured ${measuredStamp(measuredAt)} UTC.

${header}
${body}
`;
}
