import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { lighthouseVersion, runVitals } from './bench/lighthouse.js';
import { withSection } from './bench/lighthouse-scores.js';
import { missedTargets, renderVitals, VITALS_HEADING, VITALS_RUNS } from './bench/lighthouse-vitals.js';
import { ROOT } from './bench/web-size.js';

/**
 * `npm run vitals [-- --runs N]`: Lighthouse performance (FCP, LCP, TBT, CLS) of issue 18's routes on its mobile
 * and desktop presets, the median of N runs (3 unless told). Writes its section of docs/benchmarks.md and lists
 * what misses the targets; it measures and reports, it does not fail (the targets are not all met yet).
 */
const log = (line: string) => process.stdout.write(`${line}\n`);
const runsArgument = process.argv.indexOf('--runs');
const runs = runsArgument === -1 ? VITALS_RUNS : Number(process.argv[runsArgument + 1]);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of runs, at least 1');
const measuredAt = new Date();
log(`Lighthouse: Core Web Vitals, ${runs} run(s) per route and preset`);
const rows = await runVitals(log, runs);
const file = join(ROOT, 'docs', 'benchmarks.md');
writeFileSync(file, withSection(readFileSync(file, 'utf8'), VITALS_HEADING, renderVitals(rows, measuredAt, lighthouseVersion())));
const missed = rows.flatMap((row) => missedTargets(row).map((m) => `${row.route} (${row.preset}): ${m}`));
log(missed.length === 0 ? '\nEvery target met.' : `\nMissed:\n${missed.join('\n')}`);
log(`Written to ${file}`);
