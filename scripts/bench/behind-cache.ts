import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { nginxConfig } from '../deploy/nginx-config.js';
import { startNginx, startStorefrontProcess, stopNginx } from '../deploy/shop-stack.js';
import { writeMarkedSection } from './bench-document.js';
import { type LoadResult, toLoadResult } from './load.js';
import { bundleNode, freePort, type Running, SERVER_BUNDLE, STOREFRONT_BUNDLE, start, stop } from './processes.js';
import { ROOT } from './web-size.js';

/**
 * `npm run bench:behind-cache`: pages a second for first visitors (no cookie) through nginx from
 * deploy/nginx.conf.template, with one and with two storefronts behind it, the cache warm (every page kept) and cold
 * (every address new, so every request is drawn), and each storefront's own figures (`/metrics`) read around each run.
 * Written into docs/benchmarks.md between its markers.
 */
const PAGES = ['/', '/productList', '/productInfo/1', '/Blog', '/BlogInfo/1'];
const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/** Seconds of warm-up a storefront, before its first run. */
const WARM_UP_S = 5;
/** One and two storefronts twice each, in turn, so a burst of other work on this shared machine shows as a spread. */
const ROUNDS = [1, 2, 1, 2];
const BEGIN = '<!-- behind-cache-bench:begin -->';
const END = '<!-- behind-cache-bench:end -->';
const html = { accept: 'text/html', 'accept-encoding': 'br' };
const log = (line: string) => process.stdout.write(`${line}\n`);
/** The machine's load average over 1, 5 and 15 minutes, as `uptime` prints it. */
const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');

interface Row extends LoadResult {
  storefronts: number;
  cache: 'warm' | 'cold';
  hits: number;
  /** From the storefronts' /metrics: pages drawn and shells sent during the run, and the worst event-loop p99 after it. */
  drawn: number;
  shells: number;
  eventLoopP99Ms: number;
  load: string;
}

/** The sum over the storefronts of one counter's samples whose labels match, from Prometheus' text format. */
async function scrape(metricsPorts: number[]): Promise<{ drawn: number; shells: number; eventLoopP99Ms: number }> {
  let drawn = 0;
  let shells = 0;
  let eventLoopP99Ms = 0;
  for (const port of metricsPorts) {
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    for (const [, answer, value] of text.matchAll(/^storefront_page_answers_total\{answer="([^"]+)"\} (\S+)$/gm)) {
      if (answer === 'drawn') drawn += Number(value);
      else shells += Number(value);
    }
    const lag = /^nodejs_eventloop_lag_p99_seconds (\S+)$/m.exec(text)?.[1];
    eventLoopP99Ms = Math.max(eventLoopP99Ms, Number(lag ?? 0) * 1000);
  }
  return { drawn, shells, eventLoopP99Ms };
}

async function measure(base: string, cache: Row['cache'], storefronts: number, metricsPorts: number[]): Promise<Row> {
  // Cold: each request adds an id of its own to the query, a new address to the cache, which the storefront draws.
  const paths = PAGES.map((page) => (cache === 'cold' ? `${page}?visit=[<id>]` : page));
  let hits = 0;
  let answered = 0;
  const count = (_status: number, _body: string, _context: unknown, headers: Record<string, string>) => {
    answered += 1;
    // autocannon keeps the header names as nginx spells them.
    if (Object.entries(headers).some(([name, value]) => name.toLowerCase() === 'x-cache-status' && value === 'HIT')) hits += 1;
  };
  if (cache === 'warm') for (const path of paths) await fetch(`${base}${path}`, { headers: html });
  const load = loadAverage();
  const before = await scrape(metricsPorts);
  const result = await autocannon({
    url: base,
    requests: paths.map((path) => ({ path, headers: html, onResponse: count })),
    connections: CONNECTIONS,
    duration: DURATION_S,
    idReplacement: cache === 'cold',
  });
  const after = await scrape(metricsPorts);
  const row: Row = {
    storefronts,
    cache,
    ...toLoadResult(result),
    hits: answered === 0 ? 0 : hits / answered,
    drawn: after.drawn - before.drawn,
    shells: after.shells - before.shells,
    eventLoopP99Ms: after.eventLoopP99Ms,
    load,
  };
  log(
    `  ${storefronts} storefront(s), cache ${cache}: ${row.rps.toFixed(0)} pages/s, p50 ${row.p50} ms, p99 ${row.p99} ms, failures ${row.failures}, hits ${(row.hits * 100).toFixed(0)} %, drawn ${row.drawn}, shells ${row.shells}, load ${load}`,
  );
  return row;
}

