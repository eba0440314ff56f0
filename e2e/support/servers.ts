import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { repoRoot } from './web-build';

export const HOST = '127.0.0.1';
const READY_TIMEOUT_MS = 60_000;

/** A port nobody listens on right now, chosen by the OS. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

export interface RunningServer {
  baseURL: string;
  logFile: string;
  stop: () => Promise<void>;
}

async function waitUntilReady(name: string, readyURL: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The ${name} exited with code ${child.exitCode}; see ${logFile}`);
    try {
      const response = await fetch(readyURL);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The ${name} did not answer within ${READY_TIMEOUT_MS / 1000} s; see ${logFile}`);
}

/**
 * Starts one of the repository's servers from its TypeScript (tsx) on a free port of 127.0.0.1, its log in
 * e2e/test-results/<log>, and waits until `readyPath` answers.
 */
async function startServer(options: {
  name: string;
  entry: string;
  args: string[];
  readyPath: string;
  log: string;
}): Promise<RunningServer> {
  const port = await freePort();
  const baseURL = `http://${HOST}:${port}`;
  const logDir = join(repoRoot, 'e2e', 'test-results');
  await mkdir(logDir, { recursive: true });
  const logFile = join(logDir, options.log);
  const log = createWriteStream(logFile);
  const tsx = join(repoRoot, 'node_modules', '.bin', 'tsx');
  const child = spawn(tsx, [options.entry, '--host', HOST, '--port', String(port), ...options.args], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    // The whole process group: tsx runs the server in a child of its own.
    process.kill(-child.pid, 'SIGTERM');
    const timer = setTimeout(() => child.pid !== undefined && child.exitCode === null && process.kill(-child.pid, 'SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
    log.end();
  };
  try {
    await waitUntilReady(options.name, `${baseURL}${options.readyPath}`, child, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, logFile, stop };
}

/** The mock backend (API, control plane, media, wallet page) for the whole run; tests isolate themselves in worlds. */
export const startMockServer = (args: string[] = []): Promise<RunningServer> =>
  startServer({ name: 'mock server', entry: 'mock-server/src/main.ts', args, readyPath: '/__mock/worlds', log: 'mock-server.log' });

const JOURNEY_DRAWING = ['--vary-cookie', 'mock-world', '--page-deadline', '10000', '--first-visit-deadline', '10000'];

/**
 * The storefront's server with the given web build, in front of the mock: it draws the public pages with their data
 * and forwards /rest/api and the mock's pictures (/media) to it, with its own defaults for everything `args` does not set.
 */
export const startStorefrontWith = (webDist: string, api: string, args: string[], log: string): Promise<RunningServer> =>
  startServer({
    name: 'storefront server',
    entry: 'storefront/src/main.ts',
    args: ['--api', api, '--web-dist', webDist, '--media-path', '/media', ...args],
    // Ready once a render thread is up; /healthz answers while they still load (storefront/src/health.ts).
    readyPath: '/readyz',
    log,
  });

/**
 * The storefront for the journeys, as `npm start` runs it: every visit draws its page, since journeys change the mock's
 * answers (faults, clock) between two visits of the same address. A page gets ten seconds rather than one before the
 * shell goes instead: a render thread's first pages on a loaded machine take longer than a second, and the journeys
 * check what is drawn, not how fast (the benches do).
 */
export const startStorefront = (webDist: string, api: string, log = 'storefront.log', extraArgs: string[] = []): Promise<RunningServer> =>
  // The journeys' worlds are the mock's `mock-world` cookie: a page drawn for one must ask the mock in that world.
  startStorefrontWith(webDist, api, ['--page-cache', '0', ...JOURNEY_DRAWING, ...extraArgs], log);
