import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { lighthouseVersion, runVitals } from './bench/lighthouse.js';
import { withSection } from './bench/lighthouse-scores.js';
import {
  missedTargets,
  PRESETS,
  type Preset,
  phoneSlowdown,
  renderVitals,
  VITALS_HEADINGS,
  VITALS_RUNS,
  VITALS_STUDIES,
  type VitalsStudy,
} from './bench/lighthouse-vitals.js';
import { ROOT } from './bench/web-size.js';

/**
 * `npm run vitals [-- --runs N] [--site storefront|slow-backend|static] [--presets mobile,desktop] [--cpu-slowdown X]`:
 * Lighthouse's own command line, performance only (FCP, LCP, TBT, CLS), on the shop's main routes with its mobile and
 * desktop presets, the median of N runs (3 unless told), where the study says (scripts/bench/lighthouse-vitals.ts,
 * VITALS_STUDIES). The phone's CPU slowdown is calibrated to this host once, before the runs (bench/calibrated-phone.ts);
 * `--cpu-slowdown X` forces X instead, to compare with a table read at another slowdown (the host is still measured and
 * named). Writes the study's section of docs/benchmarks.md and lists what misses the targets; it measures and reports,
 * it does not fail.
 */
const log = (line: string) => process.stdout.write(`${line}\n`);
const flag = (name: string) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const runs = Number(flag('--runs') ?? VITALS_RUNS);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of runs, at least 1');
const study = (flag('--site') ?? 'storefront') as VitalsStudy;
if (!(study in VITALS_STUDIES)) throw new Error(`--site takes one of ${Object.keys(VITALS_STUDIES).join(', ')}`);
const presets = (flag('--presets')?.split(',') ?? PRESETS) as Preset[];
if (presets.some((preset) => !PRESETS.includes(preset))) throw new Error(`--presets takes some of ${PRESETS.join(',')}`);
const forced = flag('--cpu-slowdown');
const forcedSlowdown = forced === undefined ? undefined : Number(forced);
if (forcedSlowdown !== undefined && !(forcedSlowdown >= 1)) throw new Error('--cpu-slowdown takes a multiplier, at least 1');
const measuredAt = new Date();
log(`Lighthouse: Core Web Vitals on ${study}, ${runs} run(s) per route, preset and site (${presets.join(', ')})`);
const { rows, load, phone } = await runVitals(log, forcedSlowdown, runs, study, presets);
const file = join(ROOT, 'docs', 'benchmarks.md');
writeFileSync(
  file,
  withSection(readFileSync(file, 'utf8'), VITALS_HEADINGS[study], renderVitals(rows, phone, measuredAt, lighthouseVersion(), study, load)),
);
const missed = rows.flatMap((row) => missedTargets(row, rows).map((m) => `${row.site} ${row.route} (${row.preset}): ${m}`));
log(missed.length === 0 ? '\nEvery target met.' : `\nMissed:\n${missed.join('\n')}`);
log(`Written to ${file}`);
