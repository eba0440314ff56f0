import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ChildServer, killed, post, startServer } from '../robustness/child-server.js';
import { ScriptedBackend } from './scripted-backend.js';

/** What a process manager gives a server between SIGTERM and SIGKILL. */
const STOP_WITHIN_MS = 5_000;
/** Starting the CLI under tsx, then the stop itself. */
const TEST_TIMEOUT_MS = 60_000;

/** How the process ended, or 'still running' once STOP_WITHIN_MS has passed. */
function exitWithin(child: ChildProcess, ms: number): Promise<{ code: number | null } | 'still running'> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('still running'), ms);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code });
    });
  });
}

let backend: ScriptedBackend;
let server: ChildServer | undefined;
beforeAll(async () => {
  backend = await ScriptedBackend.start();
});
afterEach(async () => {
  if (server) await killed(server.process);
});
afterAll(() => backend.stop());

describe('SIGTERM with requests in flight', () => {
  it(
    'ends the server within 5 s while a forwarded call waits for a backend that never answers',
    async () => {
      backend.answer = null;
      server = await startServer(['--upstream', backend.origin, '--upstream-timeout', '60000']);
      const arrived = backend.nextArrival();
      const answer = post(server.base, 'category.list', {});
      await arrived;

      const exit = exitWithin(server.process, STOP_WITHIN_MS);
      server.process.kill('SIGTERM');
      expect(await exit).toEqual({ code: 0 });
      expect(await answer).toMatchObject({ code: 502 });
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'ends the server within 5 s while an answer waits out a long --latency',
    async () => {
      server = await startServer(['--latency', '60000']);
      const answer = post(server.base, 'category.list', {});
      // The request is read and waiting in the latency long before this.
      await sleep(1_000);

      const exit = exitWithin(server.process, STOP_WITHIN_MS);
      server.process.kill('SIGTERM');
      expect(await exit).toEqual({ code: 0 });
      expect(await answer).toBeNull();
    },
    TEST_TIMEOUT_MS,
  );
});
