import { parseArgs } from 'node:util';
import { buildApp } from './app.js';
import { MIN_SCALE } from './control/reseed.js';
import { parseDuration } from './control/sessions.js';
import { exposureWarning } from './http/host-guard.js';
import type { UpstreamOptions } from './upstream/upstream.js';

const usage = `Usage: node mock-server/dist/main.mjs [options]   (or: tsx mock-server/src/main.ts)
  --port <n>          port (default 8080)
  --host <h>          interface (default 127.0.0.1)
  --seed <n>          seed of the generated data
  --scale <n>         catalogue size multiplier (benchmarks)
  --state-file <f>    keep every world in this JSON file (atomic writes, reloaded on start)
  --latency <ms>      delay added to every /rest/api answer
  --csp-allow <url>   extra origin for the pages' Content-Security-Policy (repeatable)
  --allow-host <name> also answer requests for this Host name, e.g. with --host 0.0.0.0 (repeatable;
                      loopback names and the --host address are always answered, any other is refused)
  --session-ttl <d>   lifetime of a login session on the world clock: 7d, 12h, 30m, 45s, 500ms (default 7d)
  --lenient           do not check answers against the contract
  --upstream <url>    forward every /rest/api call to this real backend, check its answers against the
                      contract and report the drift (GET /__mock/drift, the console's Drift panel)
  --mock-calls <list> with --upstream: calls the mock still answers, comma-separated names or groups
                      (@session, @merchant-application); per world: PUT /__mock/upstream
  --upstream-timeout <ms>  a forwarded call that takes longer answers a 502 envelope (default 15000)
  --request-log <f>   json: Fastify's JSON line per request (default); lines: one short line per answer,
                      as the storefront writes them (npm start); none
  --help`;

/** Paths resolve from the package folder, so the server starts the same from the repo root, from mock-server/ or as the bundle. */

function integer(name: string, text: string | undefined, fallback?: number): number | undefined {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isFinite(value)) throw new Error(`--${name} must be a number, got "${text}"`);
  return value;
}

/** The same floor as POST /__mock/reseed: fewer tours than the seeded demo history uses breaks its invariants. */
function scaleOf(text: string | undefined): number | undefined {
  const scale = integer('scale', text);
  if (scale !== undefined && (!Number.isInteger(scale) || scale < MIN_SCALE)) {
    throw new Error(`--scale must be an integer of at least ${MIN_SCALE} (tours), got "${text}"`);
  }
  return scale;
}

/** --mock-calls and --upstream-timeout mean nothing without --upstream; saying so beats ignoring them. */
function upstreamOf(values: { upstream?: string; 'mock-calls'?: string[]; 'upstream-timeout'?: string }): UpstreamOptions | undefined {
  if (values.upstream === undefined) {
    if (values['mock-calls'] || values['upstream-timeout'])
      throw new Error('--mock-calls and --upstream-timeout need --upstream <base URL>');
    return undefined;
  }
  const timeoutMs = integer('upstream-timeout', values['upstream-timeout']);
  if (timeoutMs !== undefined && (!Number.isInteger(timeoutMs) || timeoutMs < 1)) {
    throw new Error(`--upstream-timeout must be a whole number of milliseconds, got "${values['upstream-timeout']}"`);
  }
  const mockCalls = (values['mock-calls'] ?? []).flatMap((list) => list.split(','));
  return { url: values.upstream, mockCalls, timeoutMs };
}

const REQUEST_LOGS = ['json', 'lines', 'none'] as const;
function requestLogOf(text: string | undefined): (typeof REQUEST_LOGS)[number] {
  const found = REQUEST_LOGS.find((format) => format === (text ?? 'json'));
  if (found === undefined) throw new Error(`--request-log must be one of ${REQUEST_LOGS.join(', ')}, got "${text}"`);
  return found;
}

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      seed: { type: 'string' },
      scale: { type: 'string' },
      'state-file': { type: 'string' },
      latency: { type: 'string' },
      'csp-allow': { type: 'string', multiple: true },
      'allow-host': { type: 'string', multiple: true },
      'session-ttl': { type: 'string' },
      lenient: { type: 'boolean' },
      upstream: { type: 'string' },
      'mock-calls': { type: 'string', multiple: true },
      'upstream-timeout': { type: 'string' },
      'request-log': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    process.stdout.write(`${usage}\n`);
    return;
  }
  const host = values.host ?? '127.0.0.1';
  const app = await buildApp({
    seed: integer('seed', values.seed),
    scale: scaleOf(values.scale),
    stateFile: values['state-file'],
    latencyMs: integer('latency', values.latency, 0),
    cspAllow: values['csp-allow'] ?? [],
    allowHosts: values['allow-host'] ?? [],
    host,
    sessionTtlMs: values['session-ttl'] === undefined ? undefined : parseDuration(values['session-ttl']),
    validateResponses: !values.lenient,
    upstream: upstreamOf(values),
    requestLog: requestLogOf(values['request-log']),
  });
  const port = integer('port', values.port, 8080) ?? 8080;
  await app.listen({ host, port });

  const base = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const warning = exposureWarning(host);
  if (warning) process.stderr.write(`\n${warning}\n`);
  process.stdout.write(
    `\nMock server ready\n  API:      ${base}/rest/api (the shop: npm start serves it through the storefront's server)\n  API docs: ${base}/docs\n  Console:  ${base}/__mock/\n${upstreamLine(app)}\n`,
  );

  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => shutDown(app));
}

/** Answers in flight (a long --latency, a slow page) get this long to go out once a stop is asked for. */
const SHUTDOWN_GRACE_MS = 2_000;
/** The stop is promised within 5 s (mock-server/README.md, "Against a real backend"): the process ends by then, whatever hangs. */
const SHUTDOWN_LIMIT_MS = 4_500;

/**
 * Ends the server within SHUTDOWN_LIMIT_MS. close() aborts forwarded calls (app.ts), waits for the
 * requests in flight and then for the last state-file write, so an answered change is never lost on
 * Ctrl-C; connections still open after the grace are closed, so no slow request holds the stop up.
 */
function shutDown(app: Awaited<ReturnType<typeof buildApp>>): void {
  setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
  setTimeout(() => {
    process.stderr.write(`The server did not close within ${SHUTDOWN_LIMIT_MS} ms; exiting anyway.\n`);
    process.exit(1);
  }, SHUTDOWN_LIMIT_MS).unref();
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
}

function upstreamLine(app: Awaited<ReturnType<typeof buildApp>>): string {
  const { upstream } = app.mock;
  if (!upstream) return '';
  const mocked = upstream.defaultMocked.size;
  return `  Upstream: ${upstream.address} (${mocked === 0 ? 'every call forwarded' : `${mocked} calls mocked`}; drift at /__mock/drift)\n`;
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
