import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { writeMarkedSection } from './bench-document.js';
import { bundleNode, freePort, type Running, SERVER_BUNDLE, STOREFRONT_BUNDLE, start, stop } from './processes.js';
import { isDrawnPage, ms, percentile, probe, timed } from './timed-requests.js';
import { ROOT } from './web-size.js';

/**
 * `npm run bench:flood -- [--before <an older storefront/dist/main.mjs> [--before-web-dist <its web/dist>]]`: the
 * storefront's server while 24 clients, each with a cookie of its own, ask for pages, 8 a second in all: the cost of
 * drawing must not reach /healthz or a file. One mock (mock-server/dist/main.mjs, built first) serves every run; with
 * --before, the older server runs the same load in the same run, so both columns share the machine's state.
 * Two loads: serve's default page cache (10 s), where the clients' own cookies are all an attacker varies, and
 * `--page-cache 0`, where every page is drawn. Written into docs/benchmarks.md between its markers.
 */
const PAGES = ['/', '/productList', '/productInfo/1', '/Blog', '/aboutUs'];
const CLIENTS = 24;
const PAGES_PER_SECOND = 8;
const SECONDS = Number(process.env.BENCH_DURATION ?? 30);
const PROBE_EVERY_MS = 100;
const BEGIN = '<!-- storefront-flood:begin -->';
const END = '<!-- storefront-flood:end -->';
/**
 * The paced loads (8 pages a second in all) and the saturating ones (each client asks its next page as soon as the
 * last came, so the server gets as many as it can draw): the second is what a flood does to a server that draws on its
 * only thread.
 */
const LOADS = [
  { pageCache: 10, pagesPerSecond: PAGES_PER_SECOND },
  { pageCache: 0, pagesPerSecond: PAGES_PER_SECOND },
  { pageCache: 10, pagesPerSecond: Number.POSITIVE_INFINITY },
  { pageCache: 0, pagesPerSecond: Number.POSITIVE_INFINITY },
] as const;

interface Run {
  server: string;
  pageCache: number;
  pagesPerSecond: number;
  pages: number[];
  drawn: number;
  health: number[];
  asset: number[];
  load: string;
}

const log = (line: string) => process.stdout.write(`${line}\n`);

/** One client: a page every CLIENTS / pagesPerSecond seconds (or as soon as the last came, if later), its own cookie. */
async function client(base: string, index: number, until: number, run: Run): Promise<void> {
  const every = (CLIENTS / run.pagesPerSecond) * 1000;
  await sleep((index * every) / CLIENTS);
  for (let n = 0; performance.now() < until; n += 1) {
    const next = performance.now() + every;
    const page = PAGES[(index + n) % PAGES.length] ?? '/';
    const { ms: took, response } = await timed(`${base}${page}`, {
      accept: 'text/html',
      'accept-encoding': 'br',
      cookie: `z=${index}-${process.pid}`,
    });
    run.pages.push(took);
    // The shell goes out `no-cache`; a drawn page `private` or, for a first visit, `public` (storefront/src/pages.ts).
    if (isDrawnPage(response)) run.drawn += 1;
    await sleep(Math.max(0, next - performance.now()));
  }
}

async function flood(server: string, bundle: string, webDist: string, mock: Running, load: (typeof LOADS)[number]): Promise<Run> {
  const { pageCache, pagesPerSecond } = load;
  const asset = /<script type="module" crossorigin src="([^"]+)"/.exec(readFileSync(join(webDist, 'index.html'), 'utf8'))?.[1];
  if (!asset) throw new Error(`${webDist}/index.html names no script`);
  const port = await freePort();
  const args = [
    '--api',
    mock.base,
    '--port',
    String(port),
    '--web-dist',
    webDist,
    '--media-path',
    '/media',
    '--page-cache',
    String(pageCache),
  ];
  const run = bundleNode(bundle, args);
  // Ready once a render thread is up: /readyz stops answering 503. An older build has no /readyz (a page address there)
  // and listens only once its threads are up, so any other answer means ready too.
  const storefront = await start(server, run.command, run.args, port, async (base) => (await fetch(`${base}/readyz`)).status !== 503);
  const result: Run = {
    server,
    pageCache,
    pagesPerSecond,
    pages: [],
    drawn: 0,
    health: [],
    asset: [],
    load: loadavg()[0]?.toFixed(1) ?? '',
  };
  try {
    // Warm: each page drawn once, as a first visitor would find it.
    for (const page of PAGES) await timed(`${storefront.base}${page}`, { accept: 'text/html' });
    const until = performance.now() + SECONDS * 1000;
    await Promise.all([
      ...Array.from({ length: CLIENTS }, (_, index) => client(storefront.base, index, until, result)),
      probe(`${storefront.base}/healthz`, until, result.health, PROBE_EVERY_MS),
      probe(`${storefront.base}${asset}`, until, result.asset, PROBE_EVERY_MS),
    ]);
  } finally {
    await stop(storefront);
  }
  result.load += ` to ${loadavg()[0]?.toFixed(1)}`;
  log(`  ${row(result)}`);
  return result;
}

