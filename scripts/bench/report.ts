import { cpus, totalmem } from 'node:os';
import { CALIBRATION_RULE, type CalibratedPhone, describePhone, READINGS } from './calibrated-phone.js';
import type { LoadResult } from './load.js';
import { CONNECTIONS, DURATION_S, median, ROUNDS, SLICE_S, WARMUP_S } from './load.js';
import type { PeerRow } from './peers.js';
import type { ScaleRow, StartupSample } from './scale.js';
import { SOAK_CONNECTIONS, SOAK_S, SOAK_WARMUP_S, SOAK_WINDOW_S, type SoakResult } from './soak.js';
import type { ThroughputRow } from './throughput.js';
import { type LcpOutcome, LOADS } from './web-perf.js';
import { type RouteWeight, TARGETS } from './web-size.js';

export interface Results {
  startedAt: Date;
  seconds: number;
  throughput: ThroughputRow[];
  peers: PeerRow[];
  starts: StartupSample[];
  scale: ScaleRow[];
  weights: RouteWeight[];
  lcp: LcpOutcome;
  /** The phone's CPU slowdown the LCP was measured at. */
  phone: CalibratedPhone;
  soak: SoakResult;
}

const n0 = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : 'n/a');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
const latency = (r: LoadResult) => `${r.p50} / ${r.p99}`;
/** The median of the round-by-round ratios, and their range: how far one slice can be from another on this machine. */
const roundRatio = (values: number[]) => (values.length > 0 ? median(values).toFixed(2) : 'n/a');
const spread = (values: number[]) => (values.length > 0 ? `${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)}` : 'n/a');

