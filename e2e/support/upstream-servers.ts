import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type StandIn, startStandIn, stop as stopStandIn } from '@tours/mock-server/testing/stand-in';
import { startStorefront } from './servers';
import { privateWebDist, repoRoot } from './web-build';

const READY_TIMEOUT_MS = 60_000;
const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;

export interface UpstreamServers {
  /** The mock server that forwards to the stand-in: the API and the console. */
  baseURL: string;
  /** The storefront's server in front of that mock: the shop, as `npm start -- --api <backend>` serves it. */
  shopURL: string;
  /** The stand-in "real backend" (mock-server/test/upstream/stand-in-backend.ts), under /backend. */
  backend: string;
  stop: () => Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** The real CLI (one node process, so killing it kills the server) on a port the OS picks, with the given flags. */
function startCli(args: string[], logFile: string): Promise<{ baseURL: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/src/main.ts', '--host', '127.0.0.1', '--port', '0', ...args], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(logFile);
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the mock server did not listen within ${READY_TIMEOUT_MS / 1000} s; see ${logFile}`));
    }, READY_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const origin = LISTENING.exec(output)?.[1];
      if (origin) {
        clearTimeout(timer);
        resolve({ baseURL: origin, child });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the mock server exited with ${code} before listening; see ${logFile}`));
    });
  });
}

/**
 * A journey of its own against a "real backend": the stand-in in one process, the mock server CLI forwarding to it
 * (--upstream) in another, and the storefront's server serving a private copy of the built shop in front of the
 * mock, as `npm start -- --api` runs them. The suite's shared servers have no upstream, so this journey cannot use
 * them. Logs go to e2e/test-results/upstream-*.log.
 */
export async function startUpstreamServers(mockCalls: string): Promise<UpstreamServers> {
  const logDir = join(repoRoot, 'e2e', 'test-results');
  await mkdir(logDir, { recursive: true });
  const web = privateWebDist();
  let standIn: StandIn | undefined;
  let mock: ChildProcess | undefined;
  try {
    standIn = await startStandIn();
    const server = await startCli(['--upstream', standIn.base, '--mock-calls', mockCalls], join(logDir, 'upstream-mock-server.log'));
    mock = server.child;
    const shop = await startStorefront(web.dir, server.baseURL, 'upstream-storefront.log');
    const backend = standIn;
    return {
      baseURL: server.baseURL,
      shopURL: shop.baseURL,
      backend: backend.base,
      stop: async () => {
        await shop.stop();
        await Promise.all([exited(server.child), stopStandIn(backend)]);
        web.remove();
      },
    };
  } catch (error) {
    if (mock) await exited(mock);
    if (standIn) await stopStandIn(standIn);
    web.remove();
    throw error;
  }
}
