// `npm run dev`: the mock server on 127.0.0.1:8080 and Vite with hot reload on 5173, which proxies /rest/api,
// /__mock, /media, /mock-paypal and /docs to it, and adds the mock toolbar to the shop's page (the shop's own code
// never names it; mock-toolbar/vite.dev.config.ts). `-- --port <web> --mock-port <mock>` moves either; the proxy follows
// the mock. Ctrl-C or SIGTERM stops both. Other arguments go to the mock server
// (`npm run dev -- --upstream <url> --mock-calls @session`).
// `npm run dev -- --api <base URL>`: Vite proxies /rest/api to that backend instead (web/dev-proxy.ts), and the
// mock server is not started, since nothing would call it; the client's drift check reports what differs.
// `npm run dev -- --browser-mock`: Vite with the browser-only preview's entry (preview/vite.config.ts): the mock
// runs in the page (MSW, the world in IndexedDB), so there is one process and no server. Other arguments go to Vite.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiFlagOrExit } from '@tours/storefront/api-flag';
import { DEFAULT_MOCK_PORT, portIsFree, takePortFlags } from './dev-ports.mjs';
import { superviseChildren } from './supervise.mjs';

const BROWSER_MOCK = '--browser-mock';
const browserMock = process.argv.includes(BROWSER_MOCK);
const { api, rest: afterApi } = apiFlagOrExit(process.argv.slice(2).filter((arg) => arg !== BROWSER_MOCK));
if (browserMock && api) {
  console.error(`${BROWSER_MOCK} and --api exclude each other: the first answers the API in the browser, the second sends it to ${api}`);
  process.exit(2);
}
let ports;
try {
  ports = takePortFlags(afterApi);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
const { webPort, rest } = ports;
const mockPort = ports.mockPort ?? DEFAULT_MOCK_PORT;
const startsMock = !browserMock && !api;

if (startsMock && !(await portIsFree(mockPort))) {
  console.error(
    `Port ${mockPort} is taken (another npm start or npm run dev?), so the mock server cannot listen there and the shop would talk to whatever does: stop it, or choose another with --mock-port <n>`,
  );
  process.exit(2);
}

// The flags are the one way in: a TOURS_API_URL left in the shell must not redirect a plain `npm run dev`.
const webEnv = { ...process.env, TOURS_MOCK_URL: `http://127.0.0.1:${mockPort}` };
if (api) webEnv.TOURS_API_URL = api;
else delete webEnv.TOURS_API_URL;
// An asked-for port is kept or the start fails, so the address printed is the one to open.
const webPortArgs = webPort === undefined ? [] : ['--port', String(webPort), '--strictPort'];

if (api) {
  const ignored = rest.length > 0 ? ` (ignored: ${rest.join(' ')})` : '';
  console.log(`--api: /rest/api goes to ${api}; the mock server is not started${ignored}`);
}

// Vite runs as node itself (no npm or npx between), so a stop reaches it and it keeps the terminal for its shortcuts; a
// SIGTERM to an npm wrapper left Vite running. The mock server's `tsx watch` leads a process group of its own, stopped
// as a whole (tsx and the server under it); it never reads the terminal, which a background group must not.
const webRoot = fileURLToPath(new URL('../web/', import.meta.url));
const viteBin = join(dirname(createRequire(join(webRoot, 'package.json')).resolve('vite/package.json')), 'bin', 'vite.js');
const vite = (args) => spawn(process.execPath, [viteBin, ...args], { cwd: webRoot, stdio: 'inherit', env: webEnv });
const groupLeaders = new Set();
const mockServer = () => {
  const child = spawn('npx', ['tsx', 'watch', 'mock-server/src/main.ts', '--port', String(mockPort), ...rest], {
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  groupLeaders.add(child);
  return child;
};
// The mock server's console page (/__mock/) is a build of the toolbar's sections; rebuilt on each change, a reload shows it.
const consoleBuild = () => vite(['build', '--watch', '-c', '../mock-toolbar/vite.console.config.ts']);
const children = browserMock
  ? [vite(['-c', '../preview/vite.config.ts', ...webPortArgs, ...rest])]
  : [...(startsMock ? [mockServer(), consoleBuild()] : []), vite(['-c', '../mock-toolbar/vite.dev.config.ts', ...webPortArgs])];

superviseChildren(
  children,
  (child) => {
    try {
      if (groupLeaders.has(child)) process.kill(-child.pid, 'SIGTERM');
      else child.kill('SIGTERM');
    } catch {
      // The group is already gone.
    }
  },
  ['SIGINT', 'SIGTERM', 'SIGHUP'],
);