function table(head: string[], rows: string[][]): string {
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

/** The whole of docs/benchmarks.md: every figure of this run, how it was produced and which targets it meets. */
export function renderReport(r: Results): string {
  const search = r.throughput[0];
  const searchRatio = search ? median(search.ratios) : Number.NaN;
  const big = r.scale.find((row) => row.tours === 100_000);
  const startMs = median(r.starts.map((s) => s.startupMs));
  const startRss = median(r.starts.map((s) => s.rssMb));
  const home = r.weights.find((w) => w.route === 'home');
  const homeTarget = TARGETS.home ?? 0;
  const lcpRows = r.lcp.rows;
  const throttled = `${r.phone.multiplier}x CPU throttling, calibrated`;
  const growth = (r.soak.rssEndMb - r.soak.rssStartMb) / r.soak.rssStartMb;
  const soakErrors = r.soak.load.failures + r.soak.envelopeErrors;

  const targets = table(
    ['Target', 'Figure', 'Verdict'],
    [
      [
        `search >= 0.5 of the bare Fastify ceiling (median of ${ROUNDS} interleaved rounds)`,
        search ? `${roundRatio(search.ratios)} (rounds ${spread(search.ratios)})` : 'n/a',
        verdict(searchRatio >= 0.5),
      ],
      ...r.peers
        .slice(1)
        .map((p) => [
          `ours ahead of ${p.name}`,
          p.result ? `ours / peer = ${roundRatio(p.ratios)} (rounds ${spread(p.ratios)})` : p.note,
          p.result ? verdict(median(p.ratios) > 1) : 'not measured',
        ]),
      ['search p99 <= 50 ms at 100,000 tours', big ? `${big.search.p99} ms` : 'n/a', verdict(!!big && big.search.p99 <= 50)],
      [
        `start to first answer <= 1.5 s (default seed, median of ${r.starts.length})`,
        `${n0(startMs)} ms (server CPU ${n0(median(r.starts.map((s) => s.cpuMs)))} ms)`,
        verdict(startMs <= 1500),
      ],
      [
        `RSS <= 150 MB (default seed, right after start, median of ${r.starts.length})`,
        `${startRss.toFixed(0)} MB`,
        verdict(startRss <= 150),
      ],
      ['home initial JS <= 200 KB gzipped', home ? kb(home.gzipBytes) : 'n/a', verdict(!!home && home.gzipBytes <= homeTarget)],
      ...(lcpRows.length > 0
        ? lcpRows.map((row) => [`LCP of ${row.page} <= 1.5 s (${throttled})`, `${n0(row.medianMs)} ms`, verdict(row.medianMs <= 1500)])
        : [[`LCP <= 1.5 s (${throttled})`, r.lcp.note, 'not measured']]),
      ['soak: no error answers', `${soakErrors} errors`, verdict(soakErrors === 0)],
      [
        `soak: RSS growth < 20% (median RSS of the last ${SOAK_WINDOW_S} s against the first ${SOAK_WINDOW_S} s, after a ${SOAK_WARMUP_S} s warm-up)`,
        `${(growth * 100).toFixed(1)}%`,
        verdict(growth < 0.2),
      ],
    ],
  );

  return `# Benchmarks

Produced by \`npm run bench\` (\`tsx scripts/bench/index.ts\`) on ${r.startedAt.toISOString()}, in ${n0(r.seconds)} s.
Machine: ${cpus().length} x ${cpus()[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GB, Node ${process.version}; shared with
other work, so absolute figures move between runs: compare the ratios, which are measured side by side in the same run.
Everything runs against 127.0.0.1; every server is started as its own process: ours and the bare Fastify app as
esbuild bundles on plain \`node\` (\`scripts/build-server.mjs\`, the same bundle \`npm start\` runs, no tsx loader), the
peers by their packages' own bins. Load: autocannon, ${CONNECTIONS} connections.

Side-by-side figures (sections 1 and 2) are interleaved: every server is up at once, each gets a ${WARMUP_S} s warm-up,
then ${ROUNDS} rounds of one ${SLICE_S} s slice per server, the order rotating each round, so a burst of load from another process
lands on both sides of a ratio. A ratio is the median of the ${ROUNDS} per-round ratios; the range beside it is their spread.
req/s and latencies in those tables are medians over the slices. Sections 3 and 5 run ${DURATION_S} s and ${SOAK_S} s loads.
Latencies are milliseconds (p50 / p99).

Phone figures are read at a CPU calibrated to this host. Lighthouse's default phone slows the CPU 4x, which its
docs/throttling.md ("Calibrating the CPU slowdown") sets for a high-end desktop (benchmarkIndex 1500-2000); on a
faster host the same 4x is a faster phone. So each command that reads a phone (the LCP of section 4, the mobile rows
of \`npm run vitals\`, \`npm run bench:preview\`) first reads the host's benchmarkIndex with Lighthouse's own benchmark
(the median of ${READINGS} readings in an unthrottled page, scripts/bench/calibrated-phone.ts) and slows the CPU by
${CALIBRATION_RULE}. \`npm run vitals\` (also as a step of \`npm run bench\`) and its A/B
(scripts/bench/vitals-ab.ts) read the index Lighthouse itself reports instead, the median of 5 runs of its phone preset before the measured ones: seven
readings in an idle page moved from 5.5x to 7.5x from one calibration to the next on an idle host.
Each section names the multiplier and the index it used; a section that says a fixed 4x was measured before this
calibration and reads a faster phone.

## Targets

${targets}

## 1. Throughput of the mock server against a bare Fastify route

The bare route answers the mock's own answer for that call, pre-built, so the JSON has the same bytes; it runs
Fastify with the same logger and form parser, bundled and started the same way. The ratio is the share of that
ceiling the mock keeps while parsing, validating against the contract, searching, pricing and checking its answer.
The --lenient row is a second mock server, started with --lenient (answers not checked against the contract), measured
in the same rounds as the search row: the difference is what the answer check costs.

${table(
  ['Call', 'Body', 'Mock req/s', 'Mock p50 / p99', 'Bare req/s', 'Bare p50 / p99', 'Mock / bare', 'Rounds'],
  r.throughput.map((row) => [
    row.label,
    `${n0(row.bodyBytes)} B`,
    n0(row.ours.rps),
    latency(row.ours),
    n0(row.bare.rps),
    latency(row.bare),
    roundRatio(row.ratios),
    spread(row.ratios),
  ]),
)}

## 2. Peers: the first catalogue page

${table(
  ['Server', 'Request', 'req/s', 'p50 / p99', 'Ours / this', 'Rounds', 'Note'],
  r.peers.map((p, index) => [
    p.name,
    p.what,
    p.result ? n0(p.result.rps) : 'n/a',
    p.result ? latency(p.result) : 'n/a',
    index === 0 ? '1.00' : roundRatio(p.ratios),
    index === 0 ? '' : spread(p.ratios),
    p.note || '',
  ]),
)}

json-server 0.17.4 and Prism 5.14.2 are root devDependencies (Prism 5.15 and later need Node 24; 5.14.2 is the newest
release that supports Node 20). json-server slices a stored array; Prism validates the request against
docs/openapi.json and answers a static example; ours validates, filters, prices, wraps and checks the answer.

## 3. Scale: --scale 200, 10,000 and 100,000 tours

Search is the filtered, sorted call of section 1. Start-up is spawn to the first answered search; RSS is read from
/proc right after start-up and again after the load. With the default seed (200 tours) the server was also started
${r.starts.length} times on its own: ${r.starts.map((s) => `${n0(s.startupMs)} ms / ${n0(s.cpuMs)} ms / ${s.rssMb.toFixed(0)} MB`).join(', ')} (start / CPU the
server used until then / RSS). When the start is much longer than its CPU time, the server was waiting for a core
that other processes held. The server is the bundle on plain node; \`node -e 0\` alone is about 40 MB of RSS here.

${table(
  ['Tours', 'Start to first answer', 'RSS idle', 'RSS after load', 'Search req/s', 'Search p50 / p99'],
  r.scale.map((row) => [
    n0(row.tours),
    `${n0(row.startupMs)} ms`,
    `${row.rssIdleMb.toFixed(0)} MB`,
    `${row.rssAfterMb.toFixed(0)} MB`,
    n0(row.search.rps),
    latency(row.search),
  ]),
)}

## 4. Web: JavaScript of the first visit and Largest Contentful Paint

JS is what Vite's build manifest (web/dist/.vite/manifest.json) says a first visit loads: the entry chunk and its
static imports, plus the lazy route module and its static imports; gzip level 9, summed per file. \`npm test\` keeps a
budget on the same figures (scripts/bench/size-budget.test.ts).

${table(
  ['Route', 'Files', 'Raw', 'Gzipped'],
  r.weights.map((w) => [w.route, String(w.files.length), kb(w.rawBytes), kb(w.gzipBytes)]),
)}

${
  lcpRows.length > 0
    ? `LCP in headless Chromium (/usr/bin/chromium through playwright-core), the CPU throttled through CDP
(Emulation.setCPUThrottlingRate) to a mid-tier phone on this host, as the top of this page says: ${describePhone(r.phone)}.
No network throttling, a fresh context per load, median of ${LOADS} loads, served by the storefront's server with
--shell-only (every page the app's shell) in front of the mock.

${table(
  ['Page', 'Path', 'Median LCP', 'Samples (ms)'],
  lcpRows.map((row) => [row.page, row.path, `${n0(row.medianMs)} ms`, row.samplesMs.map((s) => n0(s)).join(', ')]),
)}`
    : `LCP not measured: ${r.lcp.note}.`
}

## 5. Soak

${SOAK_S} s of mixed traffic on ${SOAK_CONNECTIONS} connections (filtered search, keyword search, detail with a token, favourite
create and cancel, order page, categories, blogs), after a ${SOAK_WARMUP_S} s warm-up of the same traffic. An error is a socket
error, a timeout, an HTTP status outside 2xx or an envelope whose code is not 200. The traffic does not grow the state
(every favourite it creates it cancels; the journal is capped at 500 entries per world), so what the target asks is
whether memory settles. RSS is read from /proc once a second; one reading under load lands anywhere in a garbage-
collection cycle, so growth compares the median of the last ${SOAK_WINDOW_S} s with the median of the first ${SOAK_WINDOW_S} s.
The leak check is the heap still in use after a forced full GC (\`--expose-gc\` and scripts/bench/gc-probe.mjs, on
SIGUSR2), right after start-up and after the soak.

${table(
  [
    'Requests',
    'req/s',
    'p50 / p99',
    'Errors',
    `RSS first ${SOAK_WINDOW_S} s`,
    `RSS last ${SOAK_WINDOW_S} s`,
    'Growth',
    'RSS min / max',
    'Heap after GC: idle -> end',
  ],
  [
    [
      n0(r.soak.load.total),
      n0(r.soak.load.rps),
      latency(r.soak.load),
      String(soakErrors),
      `${r.soak.rssStartMb.toFixed(0)} MB`,
      `${r.soak.rssEndMb.toFixed(0)} MB`,
      `${(growth * 100).toFixed(1)}%`,
      `${Math.min(...r.soak.rssSamplesMb).toFixed(0)} / ${Math.max(...r.soak.rssSamplesMb).toFixed(0)} MB`,
      `${r.soak.heapIdleMb.toFixed(1)} -> ${r.soak.heapEndMb.toFixed(1)} MB`,
    ],
  ],
)}
`;
}
