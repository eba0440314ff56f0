/**
 * The pure half of the Core Web Vitals pass (issue 18): what one Lighthouse performance run gives, the median of
 * several, the targets, and the docs/benchmarks.md section. The runner is `runVitals` in lighthouse.ts.
 */

/** The routes of issue 18: home, the tour list, tour detail, the blog list and checkout. */
export const VITALS_ROUTES = ['/', '/productList', '/productInfo/1', '/Blog', '/checkout'] as const;
/** Runs per route and preset; the table shows their median (one simulated run is too noisy to judge). */
export const VITALS_RUNS = 3;

/** Lighthouse's own presets: its default (a mid-range phone, 4x CPU, simulated slow 4G) and its desktop config. */
export type Preset = 'mobile' | 'desktop';
export const PRESETS: Preset[] = ['mobile', 'desktop'];

interface Targets {
  performance: number;
  /** Core Web Vitals "good": LCP at most 2.5 s (held on the phone preset, where it is hardest). */
  lcpMs?: number;
  cls: number;
}

/** Issue 18's targets per preset. */
export const VITALS_TARGETS: Record<Preset, Targets> = {
  mobile: { performance: 0.9, lcpMs: 2500, cls: 0.05 },
  desktop: { performance: 0.95, cls: 0.05 },
};

export interface VitalsSample {
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
  median: VitalsSample;
}

/** The part of Lighthouse's result (LHR) read here. */
export interface PerformanceResult {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
}

/** A metric Lighthouse could not measure (a page that never painted) reads as the worst value, never a pass. */
const metric = (lhr: PerformanceResult, id: string) => lhr.audits[id]?.numericValue ?? Number.POSITIVE_INFINITY;

export function readVitals(lhr: PerformanceResult): VitalsSample {
  return {
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
  return { performance: of('performance'), fcpMs: of('fcpMs'), lcpMs: of('lcpMs'), tbtMs: of('tbtMs'), cls: of('cls') };
}

/** What a row misses of its preset's targets, in words; empty when it meets them all. */
export function missedTargets(row: VitalsRow): string[] {
  const targets = VITALS_TARGETS[row.preset];
  const { median: m } = row;
  const missed: string[] = [];
  if (m.performance < targets.performance) missed.push(`performance ${m.performance.toFixed(2)} < ${targets.performance}`);
  if (targets.lcpMs !== undefined && m.lcpMs > targets.lcpMs) missed.push(`LCP ${seconds(m.lcpMs)} > ${seconds(targets.lcpMs)}`);
  if (m.cls > targets.cls) missed.push(`CLS ${m.cls.toFixed(3)} > ${targets.cls}`);
  return missed;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export const VITALS_HEADING = '## Lighthouse: Core Web Vitals (performance)';

/** The docs/benchmarks.md section: the command, the targets and a row per route and preset. */
export function renderVitals(rows: VitalsRow[], measuredAt: Date, version: string): string {
  const header = '| Route | Preset | Performance | FCP | LCP | TBT | CLS | Targets |\n|---|---|---|---|---|---|---|---|';
  const body = rows
    .map((row) => {
      const m = row.median;
      const missed = missedTargets(row);
      return `| ${row.route} | ${row.preset} | ${m.performance.toFixed(2)} | ${seconds(m.fcpMs)} | ${seconds(m.lcpMs)} | ${m.tbtMs.toFixed(0)} ms | ${m.cls.toFixed(3)} | ${missed.length === 0 ? 'met' : `missed: ${missed.join('; ')}`} |`;
    })
    .join('\n');
  const runs = rows[0]?.runs ?? VITALS_RUNS;
  return `${VITALS_HEADING}

Command: \`npm run vitals\` (also a step of \`npm run bench\`). Lighthouse ${version} in Debian's Chromium against the built
shop on the mock server (127.0.0.1), category performance only, with Lighthouse's own presets: mobile is its default
(a mid-range phone, 4x CPU slowdown, simulated slow 4G), desktop its desktop config. ${
    runs === 1 ? 'Each figure is from one run' : `Each figure is the median of ${runs} runs`
  } per route and preset. Targets (issue 18): mobile performance at least ${VITALS_TARGETS.mobile.performance}, LCP at most
${seconds(VITALS_TARGETS.mobile.lcpMs ?? 0)}, CLS at most ${VITALS_TARGETS.mobile.cls}; desktop performance at least ${VITALS_TARGETS.desktop.performance}, CLS at most ${VITALS_TARGETS.desktop.cls}.
/checkout is measured without a booking draft (the "nothing to check out" screen a first visit gets).
Measured ${measuredAt.toISOString().slice(0, 16).replace('T', ' ')} UTC.

${header}
${body}
`;
}
