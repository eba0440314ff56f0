import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT } from './web-size.js';

export const HOST = '127.0.0.1';

export interface Running {
  name: string;
  base: string;
  child: ChildProcess;
  /** Spawn to the first successful answer of the readiness probe. */
  startupMs: number;
}

/** A port the OS says is free now; the child binds it a moment later (good enough on a quiet loopback). */
export { freePort } from '@tours/e2e/support/servers';

/** Enough of a server's standard error to hold the line that says why it stopped. */
const LAST_WORDS_CHARACTERS = 2_000;

/**
 * Starts a server process and polls `probe` until it answers; the time to that first answer is the
 * start-up figure. Standard output is discarded so a chatty logger costs every server the same; the
 * last of what it wrote to standard error is in the error thrown when it ends before answering.
 */
export async function start(
  name: string,
  command: string,
  args: string[],
  port: number,
  probe: (base: string) => Promise<boolean>,
  timeoutMs = 60_000,
  env: Record<string, string> = {},
): Promise<Running> {
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production', ...env },
  });
  let lastWords = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    lastWords = `${lastWords}${chunk.toString('utf8')}`.slice(-LAST_WORDS_CHARACTERS);
  });
  const base = `http://${HOST}:${port}`;
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) {
      if (child.stderr && !child.stderr.closed) await once(child.stderr, 'close');
      throw new Error(`${name} exited with ${child.exitCode} before answering${lastWords ? `: ${lastWords.trim()}` : ''}`);
    }
    if (await probe(base).catch(() => false)) return { name, base, child, startupMs: performance.now() - started };
    await sleep(10);
  }
  child.kill('SIGKILL');
  throw new Error(`${name} did not answer within ${timeoutMs} ms`);
}

export async function stop(running: Running): Promise<void> {
  const { child } = running;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/**
 * CPU time (user + system) a process has used so far, in ms, from /proc/<pid>/stat (clock ticks of 10 ms).
 * Beside a wall-clock start-up figure it shows how much of that time was the server's own work and how much
 * was waiting for a core on a shared machine.
 */
export function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Resident memory of a process in MB, from /proc (Linux, which is what the bench runs on). */
export function rssMb(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
  return kb ? Number(kb) / 1024 : Number.NaN;
}

/** Plain node running a prebuilt bundle, the way `npm start` runs the mock server: one process, no loader. */
export const bundleNode = (bundle: string, args: string[], nodeArgs: string[] = []) => ({
  command: process.execPath,
  args: [...nodeArgs, bundle, ...args],
});

export const SERVER_BUNDLE = join(ROOT, 'mock-server', 'dist', 'main.mjs');
/** Beside the server bundle, so it is built and loaded exactly the same way (and stays out of git with dist/). */
export const BARE_BUNDLE = join(ROOT, 'mock-server', 'dist', 'bench-bare-server.mjs');

/** The storefront's production server as `npm run serve` runs it. */
export const STOREFRONT_BUNDLE = join(ROOT, 'storefront', 'dist', 'main.mjs');

/** Bundles the mock server, the storefront and the bare Fastify server with the same esbuild options (scripts/build-server.mjs). */
export function buildBundles(): void {
  const builds = [
    [],
    ['--entry', 'storefront/src/main.ts', '--outfile', STOREFRONT_BUNDLE],
    ['--entry', 'storefront/src/render-worker.ts', '--outfile', join(ROOT, 'storefront', 'dist', 'render-worker.mjs')],
    ['--entry', 'storefront/src/sitemap-worker.ts', '--outfile', join(ROOT, 'storefront', 'dist', 'sitemap-worker.mjs')],
    ['--entry', 'scripts/bench/bare-server.ts', '--outfile', BARE_BUNDLE],
  ];
  for (const extra of builds) {
    const result = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build-server.mjs'), ...extra], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`scripts/build-server.mjs ${extra.join(' ')} failed`);
  }
}
