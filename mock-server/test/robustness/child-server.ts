import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type CallName, calls, encodeRequest, fullPath } from '@tours/contract';

const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;

export interface ChildServer {
  base: string;
  process: ChildProcess;
}

/**
 * The real CLI in its own process (node --import tsx, one process, so SIGKILL hits the server itself
 * and not a wrapper), on a free port chosen by the OS; resolves with its address once it listens.
 * With `bundle`, plain node runs that built bundle instead, as `npm start` does.
 */
export function startServer(args: string[], timeoutMs = 30_000, bundle?: string): Promise<ChildServer> {
  const entry = bundle ? [bundle] : ['--import', 'tsx', MAIN];
  const child = spawn(process.execPath, [...entry, '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = LISTENING.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ base: match[1], process: child });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code} before listening:\n${output}`));
    });
  });
}

export function killed(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** A registry call against a child server (the contract's one encoder); the envelope, or null when the connection died (the kill). */
export async function post(
  base: string,
  name: CallName,
  payload: Record<string, unknown>,
  token?: string,
  world?: string,
): Promise<{ code: number; data?: unknown } | null> {
  const call = calls[name];
  const { url, init } = encodeRequest(call, `${base}${fullPath(call)}`, payload);
  const headers: Record<string, string> = { ...init.headers };
  if (token) headers.Authorization = token;
  if (world) headers['X-Mock-World'] = world;
  try {
    const response = await fetch(url, { ...init, headers });
    return (await response.json()) as { code: number; data?: unknown };
  } catch {
    return null;
  }
}
