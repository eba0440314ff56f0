// `npm start`: builds the shop (web, with its server render), the mock server, its console page and the storefront's server, then runs
// the mock backend and the storefront's server in front of it: one address, http://127.0.0.1:8080/, where the public
// pages come drawn with their data, /rest/api and the mock's pictures are forwarded to the mock, and the mock's own
// control plane and console stay on the next port (http://127.0.0.1:8081/__mock/).
// `--port <n>` and `--host <h>` are the storefront's (the address people open); the mock takes the port after it.
// Every other argument goes to the mock server: `npm start -- --seed 7 --state-file .state/shop.json`.
// `npm start -- --api <base URL>` is the mock server's `--upstream <base URL>`: it forwards every /rest/api call to
// that backend and shows where its answers drift from the contract.
import { spawn, spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { apiFlagOrExit } from '@tours/storefront/api-flag';
import { freePairAfter, portIsFree } from './dev-ports.mjs';
import { superviseChildren } from './supervise.mjs';

const DEFAULT_PORT = 8080;

// Checked before the build, so a mistyped URL fails in a second rather than after a minute of building.
const flags = apiFlagOrExit(process.argv.slice(2));
const { values, tokens } = parseArgs({
  args: flags.rest,
  options: { port: { type: 'string' }, host: { type: 'string' } },
  strict: false,
  tokens: true,
});
const port = Number(values.port ?? DEFAULT_PORT);
if (!Number.isInteger(port) || port < 1 || port > 65_534) {
  console.error(`--port "${values.port}" is not a port number (1-65534: the mock takes the next one)`);
  process.exit(2);
}
const storefrontFlags = new Set(['port', 'host']);
const mockArgs = tokens.flatMap((token) => {
  if (token.kind === 'option' && storefrontFlags.has(token.name)) return [];
  if (token.kind === 'option') return token.value === undefined ? [token.rawName] : [token.rawName, token.value];
  return token.kind === 'positional' ? [token.value] : [];
});

// Both ports are checked before the build: a port another program holds would otherwise be found two minutes later,
// as a bare EADDRINUSE from one of the two servers.
const storefrontHost = values.host === undefined ? '127.0.0.1' : String(values.host);
const busy = [
  ...((await portIsFree(port, storefrontHost)) ? [] : [`${storefrontHost}:${port}, which the storefront (the address people open) wants`]),
  ...((await portIsFree(port + 1)) ? [] : [`127.0.0.1:${port + 1}, which the mock wants (it takes --port + 1)`]),
];
if (busy.length > 0) {
  const suggestion = await freePairAfter(port, storefrontHost);
  console.error(`Another program listens on ${busy.join(', and on ')}.`);
  console.error(
    suggestion === undefined
      ? 'Stop it, or give npm start a --port whose next port is free too.'
      : `Stop it, or try npm start -- --port ${suggestion} (the shop on ${suggestion}, the mock on ${suggestion + 1}).`,
  );
  process.exit(1);
}

for (const [command, args] of [
  ['npm', ['run', 'build']],
  // The mock's console page (/__mock/), which the mock server serves from mock-toolbar/dist/console.
  ['npm', ['run', 'build:console']],
  [process.execPath, ['scripts/build-server.mjs']],
]) {
  const build = spawnSync(command, args, { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const mockURL = `http://127.0.0.1:${port + 1}`;
if (flags.api) console.log(`--api: the mock server forwards every /rest/api call to ${flags.api} (--upstream)`);
// Stack traces name bundle lines; NODE_OPTIONS=--enable-source-maps maps them to the TypeScript, for ~33 MB of RSS.
const children = [
  spawn(
    process.execPath,
    [
      'mock-server/dist/main.mjs',
      '--port',
      String(port + 1),
      // One short line per answer, as the storefront writes its own, so the terminal reads as one log.
      '--request-log',
      'lines',
      ...(flags.api ? ['--upstream', flags.api] : []),
      ...mockArgs,
    ],
    { stdio: 'inherit' },
  ),
  spawn(
    process.execPath,
    [
      'storefront/dist/main.mjs',
      '--api',
      mockURL,
      '--port',
      String(port),
      ...(values.host ? ['--host', String(values.host)] : []),
      '--media-path',
      '/media',
      // Every visit draws its page: the mock's control plane (faults, clock, worlds) changes answers at any moment,
      // and a person who has just injected a fault expects the next page to show it.
      '--page-cache',
      '0',
      // Likewise the sitemap, which lists what the backend answers now.
      '--sitemap-cache',
      '0',
      // The mock picks a visitor's isolated world by this cookie, so a page drawn for one world asks that world.
      '--vary-cookie',
      'mock-world',
    ],
    { stdio: 'inherit' },
  ),
];
superviseChildren(children);
