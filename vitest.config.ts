import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { webProjects } from './web/vitest.config.ts';

/**
 * Tests that start a process or a real server, or read a production build: they take seconds each, so they have
 * projects of their own (`*-processes`) with timeouts that fit a child's start on a busy machine, and stay out of
 * `npm run test:quick`. The unit projects refuse a spawn or a listen (unit-tests-start-nothing.ts), so a test that
 * belongs here cannot sit there unnoticed. Forwarding tests all run a backend server, so their folder comes whole.
 */
const MOCK_SERVER_PROCESS_TESTS = [
  'test/upstream/**/*.test.ts',
  'test/bundle.test.ts',
  'test/http/absolute-form-target.test.ts',
  'test/robustness/kill-persistence.test.ts',
  'test/robustness/full-disk-keeps-answered-writes.test.ts',
];
const SCRIPTS_PROCESS_TESTS = [
  'scripts/dev-api-proxy.test.ts',
  'scripts/dev-browser-mock.test.ts',
  'scripts/dev-stops-cleanly.test.ts',
  'scripts/start-busy-port.test.ts',
  'scripts/supervise.test.ts',
  'scripts/bench/size-budget.test.ts',
  'scripts/bench/no-mock-in-production.test.ts',
  'scripts/security/port-range.test.ts',
];
/**
 * The mock server's unit files share one module graph per worker (Vitest's `isolate: false`): each builds its own app
 * and world, so loading Fastify and the seed once per worker instead of once per file halves the project's time. A
 * file that replaces a module with `vi.mock`, or a global, needs a graph of its own and is listed here.
 */
const MOCK_SERVER_MODULE_MOCKS = [
  'test/robustness/upload-on-a-full-disk.test.ts',
  // They put a jsdom window on globalThis for a test (test/page-dom.ts): a module another file of the shared graph
  // loads meanwhile (MSW's interceptors) would keep jsdom's Request and Response after the window is gone.
  'test/http/docs-try-it.test.ts',
  'test/http/docs-demo-facts.test.ts',
];
/**
 * Property tests of the mock's calls and control plane: thousands of generated requests (fast-check), 25 s of a core.
 * They start nothing, but they prove no one change: CI runs them, `npm run test:units` and `test:quick` do not.
 */
const MOCK_SERVER_FUZZ_TESTS = ['test/robustness/fuzz.test.ts', 'test/robustness/fuzz-control-plane.test.ts'];
/** nginx in front of the built storefronts: a stage of `npm test` of its own, after the build (npm run test:deploy). */
const DEPLOY_TESTS = 'scripts/deploy/**';
const START_NOTHING = ['scripts/test-support/unit-tests-start-nothing.ts'];
/** Run in Node, not in the web project's jsdom window (web/vitest.config.ts leaves them out). */
const WEB_SERVER_TESTS = 'src/server-render/**/*.test.{ts,tsx}';
/** The shop's build plugins, in Node as Vite runs them. */
const WEB_BUILD_TESTS = 'build/**/*.test.ts';
/** A child given 30 s to start (child-server.ts) needs a test that waits longer than that. */
const PROCESS_TEST_TIMEOUT = 60_000;

