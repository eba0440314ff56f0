// `npm run dev`: the mock server on 127.0.0.1:8080 and Vite with hot reload, which proxies /rest/api,
// /__mock, /media, /mock-paypal and /docs to it. Ctrl-C stops both. Extra arguments go to the mock server
// (`npm run dev -- --upstream <url> --mock-calls @session`).
// `npm run dev -- --api <base URL>`: Vite proxies /rest/api to that backend instead (web/dev-proxy.ts), and the
// mock server is not started, since nothing would call it; the client's drift check reports what differs.
// `npm run dev -- --browser-mock`: Vite with the browser-only preview's entry (preview/vite.config.ts): the mock
// runs in the page (MSW, the world in IndexedDB), so there is one process and no server. Extra arguments go to Vite.
import { spawn } from 'node:child_process';
import { apiFlagOrExit } from './api-flag.mjs';

const BROWSER_MOCK = '--browser-mock';
const browserMock = process.argv.includes(BROWSER_MOCK);
const { api, rest } = apiFlagOrExit(process.argv.slice(2).filter((arg) => arg !== BROWSER_MOCK));
if (browserMock && api) {
  console.error(`${BROWSER_MOCK} and --api exclude each other: the first answers the API in the browser, the second sends it to ${api}`);
  process.exit(2);
}

// The flag is the one way in: a TOURS_API_URL left in the shell must not redirect a plain `npm run dev`.
const webEnv = { ...process.env };
if (api) webEnv.TOURS_API_URL = api;
else delete webEnv.TOURS_API_URL;

if (api) {
  const ignored = rest.length > 0 ? ` (ignored: ${rest.join(' ')})` : '';
  console.log(`--api: /rest/api goes to ${api}; the mock server is not started${ignored}`);
}
const children = browserMock
  ? [spawn('npx', ['vite', '-c', 'preview/vite.config.ts', ...rest], { stdio: 'inherit', env: webEnv })]
  : [
      ...(api ? [] : [spawn('npx', ['tsx', 'watch', 'mock-server/src/main.ts', ...rest], { stdio: 'inherit' })]),
      spawn('npm', ['run', 'dev', '-w', 'web'], { stdio: 'inherit', env: webEnv }),
    ];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
