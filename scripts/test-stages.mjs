// `npm test` (every kind of test), `npm run test:units` (every unit project) and `npm run test:quick` (what a change
// touches), one stage after another, stopping at the first that fails, with one line per stage and its duration, so a
// slow or failing stage is named in CI's log without reading all of it. `npm test`'s durations and the runners' JSON
// reports go to test-results/timing/, which `npm run test:timing` turns into docs/benchmarks.md's table.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

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
/**
 * Vitest's workers allocate many short-lived objects (requests, answers, DOM trees): with semi-spaces of 64 MB
 * instead of Node 20's 16 MB, the young generation is collected less often and fewer of them reach the old one, so the
 * same files take about a tenth less CPU.
 */
const VITEST_ENV = { NODE_OPTIONS: [process.env.NODE_OPTIONS, '--max-semi-space-size=64'].filter(Boolean).join(' ') };
const VITEST_JSON = ['--reporter=default', '--reporter=json', `--outputFile.json=${join(TIMING_DIR, 'vitest.json')}`];
/** Where `npm test`'s first stage builds the preview the journeys serve (e2e/support/build-for-journeys.ts). */
const JOURNEYS_PREVIEW = resolve('node_modules', '.cache', 'journeys-preview');
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
      VITEST_ENV,
    ],
    // Only when the web tests ran and recorded afresh: an older record was checked when it was written.
    () => existsSync(WEB_SHAPES) && statSync(WEB_SHAPES).mtimeMs >= started && webShapes,
  ];
}

const SUITES = {
  test: () => [
    // Side by side: none reads what another writes (the builds write only ignored folders, dist/ and
    // node_modules/.cache/, which Biome, knip and dependency-cruiser leave out), and knip, dependency-cruiser and the
    // type checker's single-threaded parts leave a core idle when each runs alone.
    {
      together: 'checks and builds',
      stages: [
        lint,
        typecheck,
        ['build', 'npm', ['run', 'build']],
        ['journeys build', 'npm', ['run', 'build:journeys', '--', JOURNEYS_PREVIEW]],
      ],
    },
    // The built storefronts behind nginx from deploy/nginx.conf.template (scripts/ensure-nginx.sh installs it in CI).
    ['deploy', 'npm', ['run', 'test:deploy']],
    ['vitest', 'npx', ['vitest', 'run', ...VITEST_JSON], VITEST_ENV],
    // Its set-up then only starts the servers: the console page and the preview were built in this run's first stage.
    ['e2e', 'npx', ['playwright', 'test', '-c', 'e2e/all.config.ts'], { E2E_CONSOLE_BUILT: '1', E2E_PREVIEW_BUILT: JOURNEYS_PREVIEW }],
    // Last: it reads the request shapes the web tests and the journeys recorded.
    ['pact shapes', 'npm', ['run', 'pact:shapes']],
  ],
  units: () => [['vitest units', 'npx', ['vitest', 'run', ...UNIT_PROJECTS], VITEST_ENV], webShapes],
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
// Playwright's configs add a JSON report when this is set, beside their list and HTML reports.
const env = suite === 'test' ? { ...process.env, TEST_TIMING_DIR: TIMING_DIR } : process.env;

function fail(name, status, signal, from) {
  console.log(`\n=== stage ${name} FAILED (${signal ?? `exit ${status}`}) after ${seconds(from)} s; stages: ${summary()}`);
  process.exit(status ?? 1);
}

/** One stage with the terminal to itself. */
function runAlone([name, command, args, stageEnv = {}]) {
  const stageStarted = performance.now();
  console.log(`\n=== stage ${name}: ${command} ${args.join(' ')}`);
  const { status, signal } = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...stageEnv } });
  done.push({ name, seconds: seconds(stageStarted), passed: status === 0 });
  record();
  if (status !== 0) fail(name, status, signal, stageStarted);
  console.log(`=== stage ${name} passed in ${seconds(stageStarted)} s`);
}

/** A stage of a group: its output kept whole (stdout and stderr in the order they came), printed when the group ends. */
function runQuietly([name, command, args]) {
  const stageStarted = performance.now();
  const output = [];
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      resolve({ name, command, args, output, status: 1, signal: null, seconds: seconds(stageStarted) });
    });
    child.on('close', (status, signal) => resolve({ name, command, args, output, status, signal, seconds: seconds(stageStarted) }));
  });
}

/**
 * Stages run at once, each printed whole in the order listed with its own duration, so the log reads as if they ran
 * one after another. The group is one row of the timing table, at its wall-clock time: the rows still add up to the run.
 */
async function runTogether({ together, stages }) {
  const groupStarted = performance.now();
  console.log(`\n=== stages ${stages.map(([name]) => name).join(', ')} side by side`);
  const results = await Promise.all(stages.map(runQuietly));
  for (const { name, command, args, output, status, signal, seconds: took } of results) {
    console.log(`\n=== stage ${name}: ${command} ${args.join(' ')}`);
    process.stdout.write(Buffer.concat(output));
    console.log(
      status === 0 ? `=== stage ${name} passed in ${took} s` : `=== stage ${name} FAILED (${signal ?? `exit ${status}`}) after ${took} s`,
    );
  }
  const failed = results.find((result) => result.status !== 0);
  done.push({ name: together, seconds: seconds(groupStarted), passed: !failed });
  record();
  if (failed) fail(together, failed.status, failed.signal, groupStarted);
  console.log(`=== stages ${together} passed in ${seconds(groupStarted)} s`);
}

const started = performance.now();
for (const entry of stages) {
  // A stage may be decided when its turn comes (it depends on what an earlier one wrote), or left out (false).
  const stage = typeof entry === 'function' ? entry() : entry;
  if (!stage) continue;
  if (Array.isArray(stage)) runAlone(stage);
  else await runTogether(stage);
}
console.log(`\n=== npm ${suite === 'test' ? 'test' : `run test:${suite}`} passed in ${seconds(started)} s: ${summary()}`);
