// `npm run dev`: the mock server on 127.0.0.1:8080 and Vite with hot reload, which proxies /rest/api,
// /__mock, /media, /mock-paypal and /docs to it. Ctrl-C stops both. Extra arguments go to the mock server
// (`npm run dev -- --upstream <url> --mock-calls @session`).
// `npm run dev -- --api <base URL>`: Vite proxies /rest/api to that backend instead (web/dev-proxy.ts), and the
// mock server is not started, since nothing would call it; the client's drift check reports what differs.
import { spawn } from 'node:child_process';
import { apiFlagOrExit } from './api-flag.mjs';

const { api, rest } = apiFlagOrExit(process.argv.slice(2));

// The flag is the one way in: a TOURS_API_URL left in the shell must not redirect a plain `npm run dev`.
const webEnv = { ...process.env };
if (api) webEnv.TOURS_API_URL = api;
else delete webEnv.TOURS_API_URL;

if (api) {
  const ignored = rest.length > 0 ? ` (ignored: ${rest.join(' ')})` : '';
  console.log(`--api: /rest/api goes to ${api}; the mock server is not started${ignored}`);
}
const children = [
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
