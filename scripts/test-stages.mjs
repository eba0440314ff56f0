// `npm test` (every kind of test) and `npm run test:quick` (the inner loop: no build, no browser), one stage after
// another, stopping at the first that fails, with one line per stage and its duration, so a slow or failing stage
// is named in CI's log without reading all of it. The durations and the runners' JSON reports go to
// test-results/timing/, which `npm run test:timing` turns into docs/benchmarks.md's table.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const TIMING_DIR = join('test-results', 'timing');
const UNIT_PROJECTS = [
  'contract',
  'mock-server',
  'mock-server-module-mocks',
  'web',
  'web-module-mocks',
  'web-server',
  'mock-toolbar',
  'preview',
  'scripts',
  'pact-consumer',
];
const VITEST_JSON = ['--reporter=default', '--reporter=json', `--outputFile.json=${join(TIMING_DIR, 'vitest.json')}`];

const SUITES = {
  test: [
    ['lint', 'npm', ['run', 'lint']],
    ['typecheck', 'npm', ['run', 'typecheck']],
    ['build', 'npm', ['run', 'build']],
    ['vitest', 'npx', ['vitest', 'run', ...VITEST_JSON]],
    ['e2e', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']],
    ['e2e preview', 'npx', ['playwright', 'test', '-c', 'e2e/preview.config.ts']],
    // Last: it reads the request shapes the web tests and the journeys recorded.
    ['pact shapes', 'npm', ['run', 'pact:shapes']],
  ],
  quick: [
    ['lint', 'npm', ['run', 'lint']],
    ['typecheck', 'npm', ['run', 'typecheck']],
    ['vitest units', 'npx', ['vitest', 'run', ...UNIT_PROJECTS.flatMap((name) => ['--project', name])]],
    // After the units: it reads the request shapes and values the web component tests recorded, so a screen sending a
    // page size or fixed id the pact does not pin fails here, without a browser. The pinned-but-never-sent half needs
    // the journeys too, so it stays in the full run's `pact shapes`.
    ['pact web shapes', 'npm', ['run', 'pact:shapes:web']],
  ],
};

const suite = process.argv[2] ?? 'test';
const stages = SUITES[suite];
if (!stages) {
  console.error(`unknown suite "${suite}"; one of: ${Object.keys(SUITES).join(', ')}`);
  process.exit(2);
}

const seconds = (from) => Number(((performance.now() - from) / 1000).toFixed(1));
const done = [];
const record = () => {
  if (suite !== 'test') return;
  mkdirSync(TIMING_DIR, { recursive: true });
  writeFileSync(join(TIMING_DIR, 'stages.json'), `${JSON.stringify({ finishedAt: new Date().toISOString(), stages: done }, null, 2)}\n`);
};
const summary = () => done.map((stage) => `${stage.name} ${stage.seconds} s`).join(', ');
const started = performance.now();
for (const [name, command, args] of stages) {
  const stageStarted = performance.now();
  console.log(`\n=== stage ${name}: ${command} ${args.join(' ')}`);
  // Playwright's configs add a JSON report when this is set, beside their list and HTML reports.
  const env = suite === 'test' ? { ...process.env, TEST_TIMING_DIR: TIMING_DIR } : process.env;
  const { status, signal } = spawnSync(command, args, { stdio: 'inherit', env });
  done.push({ name, seconds: seconds(stageStarted), passed: status === 0 });
  record();
  if (status !== 0) {
    console.log(`\n=== stage ${name} FAILED (${signal ?? `exit ${status}`}) after ${seconds(stageStarted)} s; stages: ${summary()}`);
    process.exit(status ?? 1);
  }
  console.log(`=== stage ${name} passed in ${seconds(stageStarted)} s`);
}
console.log(`\n=== npm ${suite === 'test' ? 'test' : `run test:${suite}`} passed in ${seconds(started)} s: ${summary()}`);
