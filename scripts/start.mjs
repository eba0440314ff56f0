// `npm start`: builds the web app, then serves it, the mock API and the control plane on one port.
// Extra arguments go to the mock server: `npm start -- --port 9000 --seed 7 --state-file .state/shop.json`.
import { spawn, spawnSync } from 'node:child_process';

const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn('npx', ['tsx', 'mock-server/src/main.ts', '--web-dist', 'web/dist', ...process.argv.slice(2)], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