/** One runner for every workspace; each project keeps its own environment. */
export default defineConfig({
  test: {
    // One worker per core (Vitest's own default leaves one core to itself: half the speed on CI's two cores,
    // where transforms are cached and the main process idles).
    maxWorkers: availableParallelism(),
    // A change to one of these can reach any test, whatever imports it (`vitest related`, `--changed`, watch mode):
    // the contract that every workspace reads, the test setups, the compiler's settings. Every test runs then.
    forceRerunTriggers: [
      ...configDefaults.forceRerunTriggers,
      '**/contract/src/**',
      '**/contract/generated/**',
      '**/src/test/**',
      '**/scripts/test-support/**',
      '**/tsconfig*.json',
    ],
    projects: [
      { test: { name: 'contract', root: 'contract', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'mock-server',
          root: 'mock-server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...MOCK_SERVER_PROCESS_TESTS, ...MOCK_SERVER_MODULE_MOCKS, ...MOCK_SERVER_FUZZ_TESTS],
          setupFiles: START_NOTHING.map((file) => `../${file}`),
          environment: 'node',
          pool: 'threads',
          isolate: false,
        },
      },
      {
        test: {
          name: 'mock-server-fuzz',
          root: 'mock-server',
          include: MOCK_SERVER_FUZZ_TESTS,
          setupFiles: START_NOTHING.map((file) => `../${file}`),
          environment: 'node',
          pool: 'threads',
          isolate: false,
        },
      },
      {
        test: {
          name: 'mock-server-module-mocks',
          root: 'mock-server',
          include: MOCK_SERVER_MODULE_MOCKS,
          setupFiles: START_NOTHING.map((file) => `../${file}`),
          environment: 'node',
        },
      },
      {
        test: {
          name: 'mock-server-processes',
          root: 'mock-server',
          include: MOCK_SERVER_PROCESS_TESTS,
          environment: 'node',
          // Their in-process backends share one module graph per worker, as the unit files do.
          pool: 'threads',
          isolate: false,
          testTimeout: PROCESS_TEST_TIMEOUT,
          hookTimeout: PROCESS_TEST_TIMEOUT,
        },
      },
      ...webProjects,
      // The mock toolbar, in the web project's window and setup: it draws with the shop's theme and strings.
      'mock-toolbar/vitest.config.ts',
      // The preview's pure parts (the service worker's check of the build's files, the page's verdict on the worker that
      // serves it), in Node, whose Web Crypto is the worker's.
      {
        test: {
          name: 'preview',
          root: 'preview',
          include: ['sw/**/*.test.ts', 'src/**/*.test.ts'],
          setupFiles: START_NOTHING.map((file) => `../${file}`),
          environment: 'node',
        },
      },
      // The shop's server render, in Node as the storefront's server runs it: no window, no document, no storage; and its
      // build plugins.
      {
        test: {
          name: 'web-server',
          root: 'web',
          include: [WEB_SERVER_TESTS, WEB_BUILD_TESTS],
          setupFiles: [...START_NOTHING.map((file) => `../${file}`), join(import.meta.dirname, 'web/src/test/record-shapes.ts')],
          // It records into the web projects' folder, so it starts it afresh as they do.
          globalSetup: [join(import.meta.dirname, 'web/src/test/global-setup.ts')],
          environment: 'node',
          // Each file draws pages with the whole app: one module graph per worker loads it once.
          isolate: false,
        },
      },
      {
        test: {
          name: 'scripts',
          root: '.',
          include: ['scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...SCRIPTS_PROCESS_TESTS, DEPLOY_TESTS],
          setupFiles: START_NOTHING,
          environment: 'node',
          // One module graph per worker, as the mock's unit files: none replaces a module.
          pool: 'threads',
          isolate: false,
        },
      },
      {
        test: {
          name: 'scripts-processes',
          root: '.',
          include: SCRIPTS_PROCESS_TESTS,
          environment: 'node',
          testTimeout: PROCESS_TEST_TIMEOUT,
          hookTimeout: PROCESS_TEST_TIMEOUT,
        },
      },
      // The storefront's production server: its tests run a stand-in backend and one spawns the server itself. None
      // replaces a module or a global, so the files of a worker share one module graph (Fastify loads once).
      {
        test: {
          name: 'storefront',
          root: 'storefront',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          pool: 'threads',
          isolate: false,
          testTimeout: PROCESS_TEST_TIMEOUT,
          hookTimeout: PROCESS_TEST_TIMEOUT,
        },
      },
      // Pact: consumer files drive the web client (jsdom for its localStorage), side by side (each writes its own
      // folder) but one at a time under PACT_UPDATE=1, where each rewrites the committed pact; the provider replays
      // the committed file.
      {
        test: {
          name: 'pact-consumer',
          root: '.',
          include: ['pacts/consumer/**/*.pact.test.ts', 'pacts/support/**/*.test.ts'],
          environment: 'jsdom',
          // One module graph per worker: the web client and Pact load once, not once per file. Each file points the
          // client at its own mock provider before its calls, and puts back any global it stubs. Forked processes: with
          // Pact's native core loaded in worker threads, a run ended in a segmentation fault.
          isolate: false,
          fileParallelism: process.env.PACT_UPDATE !== '1',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'pact-provider',
          root: '.',
          include: ['pacts/provider/**/*.pact.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
    ],
  },
});