function row(run: Run): string {
  const drawn = run.pages.length === 0 ? 0 : (100 * run.drawn) / run.pages.length;
  return [
    run.server,
    run.pageCache === 0 ? '0 (every page drawn)' : `${run.pageCache} s`,
    Number.isFinite(run.pagesPerSecond) ? `${run.pagesPerSecond}/s` : 'as fast as answered',
    ms(percentile(run.health, 95)),
    ms(Math.max(...run.health)),
    ms(percentile(run.asset, 95)),
    ms(percentile(run.pages, 50)),
    ms(percentile(run.pages, 95)),
    ms(Math.max(...run.pages)),
    `${run.pages.length}`,
    `${drawn.toFixed(0)} %`,
    run.load,
  ].join(' | ');
}

function section(runs: Run[], startedAt: Date): string {
  return [
    `Measured ${startedAt.toISOString().slice(0, 16)} UTC by \`npm run bench:flood\` on this 2-core machine, shared with other work (the`,
    `load average's one-minute figure at each run's start and end is its last column): ${CLIENTS} clients, each with a cookie`,
    `of its own, asking ${PAGES.join(', ')} in turn, ${PAGES_PER_SECOND} pages a second in all or each its next page as soon as`,
    `the last came (a flood), for ${SECONDS} s; meanwhile`,
    `\`/healthz\` and the shop's script asked one after another every ${PROBE_EVERY_MS} ms. Targets: \`/healthz\` and the script`,
    'p95 at most 100 ms, pages p95 at most 1.5 s. Each server runs with its defaults but the page cache (after: render',
    `threads ${Math.max(1, availableParallelism() - 1)}, the cores but one), its own build of the shop, the same mock; after keys its pages by what`,
    "they read, so the clients' cookies make no page of their own there.",
    '',
    '| Server | Page cache | Pages asked | `/healthz` p95 | `/healthz` max | Script p95 | Pages p50 | Pages p95 | Pages max | Pages | Drawn | Load average |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...runs.map((run) => `| ${row(run)} |`),
    '',
  ].join('\n');
}

const { values } = parseArgs({ options: { before: { type: 'string' }, 'before-web-dist': { type: 'string' } } });
/** The commit a server was built from, for its row's name: the checkout two folders above its dist/main.mjs. */
const commitOf = (bundle: string) =>
  spawnSync('git', ['-C', dirname(bundle), 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim() || 'unknown';
const servers = [
  ...(values.before
    ? [
        {
          server: `before (${commitOf(resolve(values.before))})`,
          bundle: resolve(values.before),
          webDist: resolve(values['before-web-dist'] ?? join(dirname(resolve(values.before)), '..', '..', 'web', 'dist')),
        },
      ]
    : []),
  { server: `after (${commitOf(STOREFRONT_BUNDLE)})`, bundle: STOREFRONT_BUNDLE, webDist: join(ROOT, 'web', 'dist') },
];
const startedAt = new Date();
const mockPort = await freePort();
const mockRun = bundleNode(SERVER_BUNDLE, ['--port', String(mockPort)]);
const mock = await start('mock', mockRun.command, mockRun.args, mockPort, async (base) => (await fetch(`${base}/__mock/worlds`)).ok);
const runs: Run[] = [];
try {
  for (const load of LOADS) {
    for (const { server, bundle, webDist } of servers) runs.push(await flood(server, bundle, webDist, mock, load));
  }
} finally {
  await stop(mock);
}
writeMarkedSection({ begin: BEGIN, end: END }, section(runs, startedAt), (document, block) =>
  document.replace(
    '<!-- storefront-bench:end -->',
    () => `<!-- storefront-bench:end -->\n\n### A flood of pages with cookies of their own\n\n${block}`,
  ),
);
log('written to docs/benchmarks.md');
