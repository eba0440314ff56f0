import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { SHELL_CACHE } from '@tours/storefront/static-files';
import autocannon from 'autocannon';
import { writeMarkedSection } from './bench-document.js';
import { toLoadResult } from './load.js';
import { bundleNode, freePort, type Running, rssMb, SERVER_BUNDLE, STOREFRONT_BUNDLE, start, stop } from './processes.js';
import { crawlerSection, measureCrawlers } from './storefront-crawlers.js';
import { ROOT } from './web-size.js';

/**
 * `npm run bench:storefront [-- --before <an older storefront/dist/main.mjs>]`: the storefront's server drawing public
 * pages in front of the mock, as `npm start` runs it (both bundles on plain node): a warm page's latency at 20
 * concurrent visitors, then its memory after 10,000 pages; once with the mock answering at once and once with 100 ms
 * added to every answer (the mock's --latency). Then what crawlers meet (storefront-crawlers.ts), for the older server
 * too when given (with the web/dist of its checkout). Written into docs/benchmarks.md between its markers.
 */
const PAGES = ['/', '/productList', '/productInfo/1', '/Blog', '/checkout'];
const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const MEMORY_PAGES = 10_000;
const BEGIN = '<!-- storefront-bench:begin -->';
const END = '<!-- storefront-bench:end -->';

interface PageRow {
  backend: string;
  page: string;
  rps: number;
  p50: number;
  p99: number;
  failures: number;
  /** Share of the pages under load that came drawn (the rest were the shell, past their deadline). */
  drawn: number;
}

const log = (line: string) => process.stdout.write(`${line}\n`);
const html = { accept: 'text/html', 'accept-encoding': 'br' };

/** What the storefront stands in front of, and how long it keeps a drawn page (its --page-cache; 10 s is serve's default). */
const SETUPS = [
  { backend: 'mock', latencyMs: 0, pageCache: 10 },
  { backend: 'mock +100 ms', latencyMs: 100, pageCache: 10 },
  { backend: 'mock, nothing kept (--page-cache 0)', latencyMs: 0, pageCache: 0 },
] as const;

async function startStack(latencyMs: number, pageCache: number): Promise<{ mock: Running; storefront: Running }> {
  const mockPort = await freePort();
  const mockRun = bundleNode(SERVER_BUNDLE, ['--port', String(mockPort), '--latency', String(latencyMs)]);
  const mock = await start('mock', mockRun.command, mockRun.args, mockPort, async (base) => (await fetch(`${base}/__mock/worlds`)).ok);
  const port = await freePort();
  const run = bundleNode(STOREFRONT_BUNDLE, [
    '--api',
    mock.base,
    '--port',
    String(port),
    '--media-path',
    '/media',
    '--page-cache',
    String(pageCache),
  ]);
  const storefront = await start('storefront', run.command, run.args, port, async (base) => (await fetch(`${base}/readyz`)).ok);
  return { mock, storefront };
}

async function measurePages(base: string, backend: string): Promise<PageRow[]> {
  const rows: PageRow[] = [];
  for (const page of PAGES) {
    // Warm: the page's modules, the connections to the backend, the JIT.
    await autocannon({ url: `${base}${page}`, headers: html, connections: CONNECTIONS, duration: 2 });
    let drawn = 0;
    let answered = 0;
    // The shell goes out `no-cache`; a drawn page `private` or, for a first visit, `public` (storefront/src/pages.ts).
    const countDrawn = (_status: number, _body: string, _context: unknown, headers: Record<string, string>) => {
      answered += 1;
      if ((headers['cache-control'] ?? SHELL_CACHE) !== SHELL_CACHE) drawn += 1;
    };
    const result = await autocannon({
      url: `${base}${page}`,
      requests: [{ path: page, headers: html, onResponse: countDrawn }],
      connections: CONNECTIONS,
      duration: DURATION_S,
    });
    const row = {
      backend,
      page,
      ...toLoadResult(result),
      drawn: answered === 0 ? 0 : drawn / answered,
    };
    log(
      `  ${backend} ${page}: ${row.rps.toFixed(0)} pages/s, p50 ${row.p50} ms, p99 ${row.p99} ms, failures ${row.failures}, drawn ${(row.drawn * 100).toFixed(0)} %`,
    );
    rows.push(row);
  }
  return rows;
}