async function run(storefrontCount: number, mock: Running): Promise<Row[]> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const metricsPorts: number[] = [];
  const storefronts: Running[] = [];
  try {
    for (let index = 0; index < storefrontCount; index += 1) {
      const metricsPort = await freePort();
      metricsPorts.push(metricsPort);
      // Each visit drawn: what the storefronts can draw, not what their own page cache keeps.
      storefronts.push(
        await startStorefrontProcess(mock.base, ['--site-url', base, '--page-cache', '0', '--metrics-port', String(metricsPort)]),
      );
    }
    const addresses = storefronts.map((storefront) => new URL(storefront.base).host);
    const nginx = await startNginx((cachePath) => nginxConfig({ listen: `127.0.0.1:${port}`, storefronts: addresses, cachePath }), port);
    try {
      // A warm-up of each storefront's JIT and connections (nginx shares it between them), on addresses the runs never ask.
      await autocannon({
        url: `${base}/productInfo/2?warm=[<id>]`,
        headers: html,
        connections: CONNECTIONS,
        duration: WARM_UP_S * storefrontCount,
        idReplacement: true,
      });
      return [await measure(base, 'cold', storefrontCount, metricsPorts), await measure(base, 'warm', storefrontCount, metricsPorts)];
    } finally {
      await stopNginx(nginx);
    }
  } finally {
    await Promise.all(storefronts.map(stop));
  }
}

function render(rows: Row[], startedAt: Date): string {
  return [
    `Measured ${startedAt.toISOString().slice(0, 16)} UTC by \`npm run bench:behind-cache\` on this 2-core machine, which other`,
    "people's work shares: the load average (1, 5, 15 min) at the start of each run is in its row, and figures move",
    'between runs by more than the gap between some rows. nginx from `deploy/nginx.conf.template` in front of one or',
    'two storefronts (`storefront/dist/main.mjs`, each with its default render threads, the cores but one, and',
    '`--page-cache 0`: every visit that reaches one is drawn) in front of the mock (`mock-server/dist/main.mjs`),',
    `all on this machine's loopback; ${CONNECTIONS} concurrent first visitors (no cookie, brotli) for ${DURATION_S} s over five`,
    'public pages. Cold: each request carries a query of its own, so every one is new to the cache and drawn; warm:',
    `the five pages kept, every request answered by nginx. Each setup ran twice, in turn (${ROUNDS.join(', ')} storefronts),`,
    `after a ${WARM_UP_S} s warm-up a storefront on addresses the runs never ask. Drawn and shells are the storefronts' own counts`,
    '(`storefront_page_answers_total` on `--metrics-port`, read before and after the run); the event loop is the worst',
    "storefront's `nodejs_eventloop_lag_p99_seconds` after it.",
    '',
    '| Storefronts | Cache | Pages/s | p50 | p99 | Failures | Cache hits | Drawn | Shells | Event loop p99 | Load average |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.storefronts} | ${row.cache} | ${row.rps.toFixed(0)} | ${row.p50} ms | ${row.p99} ms | ${row.failures} | ${(row.hits * 100).toFixed(0)} % | ${row.drawn} | ${row.shells} | ${row.eventLoopP99Ms.toFixed(0)} ms | ${row.load} |`,
    ),
    '',
  ].join('\n');
}

const startedAt = new Date();
const builds = [
  [existsSync(STOREFRONT_BUNDLE), 'npm', ['run', 'build']],
  [existsSync(SERVER_BUNDLE), process.execPath, ['scripts/build-server.mjs']],
] as const;
for (const [built, command, args] of builds) {
  if (!built && spawnSync(command, [...args], { cwd: ROOT, stdio: 'inherit' }).status !== 0) throw new Error(`${command} failed`);
}
const mockPort = await freePort();
const mockRun = bundleNode(SERVER_BUNDLE, ['--port', String(mockPort)]);
const mock = await start('mock', mockRun.command, mockRun.args, mockPort, async (at) => (await fetch(`${at}/__mock/worlds`)).ok);
const rows: Row[] = [];
try {
  for (const storefronts of ROUNDS) {
    log(`${storefronts} storefront(s) behind nginx`);
    rows.push(...(await run(storefronts, mock)));
  }
} finally {
  await stop(mock);
}
writeMarkedSection(
  { begin: BEGIN, end: END },
  render(rows, startedAt),
  (document, block) => `${document.trimEnd()}\n\n## Behind a shared cache: nginx in front of one and two storefronts\n\n${block}\n`,
);
log('written to docs/benchmarks.md');
