import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { lighthouseVersion, runVitals, VITALS_SITES, type VitalsSite } from './bench/lighthouse.js';
import { withSection } from './bench/lighthouse-scores.js';
import { missedTargets, PRESETS, type Preset, renderVitals, VITALS_HEADINGS, VITALS_RUNS } from './bench/lighthouse-vitals.js';
import { ROOT } from './bench/web-size.js';

/**
 * `npm run vitals [-- --runs N] [--site storefront|slow-backend|static] [--presets mobile,desktop]`: Lighthouse
 * performance (FCP, LCP, TBT, CLS) of the shop's main routes on its mobile and desktop presets, the median of N runs (3
 * unless told), where the site says (scripts/bench/lighthouse.ts, VitalsSite). Writes the site's section of
 * docs/benchmarks.md and lists what misses the targets; it measures and reports, it does not fail.
 */
const log = (line: string) => process.stdout.write(`${line}\n`);
const flag = (name: string) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const runs = Number(flag('--runs') ?? VITALS_RUNS);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of runs, at least 1');
const site = (flag('--site') ?? 'storefront') as VitalsSite;
if (!VITALS_SITES.includes(site)) throw new Error(`--site takes one of ${VITALS_SITES.join(', ')}`);
const presets = (flag('--presets')?.split(',') ?? PRESETS) as Preset[];
if (presets.some((preset) => !PRESETS.includes(preset))) throw new Error(`--presets takes some of ${PRESETS.join(',')}`);
const measuredAt = new Date();
log(`Lighthouse: Core Web Vitals on ${site}, ${runs} run(s) per route and preset (${presets.join(', ')})`);
const rows = await runVitals(log, runs, site, presets);
const file = join(ROOT, 'docs', 'benchmarks.md');
writeFileSync(
  file,
  withSection(readFileSync(file, 'utf8'), VITALS_HEADINGS[site], renderVitals(rows, measuredAt, lighthouseVersion(), site)),
);
const missed = rows.flatMap((row) => missedTargets(row).map((m) => `${row.route} (${row.preset}): ${m}`));
log(missed.length === 0 ? '\nEvery target met.' : `\nMissed:\n${missed.join('\n')}`);
log(`Written to ${file}`);
