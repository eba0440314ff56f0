// `npm start`: builds the web app and the mock server bundle, then serves the app, the mock API and the
// control plane on one port with plain node (no tsx loader: faster start, less memory).
// Extra arguments go to the mock server: `npm start -- --port 9000 --seed 7 --state-file .state/shop.json`.
// Answers are checked against the contract by default; `npm start -- --lenient` skips that check
// (see "Mock server performance" in docs/decisions.md for what it costs).
// `npm start -- --api <base URL>` is the mock server's `--upstream <base URL>`: the built shop is served by the mock
// server, which forwards every /rest/api call to that backend and shows where its answers drift from the contract.
import { spawn, spawnSync } from 'node:child_process';
import { apiFlagOrExit } from './api-flag.mjs';

// Checked before the build, so a mistyped URL fails in a second rather than after a minute of building.
const flags = apiFlagOrExit(process.argv.slice(2));
const serverArgs = flags.api ? ['--upstream', flags.api, ...flags.rest] : flags.rest;

for (const [command, args] of [
  ['npm', ['run', 'build', '-w', 'web']],
  [process.execPath, ['scripts/build-server.mjs']],
]) {
  const build = spawnSync(command, args, { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (flags.api) console.log(`--api: the mock server forwards every /rest/api call to ${flags.api} (--upstream)`);
// Stack traces name bundle lines; NODE_OPTIONS=--enable-source-maps maps them to the TypeScript, for ~33 MB of RSS.
const server = spawn(process.execPath, ['mock-server/dist/main.mjs', '--web-dist', 'web/dist', ...serverArgs], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
