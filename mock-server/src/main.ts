import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildApp } from './app.js';
import { parseDuration } from './control/sessions.js';
import { MIN_SCALE } from './control/state.js';
import { exposureWarning } from './http/host-guard.js';
import { PACKAGE_ROOT } from './paths.js';

const usage = `Usage: node mock-server/dist/main.mjs [options]   (or: tsx mock-server/src/main.ts)
  --port <n>          port (default 8080)
  --host <h>          interface (default 127.0.0.1)
  --seed <n>          seed of the generated data
  --scale <n>         catalogue size multiplier (benchmarks)
  --state-file <f>    keep every world in this JSON file (atomic writes, reloaded on start)
  --latency <ms>      delay added to every /rest/api answer
  --web-dist <dir>    built web app to serve (default: web/dist when it exists)
  --csp-allow <url>   extra origin for the pages' Content-Security-Policy (repeatable)
  --allow-host <name> also answer requests for this Host name, e.g. with --host 0.0.0.0 (repeatable;
                      loopback names and the --host address are always answered, any other is refused)
  --session-ttl <d>   lifetime of a login session on the world clock: 7d, 12h, 30m, 45s, 500ms (default 7d)
  --lenient           do not check answers against the contract
  --help`;

/** Paths resolve from the package folder, so the server starts the same from the repo root, from mock-server/ or as the bundle. */
const defaultWebDist = fileURLToPath(new URL('../web/dist', PACKAGE_ROOT));

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

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      seed: { type: 'string' },
      scale: { type: 'string' },
      'state-file': { type: 'string' },
      latency: { type: 'string' },
      'web-dist': { type: 'string' },
      'csp-allow': { type: 'string', multiple: true },
      'allow-host': { type: 'string', multiple: true },
      'session-ttl': { type: 'string' },
      lenient: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    process.stdout.write(`${usage}\n`);
    return;
  }
  const webDist = values['web-dist'] ?? (existsSync(defaultWebDist) ? defaultWebDist : undefined);
  const host = values.host ?? '127.0.0.1';
  const app = await buildApp({
    seed: integer('seed', values.seed),
    scale: scaleOf(values.scale),
    stateFile: values['state-file'],
    latencyMs: integer('latency', values.latency, 0),
    webDist,
    cspAllow: values['csp-allow'] ?? [],
    allowHosts: values['allow-host'] ?? [],
    host,
    sessionTtlMs: values['session-ttl'] === undefined ? undefined : parseDuration(values['session-ttl']),
    validateResponses: !values.lenient,
    logger: true,
  });
  const port = integer('port', values.port, 8080) ?? 8080;
  await app.listen({ host, port });

  const base = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const shop = webDist ? `${base}/` : `${base}/ (web app not built: run "npm run build", or "npm run dev" for the Vite dev server)`;
  const warning = exposureWarning(host);
  if (warning) process.stderr.write(`\n${warning}\n`);
  process.stdout.write(`\nMock server ready\n  Shop:     ${shop}\n  API docs: ${base}/docs\n  Console:  ${base}/__mock/\n\n`);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      // close() waits for the last state-file write, so an answered change is never lost on Ctrl-C.
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
