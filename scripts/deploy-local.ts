// `npm run deploy:local [-- --port <n>]`: the shop as an operator deploys it, on this machine's loopback: nginx from
// deploy/nginx.conf.template (shared cache and balancer) in front of two storefront processes (storefront/dist/main.mjs,
// each with its render threads) in front of the mock (mock-server/dist/main.mjs). Builds what is missing first, prints
// the address, and stops everything on Ctrl-C. deploy/README.md says what to try.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { bundleNode, freePort, type Running, SERVER_BUNDLE, STOREFRONT_BUNDLE, start, stop } from './bench/processes.js';
import { ROOT } from './bench/web-size.js';
import { nginxConfig } from './deploy/nginx-config.js';
import { NGINX, type RunningNginx, startNginx, startStorefrontProcess, stopNginx } from './deploy/shop-stack.js';

const STOREFRONTS = 2;
const { values } = parseArgs({ options: { port: { type: 'string', default: '8090' } } });
const port = Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65_535) {
  console.error(`--port "${values.port}" is not a port number`);
  process.exit(2);
}
if (!existsSync(NGINX)) {
  console.error(`${NGINX} is missing: apt-get install nginx (Debian's package), or set NGINX to an nginx binary`);
  process.exit(1);
}

const builds = [
  [existsSync(STOREFRONT_BUNDLE), 'npm', ['run', 'build']],
  [existsSync(SERVER_BUNDLE), process.execPath, ['scripts/build-server.mjs']],
] as const;
for (const [built, command, args] of builds) {
  if (built) continue;
  if (spawnSync(command, [...args], { cwd: ROOT, stdio: 'inherit' }).status !== 0) process.exit(1);
}

const base = `http://127.0.0.1:${port}`;
const running: Running[] = [];
let nginx: RunningNginx | undefined;
const stopAll = async () => {
  if (nginx) await stopNginx(nginx);
  await Promise.all(running.map(stop));
};
process.once('SIGINT', () => void stopAll().then(() => process.exit(0)));
process.once('SIGTERM', () => void stopAll().then(() => process.exit(0)));

try {
  const mockPort = await freePort();
  const mockRun = bundleNode(SERVER_BUNDLE, ['--port', String(mockPort)]);
  const mock = await start('mock', mockRun.command, mockRun.args, mockPort, async (at) => (await fetch(`${at}/__mock/worlds`)).ok);
  running.push(mock);
  for (let index = 0; index < STOREFRONTS; index += 1) {
    const metricsPort = await freePort();
    // The mock's control plane changes answers at any moment, so each storefront keeps no page of its own; nginx keeps
    // the first visits' pages for their s-maxage, as in production.
    running.push(await startStorefrontProcess(mock.base, ['--site-url', base, '--page-cache', '0', '--metrics-port', String(metricsPort)]));
    console.log(`storefront ${index + 1}: ${running.at(-1)?.base}, figures on http://127.0.0.1:${metricsPort}/metrics`);
  }
  const storefronts = running.slice(1).map((storefront) => new URL(storefront.base).host);
  nginx = await startNginx((cachePath) => nginxConfig({ listen: `127.0.0.1:${port}`, storefronts, cachePath }), port);
  console.log(`mock: ${mock.base} (its console: ${mock.base}/__mock/)`);
  console.log(`nginx's files: ${nginx.prefix} (nginx.conf, logs/access.log, cache/)`);
  console.log(`The shop behind nginx: ${base}/  (Ctrl-C stops everything)`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  await stopAll();
  process.exit(1);
}
