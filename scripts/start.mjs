// `npm start`: builds the web app and the mock server bundle, then serves the app, the mock API and the
// control plane on one port with plain node (no tsx loader: faster start, less memory).
// Extra arguments go to the mock server: `npm start -- --port 9000 --seed 7 --state-file .state/shop.json`.
// Answers are checked against the contract by default; `npm start -- --lenient` skips that check
// (see "Mock server performance" in docs/decisions.md for what it costs).
import { spawn, spawnSync } from 'node:child_process';

for (const [command, args] of [
  ['npm', ['run', 'build', '-w', 'web']],
  [process.execPath, ['scripts/build-server.mjs']],
]) {
  const build = spawnSync(command, args, { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Stack traces name bundle lines; NODE_OPTIONS=--enable-source-maps maps them to the TypeScript, for ~33 MB of RSS.
const server = spawn(process.execPath, ['mock-server/dist/main.mjs', '--web-dist', 'web/dist', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
