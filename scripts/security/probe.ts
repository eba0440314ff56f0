/**
 * Attack probe: starts the mock server in this process on 127.0.0.1, sends bounded batches of hostile
 * requests per category and prints how many answers were 5xx (HTTP 5xx, or an envelope with code 500
 * and up); the staged categories (the storefront's forwarder, its renderer and its event loop among
 * them) also check where requests ended and what a flood cost `/healthz`. Exits 1 on any 5xx or broken
 * promise, or when Object.prototype was polluted. The storefront's process categories run its built
 * bundle: `npm run build` first, or they print `skipped:`.
 *
 *   npm run probe [-- --ports 42000-42100]
 *
 * --ports <first>-<last>: every server the probe starts (mocks, storefronts, stand-in backends) listens
 * on a free port of this range (default 30000-30199, port-range.ts).
 */
import { parseArgs } from 'node:util';
import { DEFAULT_WORLD } from '@tours/mock-server';
import { DEMO_ACCOUNTS } from '@tours/mock-server/world';
import { PortRange } from './port-range.js';
import { type Category, categories } from './probe-cases.js';
import { closeProbeConnections, count, emptyTally, send, type Tally } from './probe-http.js';
import { crossSiteWritesScenario } from './scenarios/cross-site-writes.js';
import { forwardingLoopScenario } from './scenarios/forwarding-loop.js';
import { fullDiskScenario } from './scenarios/full-disk.js';
import { hostileBackendScenario } from './scenarios/hostile-backend.js';
import { pictureFloodScenario } from './scenarios/picture-flood.js';
import { pollutedStateFilesScenario } from './scenarios/polluted-state-files.js';
import { recordingScenario } from './scenarios/recording.js';
import { rendererRedirectsScenario } from './scenarios/renderer-redirects.js';
import type { Scenario, ScenarioResult } from './scenarios/scenario.js';
import { searchFloodScenario } from './scenarios/search-flood.js';
import { demoToken, startMock } from './scenarios/servers.js';
import { sitemapCrawlersScenario } from './scenarios/sitemap-crawlers.js';
import { storefrontBoundaryScenario } from './scenarios/storefront-boundary.js';

/** Categories that stage their own servers, backends or disks; the last three load a storefront process and time its /healthz. */
const SCENARIOS: Scenario[] = [
  hostileBackendScenario,
  forwardingLoopScenario,
  crossSiteWritesScenario,
  pollutedStateFilesScenario,
  fullDiskScenario,
  recordingScenario,
  storefrontBoundaryScenario,
  rendererRedirectsScenario,
  sitemapCrawlersScenario,
  pictureFloodScenario,
  searchFloodScenario,
];

interface Row {
  name: string;
  tally: Tally;
  broken: string[];
  skipped?: string;
  figures?: string[];
}

async function run(port: number, category: Category): Promise<Tally> {
  const tally = emptyTally();
  for (const probe of category.probes) count(tally, probe, await send(port, probe));
  return tally;
}

/** The range of `--ports`; a flag it does not know or a bad range stops it with one line and exit code 2, a usage error. */
function portsOf(args: string[]): PortRange {
  try {
    return PortRange.parse(parseArgs({ args, options: { ports: { type: 'string' } } }).values.ports);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  }
}

/** A category that could not stage what it needs (a server that did not start) is a broken row, and the others still run. */
async function staged(scenario: Scenario, ports: PortRange): Promise<ScenarioResult> {
  try {
    return await scenario.run(ports);
  } catch (error) {
    return { tally: emptyTally(), broken: [`it could not run: ${error instanceof Error ? error.message : String(error)}`] };
  }
}

async function main() {
  const started = performance.now();
  const ports = portsOf(process.argv.slice(2));
  const { app, port } = await ports.listen((port) => startMock(port));
  const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort().join();
  try {
    const token = await demoToken(port);
    const exported = JSON.parse((await send(port, { method: 'GET', path: '/__mock/state', headers: {} })).text) as Record<string, unknown>;
    const rows: Row[] = [];
    const state = app.mock.worlds.get(DEFAULT_WORLD).state;
    const demoUserId = state.users.find((u) => u.email === DEMO_ACCOUNTS.demo.email)?.id;
    for (const category of categories(app, state, exported, token, demoUserId)) {
      rows.push({ name: category.name, tally: await run(port, category), broken: [] });
    }
    for (const scenario of SCENARIOS) rows.push({ name: scenario.name, ...(await staged(scenario, ports)) });
    const polluted = Object.getOwnPropertyNames(Object.prototype).sort().join() !== prototypeKeys;
    print(rows, polluted, performance.now() - started, ports);
    process.exitCode = rows.some((row) => row.tally.serverErrors > 0 || row.broken.length > 0) || polluted ? 1 : 0;
  } finally {
    closeProbeConnections();
    await app.close();
  }
}

function print(rows: Row[], polluted: boolean, elapsedMs: number, ports: PortRange) {
  const lines = ['| category | requests sent | accepted | refused | 5xx seen | promises broken |', '|---|---:|---:|---:|---:|---:|'];
  for (const { name, tally: t, broken, skipped } of rows) {
    lines.push(
      skipped
        ? `| ${name} | skipped: ${skipped} | | | | |`
        : `| ${name} | ${t.sent} | ${t.accepted} | ${t.refused} | ${t.serverErrors} | ${broken.length} |`,
    );
  }
  const total = rows.reduce((sum, row) => sum + row.tally.sent, 0);
  const errors = rows.reduce((sum, row) => sum + row.tally.serverErrors, 0);
  const brokenCount = rows.reduce((sum, row) => sum + row.broken.length, 0);
  lines.push(`| **total** | ${total} | | | ${errors} | ${brokenCount} |`);
  process.stdout.write(`${lines.join('\n')}\n\n`);
  for (const { name, tally, broken, figures } of rows) {
    for (const figure of figures ?? []) process.stdout.write(`in "${name}": ${figure}\n`);
    if (tally.firstError) process.stdout.write(`first 5xx in "${name}": ${tally.firstError}\n`);
    for (const promise of broken) process.stdout.write(`broken in "${name}": ${promise}\n`);
  }
  process.stdout.write(
    `Object.prototype polluted: ${polluted ? 'YES' : 'no'}; ${(elapsedMs / 1000).toFixed(1)} s on 127.0.0.1, ports ${ports}\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
