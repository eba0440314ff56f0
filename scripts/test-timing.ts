// `npm run test:timing`: rewrites docs/benchmarks.md's table of `npm test`'s stages and its 10 slowest tests from the
// files that run wrote to test-results/timing/ (scripts/test-stages.mjs), leaving the other sections as they are.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withSection } from './bench/lighthouse-scores.js';
import { type PlaywrightReport, playwrightTests, slowest, type VitestReport, vitestTests } from './test-timing/reports.js';
import { renderTimingSection, type StageTime, TIMING_HEADING } from './test-timing/section.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TIMING_DIR = join(ROOT, 'test-results', 'timing');
const SLOWEST_COUNT = 10;

function readJson<T>(name: string): T | undefined {
  const file = join(TIMING_DIR, name);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

const run = readJson<{ finishedAt: string; stages: StageTime[] }>('stages.json');
if (!run) {
  console.error(`no ${join(TIMING_DIR, 'stages.json')}: run \`npm test\` first`);
  process.exit(1);
}
const vitest = readJson<VitestReport>('vitest.json');
// Every journey, the preview's among them, in one run (e2e/all.config.ts). Its files are named from the repository that
// ran it, the folder above the config's (a clean clone elsewhere names them as this one does).
const e2e = readJson<PlaywrightReport>('e2e.json');
const tests = [...(vitest ? vitestTests(vitest, ROOT) : []), ...(e2e ? playwrightTests(e2e, dirname(dirname(e2e.config.configFile))) : [])];
const section = renderTimingSection(run.finishedAt, run.stages, slowest(tests, SLOWEST_COUNT));
const document = join(ROOT, 'docs', 'benchmarks.md');
writeFileSync(document, withSection(readFileSync(document, 'utf8'), TIMING_HEADING, section));
console.log(`docs/benchmarks.md: "${TIMING_HEADING.slice(3)}" rewritten from ${tests.length} timed tests`);
