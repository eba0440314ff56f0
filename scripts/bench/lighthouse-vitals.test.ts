import { describe, expect, it } from 'vitest';
import { calibrate } from './calibrated-phone';
import { withSection } from './lighthouse-scores';
import {
  medianSample,
  missedTargets,
  type PerformanceResult,
  phoneSlowdown,
  readVitals,
  renderVitals,
  VITALS_HEADING,
  type VitalsRow,
  type VitalsSample,
} from './lighthouse-vitals';

/** A performance result shaped like Lighthouse's (numericValue in ms; CLS unitless). */
function lhr(score: number, lcpMs: number, cls: number): PerformanceResult {
  return {
    categories: { performance: { score } },
    environment: { benchmarkIndex: 1200 },
    audits: {
      'first-contentful-paint': { numericValue: lcpMs - 500 },
      'largest-contentful-paint': { numericValue: lcpMs },
      'total-blocking-time': { numericValue: 120 },
      'cumulative-layout-shift': { numericValue: cls },
    },
  };
}

const sample = (performance: number, lcpMs: number, cls: number): VitalsSample => readVitals(lhr(performance, lcpMs, cls));
const row = (preset: VitalsRow['preset'], median: VitalsSample, site: VitalsRow['site'] = 'serve'): VitalsRow => ({
  site,
  route: '/',
  preset,
  runs: 3,
  median,
});

describe('Core Web Vitals figures', () => {
  it('reads score, FCP, LCP, TBT and CLS; an unmeasured metric is the worst value, never a pass', () => {
    expect(sample(0.93, 2100, 0.01)).toEqual({ benchmarkIndex: 1200, performance: 0.93, fcpMs: 1600, lcpMs: 2100, tbtMs: 120, cls: 0.01 });
    const unmeasured = readVitals({ categories: {}, audits: {} });
    expect(unmeasured.performance).toBe(0);
    expect(unmeasured.lcpMs).toBe(Number.POSITIVE_INFINITY);
    expect(missedTargets(row('desktop', unmeasured))).toHaveLength(2);
  });

  it('takes each metric’s own median across the runs', () => {
    const median = medianSample([sample(0.5, 9000, 0.3), sample(0.9, 2000, 0.02), sample(0.8, 2600, 0.9)]);
    expect(median).toMatchObject({ performance: 0.8, lcpMs: 2600, cls: 0.3 });
  });

  it('holds the phone preset to 0.95, LCP 2.0 s, TBT 200 ms and CLS 0.02, and the desktop preset to 0.98 and CLS 0.02', () => {
    expect(missedTargets(row('mobile', { ...sample(0.95, 2000, 0.02), tbtMs: 200 }))).toEqual([]);
    expect(missedTargets(row('mobile', { ...sample(0.94, 2100, 0.03), tbtMs: 201 }))).toEqual([
      'performance 0.94 < 0.95',
      'LCP 2.1 s > 2.0 s',
      'TBT 201 ms > 200 ms',
      'CLS 0.030 > 0.02',
    ]);
    expect(missedTargets(row('desktop', { ...sample(0.98, 9000, 0.01), tbtMs: 900 }))).toEqual([]);
    expect(missedTargets(row('desktop', sample(0.97, 1000, 0.01)))).toEqual(['performance 0.97 < 0.98']);
  });

  it("holds npm start's score within 0.05 of serve's for the same page and preset", () => {
    const served = row('mobile', sample(1, 1500, 0));
    expect(missedTargets(row('mobile', sample(0.95, 1500, 0), 'start'), [served])).toEqual([]);
    expect(missedTargets(row('mobile', sample(0.96, 1500, 0), 'start'), [{ ...served, median: sample(1, 1500, 0) }])).toEqual([]);
    const behind = { ...served, median: { ...served.median, performance: 1 } };
    expect(missedTargets(row('mobile', sample(0.97, 1500, 0), 'start'), [{ ...behind, preset: 'desktop' }])).toEqual([]);
    expect(missedTargets(row('desktop', sample(0.98, 900, 0), 'start'), [{ ...behind, preset: 'desktop' }])).toEqual([]);
    expect(missedTargets(row('mobile', { ...sample(0.95, 1500, 0), performance: 0.94 }, 'start'), [behind])).toEqual([
      'performance 0.94 < 0.95',
      "performance 0.94 more than 0.05 below serve's 1.00",
    ]);
  });

  const rows = [
    row('mobile', sample(0.3, 7900, 1.03)),
    row('mobile', sample(0.3, 7900, 1.03), 'start'),
    row('desktop', sample(0.98, 900, 0)),
  ];
  const calibrated = calibrate([2400, 2290, 1942, 2880, 2500]);

  it('writes a section with the command, a row per site, route and preset, and what each misses', () => {
    const section = renderVitals(rows, phoneSlowdown(calibrated), new Date(0), '13.5.0');
    expect(section.startsWith(VITALS_HEADING)).toBe(true);
    expect(section).toContain('`npm run vitals -- --site storefront`');
    expect(section).toContain('Lighthouse 13.5.0');
    expect(section).toContain(
      '| serve | / | mobile | 5.49x calibrated (index 2400) | 1200 | 0.30 | 7.4 s | 7.9 s | 120 ms | 1.030 | missed: performance 0.30 < 0.95; LCP 7.9 s > 2.0 s; CLS 1.030 > 0.02 |',
    );
    expect(section).toContain('| start | / | mobile | 5.49x calibrated (index 2400) | 1200 | 0.30 |');
    expect(section).toContain('| serve | / | desktop | 1x (preset) | 1200 | 0.98 | 0.4 s | 0.9 s | 120 ms | 0.000 | met |');
    const document = `# Benchmarks\n\n${VITALS_HEADING}\n\nold table\n\n## Later section\n`;
    expect(withSection(document, VITALS_HEADING, section)).toBe(`# Benchmarks\n\n${section}\n## Later section\n`);
  });

  it("says once how the phone's slowdown was chosen, citing Lighthouse's docs, with this run's index and multiplier", () => {
    const section = renderVitals(rows, phoneSlowdown(calibrated), new Date(0), '13.5.0');
    expect(section).not.toContain('nothing is calibrated');
    expect(section).toContain('docs/throttling.md ("Calibrating the CPU slowdown")');
    expect(section).toContain('`--throttling.cpuSlowdownMultiplier`');
    expect(section).toContain('`environment.benchmarkIndex`');
    expect(section).toContain("this run read 2400 (the median of 5 runs' readings), so 5.49x");
  });

  it("names the host's load average before and after the runs, when the command read it", () => {
    const section = renderVitals(rows, phoneSlowdown(calibrated), new Date(0), '13.5.0', 'storefront', { before: 0.95, after: 2.2 });
    expect(section).toContain("The host's load average (1 minute) was 0.95 before the runs and 2.20 after them.");
    expect(renderVitals(rows, phoneSlowdown(calibrated), new Date(0), '13.5.0')).not.toContain('load average');
  });

  it('marks a slowdown forced with --cpu-slowdown, beside the index the host read', () => {
    const forced = phoneSlowdown(calibrated, 4);
    expect(forced).toMatchObject({ multiplier: 4, forced: true, calibrated: { multiplier: 5.49 } });
    const section = renderVitals(rows, forced, new Date(0), '13.5.0');
    expect(section).toContain('| serve | / | mobile | 4x forced (index 2400) |');
    expect(section).toContain('so 5.49x, but `--cpu-slowdown` forced 4x');
    expect(section).toContain('| serve | / | desktop | 1x (preset) |');
  });
});