async function memoryAfterPages(base: string, pid: number | undefined): Promise<{ before: number; after: number }> {
  const before = rssMb(pid);
  const requests = PAGES.map((path) => ({ path, headers: html }));
  // autocannon cycles through the pages until the amount is reached.
  await autocannon({ url: base, requests, connections: CONNECTIONS, amount: MEMORY_PAGES });
  return { before, after: rssMb(pid) };
}

function render(rows: PageRow[], memory: { before: number; after: number }, crawlers: string, startedAt: Date): string {
  const lines = [
    `Measured ${startedAt.toISOString().slice(0, 16)} UTC by \`npm run bench:storefront\` on this 2-core machine: the storefront's`,
    'server (`storefront/dist/main.mjs`) in front of the mock (`mock-server/dist/main.mjs`), both on plain node, drawing',
    `each page with its data; ${CONNECTIONS} concurrent visitors for ${DURATION_S} s per page after a 2 s warm-up, brotli asked.`,
    "A drawn page is served again for 10 s to visitors with the same address and cookie (`npm run serve`'s default",
    '`--page-cache`); the last rows keep nothing, so only visitors arriving while their page is being drawn share',
    'that drawing: what the server costs in front of a backend that changes between two visits.',
    '',
    '| Backend | Page | Pages/s | p50 | p99 | Failures | Drawn (the rest: the shell, past the deadline) |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.backend} | \`${row.page}\` | ${row.rps.toFixed(0)} | ${row.p50} ms | ${row.p99} ms | ${row.failures} | ${(row.drawn * 100).toFixed(0)} % |`,
    ),
    '',
    `Memory (RSS) of the storefront's server, mock answering at once, pages kept: ${memory.before.toFixed(0)} MB warm, ${memory.after.toFixed(0)} MB after ${MEMORY_PAGES.toLocaleString('en')} more pages.`,
    '',
    '### What crawlers meet: a large sitemap, and a flood of unique searches',
    '',
    crawlers,
  ];
  return lines.join('\n');
}

const { values } = parseArgs({ options: { before: { type: 'string' } } });
const startedAt = new Date();
for (const [command, args] of [
  ['npm', ['run', 'build']],
  [process.execPath, ['scripts/build-server.mjs']],
] as const) {
  if (spawnSync(command, [...args], { cwd: ROOT, stdio: 'inherit' }).status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}
const rows: PageRow[] = [];
let memory = { before: Number.NaN, after: Number.NaN };
for (const { backend, latencyMs, pageCache } of SETUPS) {
  log(`storefront in front of the ${backend}`);
  const { mock, storefront } = await startStack(latencyMs, pageCache);
  try {
    rows.push(...(await measurePages(storefront.base, backend)));
    if (backend === 'mock') {
      memory = await memoryAfterPages(storefront.base, storefront.child.pid);
      log(`  RSS ${memory.before.toFixed(0)} MB warm, ${memory.after.toFixed(0)} MB after ${MEMORY_PAGES} pages`);
    }
  } finally {
    await stop(storefront);
    await stop(mock);
  }
}
const crawlerRows = [];
if (values.before) {
  const before = resolve(values.before);
  log('what crawlers meet, before');
  crawlerRows.push(...(await measureCrawlers('before', before, join(dirname(before), '..', '..', 'web', 'dist'))));
}
log('what crawlers meet');
crawlerRows.push(...(await measureCrawlers(values.before ? 'after' : 'this build', STOREFRONT_BUNDLE, join(ROOT, 'web', 'dist'))));
writeMarkedSection(
  { begin: BEGIN, end: END },
  render(rows, memory, crawlerSection(crawlerRows, startedAt), startedAt),
  (document, block) => `${document.trimEnd()}\n\n## The storefront's server: pages drawn with their data\n\n${block}\n`,
);
log('written to docs/benchmarks.md');
