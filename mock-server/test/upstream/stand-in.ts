import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('./stand-in-backend.ts', import.meta.url));
const LISTENING = /stand-in backend at (http:\/\/127\.0\.0\.1:\d+)/;

export interface StandIn {
  /** Where the mock server forwards to: the backend serves its API under /backend. */
  base: string;
  origin: string;
  process: ChildProcess;
}

export interface SeenRequest {
  method: string;
  url: string;
  authorization: string | null;
  acceptLanguage: string | null;
  contentType: string | null;
  cookie: string | null;
  body: string;
}

/** The stand-in "real backend" in its own process, on a port the OS picks. */
export function startStandIn(timeoutMs = 20_000): Promise<StandIn> {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT], { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the stand-in backend did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const origin = LISTENING.exec(output)?.[1];
      if (origin) {
        clearTimeout(timer);
        resolve({ base: `${origin}/backend`, origin, process: child });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the stand-in backend exited with ${code}:\n${output}`));
    });
  });
}

export async function seenBy(standIn: StandIn): Promise<SeenRequest[]> {
  return (await fetch(`${standIn.origin}/seen`)).json() as Promise<SeenRequest[]>;
}

export async function forgetSeen(standIn: StandIn): Promise<void> {
  await fetch(`${standIn.origin}/seen`, { method: 'DELETE' });
}

export function stop(standIn: StandIn): Promise<void> {
  const child = standIn.process;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}
