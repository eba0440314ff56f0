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

async function waitUntilReady(baseURL: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The mock server exited with code ${child.exitCode}; see ${logFile}`);
    try {
      const response = await fetch(`${baseURL}/__mock/worlds`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The mock server did not answer within ${READY_TIMEOUT_MS / 1000} s; see ${logFile}`);
}

/**
 * Starts the mock server with the given web build on a free port of 127.0.0.1, its log in
 * e2e/test-results/mock-server.log. One server serves every worker; tests isolate themselves in worlds.
 */
export async function startMockServer(webDist: string): Promise<RunningServer> {
  const port = await freePort();
  const baseURL = `http://${HOST}:${port}`;
  const logDir = join(repoRoot, 'e2e', 'test-results');
  await mkdir(logDir, { recursive: true });
  const logFile = join(logDir, 'mock-server.log');
  const log = createWriteStream(logFile);
  const tsx = join(repoRoot, 'node_modules', '.bin', 'tsx');
  const child = spawn(tsx, ['mock-server/src/main.ts', '--host', HOST, '--port', String(port), '--web-dist', webDist], {
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
    await waitUntilReady(baseURL, child, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, logFile, stop };
}
