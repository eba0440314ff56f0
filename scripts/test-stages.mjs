// `npm test` (every kind of test), `npm run test:units` (every unit project) and `npm run test:quick` (what a change
// touches), one stage after another, stopping at the first that fails, with one line per stage and its duration, so a
// slow or failing stage is named in CI's log without reading all of it. `npm test`'s durations and the runners' JSON
// reports go to test-results/timing/, which `npm run test:timing` turns into docs/benchmarks.md's table.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
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
].flatMap((name) => ['--project', name]);
const VITEST_JSON = ['--reporter=default', '--reporter=json', `--outputFile.json=${join(TIMING_DIR, 'vitest.json')}`];
/** Where the web tests record the request shapes they sent (web/src/test/request-shape-recorder.ts). */
const WEB_SHAPES = join('.request-shapes', 'web');

/**
 * Files that tests read at run time instead of importing, so `vitest related` cannot see the link: a change to one
 * brings the tests that read it.
 */
const READ_BY_TESTS = [
  [/\.md$/, ['scripts/docs-name-real-files.test.ts', 'scripts/coverage-names-every-call.test.ts']],
  [/^\.dependency-cruiser\.cjs$/, ['scripts/dependency-rules.test.ts']],
  [/^docs\/openapi\.json$|^pacts\/[^/]+\.json$/, ['scripts/openapi.test.ts', 'scripts/openapi-pact.test.ts']],
];
const readingTests = (files) => READ_BY_TESTS.flatMap(([pattern, tests]) => (files.some((file) => pattern.test(file)) ? tests : []));

const git = (...args) =>
  spawnSync('git', args, { encoding: 'utf8' })
    .stdout.split('\n')
    .filter((line) => line !== '');

/**
 * The files a change touches, as lint-staged and `vitest --changed` see them: what differs from the last landed main
 * (origin/main when the clone has it, else the last commit), committed or not, and new files git does not ignore.
 */
function changedFiles() {
  const landed = git('rev-parse', '--verify', '--quiet', 'origin/main').length > 0 ? 'origin/main' : 'HEAD';
  const since = git('merge-base', 'HEAD', landed)[0] ?? 'HEAD';
  const files = new Set([...git('diff', '--name-only', since), ...git('ls-files', '--others', '--exclude-standard')]);
  return { since: landed, files: [...files].filter((file) => existsSync(file)) };
}

const lint = ['lint', 'npm', ['run', 'lint']];
const typecheck = ['typecheck', 'npm', ['run', 'typecheck']];
// After the units: it reads the request shapes and values the web component tests recorded, so a screen sending a
// page size or fixed id the pact does not pin fails here, without a browser. The pinned-but-never-sent half needs the
// journeys too, so it stays in the full run's `pact shapes`.
const webShapes = ['pact web shapes', 'npm', ['run', 'pact:shapes:web']];

function quickStages() {
  const { since, files } = changedFiles();
  console.log(`test:quick: ${files.length} file(s) changed since ${since}${files.length > 0 ? `: ${files.join(' ')}` : ''}`);
  const started = Date.now();
  return [
    // Biome on the changed files; knip and dependency-cruiser read the whole tree (an unused export or a cycle is a
    // property of the graph, not of one file) and take seconds.
    files.length > 0 && ['format and lint', 'npx', ['biome', 'check', '--no-errors-on-unmatched', '--files-ignore-unknown=true', ...files]],
    ['unused code', 'npx', ['knip']],
    ['imports', 'npm', ['run', 'lint:imports']],
    typecheck,
    // The tests that import a changed file; every test when a file of vitest.config.ts's forceRerunTriggers changed.
    files.length > 0 && [
      'vitest related',
      'npx',
      ['vitest', 'related', '--run', '--passWithNoTests', ...UNIT_PROJECTS, ...files, ...readingTests(files)],
    ],
    // Only when the web tests ran and recorded afresh: an older record was checked when it was written.
    () => existsSync(WEB_SHAPES) && statSync(WEB_SHAPES).mtimeMs >= started && webShapes,
  ];
}

const SUITES = {
  test: () => [
    lint,
    typecheck,
    ['build', 'npm', ['run', 'build']],
    // The built storefronts behind nginx from deploy/nginx.conf.template (scripts/ensure-nginx.sh installs it in CI).
    ['deploy', 'npm', ['run', 'test:deploy']],
    ['vitest', 'npx', ['vitest', 'run', ...VITEST_JSON]],
    ['e2e', 'npx', ['playwright', 'test', '-c', 'e2e/all.config.ts']],
    // Last: it reads the request shapes the web tests and the journeys recorded.
    ['pact shapes', 'npm', ['run', 'pact:shapes']],
  ],
  units: () => [['vitest units', 'npx', ['vitest', 'run', ...UNIT_PROJECTS]], webShapes],
  quick: quickStages,
};

const suite = process.argv[2] ?? 'test';
if (!SUITES[suite]) {
  console.error(`unknown suite "${suite}"; one of: ${Object.keys(SUITES).join(', ')}`);
  process.exit(2);
}
const stages = SUITES[suite]();

const seconds = (from) => Number(((performance.now() - from) / 1000).toFixed(1));
const done = [];
const record = () => {
  if (suite !== 'test') return;
  mkdirSync(TIMING_DIR, { recursive: true });
  writeFileSync(join(TIMING_DIR, 'stages.json'), `${JSON.stringify({ finishedAt: new Date().toISOString(), stages: done }, null, 2)}\n`);
};
const summary = () => done.map((stage) => `${stage.name} ${stage.seconds} s`).join(', ');
const started = performance.now();
for (const entry of stages) {
  // A stage may be decided when its turn comes (it depends on what an earlier one wrote), or left out (false).
  const stage = typeof entry === 'function' ? entry() : entry;
  if (!stage) continue;
  const [name, command, args] = stage;
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
