import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { lighthouseVersion, runLighthouse } from './bench/lighthouse.js';
import { failures, renderLighthouse, withLighthouseSection } from './bench/lighthouse-scores.js';
import { ROOT } from './bench/web-size.js';

/**
 * `npm run lighthouse`: accessibility, best practices and SEO of the shop's main routes, desktop and mobile.
 * Writes its section of docs/benchmarks.md and exits 1, naming the failing audits, when a score is below 0.98.
 */
const log = (line: string) => process.stdout.write(`${line}\n`);
const measuredAt = new Date();
log('Lighthouse: accessibility, best practices, SEO');
const rows = await runLighthouse(log);
const file = join(ROOT, 'docs', 'benchmarks.md');
writeFileSync(file, withLighthouseSection(readFileSync(file, 'utf8'), renderLighthouse(rows, measuredAt, lighthouseVersion())));
const failed = failures(rows);
if (failed.length > 0) {
  log(`\nBelow the threshold:\n${failed.join('\n')}`);
  process.exitCode = 1;
} else log('\nEvery score reaches the threshold.');
log(`Written to ${file}`);
