import childProcess from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';
import { Server } from 'node:net';

/**
 * A unit test starts no process that outlives its call and opens no port: the unit projects run on every change
 * (`npm run test:quick`), and a child server or a listening one costs seconds and flakes when the machine is busy.
 * A test that needs one belongs to a `*-processes` project of vitest.config.ts, which gives it the time it needs;
 * this setup file makes the rule fail loudly instead of slowing the inner loop quietly. A synchronous call (a
 * formatter run on a string) ends before the test goes on, so it stays allowed.
 */
const PROCESS_STARTERS = ['spawn', 'exec', 'execFile', 'fork'] as const;

function refuse(what: string): never {
  throw new Error(`${what} in a unit test: list this file among the process tests of vitest.config.ts (their own project)`);
}

for (const name of PROCESS_STARTERS) {
  Object.defineProperty(childProcess, name, { value: () => refuse(`child_process.${name}`), configurable: true, writable: true });
}
syncBuiltinESMExports();
Server.prototype.listen = () => refuse('listening on a port');
