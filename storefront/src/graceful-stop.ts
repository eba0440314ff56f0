import type { FastifyInstance } from 'fastify';

/** A host waits this long after SIGTERM before it kills the process. */
const STOP_DEADLINE_MS = 10_000;
/** Leaves time to write the last line and exit before the deadline itself. */
const FORCE_AFTER_MS = STOP_DEADLINE_MS - 1_000;
/** Requests still waiting for the backend then are answered, so their connections close before the force. */
const CUT_AFTER_MS = FORCE_AFTER_MS - 1_000;
const IDLE_SWEEP_MS = 100;

/**
 * On SIGTERM (a host's stop) or SIGINT (Ctrl-C): stop taking connections, finish the requests in flight, exit 0.
 * After 8 s `cutWaiting` answers what still waits for the backend (the forwarder's 502 envelope, never a bare
 * close); whatever is still open after 9 s is closed and the process exits 1, within the host's grace.
 */
export function stopOnSignal(app: FastifyInstance, log: (line: string) => void, cutWaiting: () => void): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${new Date().toISOString()} ${signal}: finishing the requests in flight, then stopping`);
    const cut = setTimeout(() => {
      log(`${new Date().toISOString()} still busy after ${CUT_AFTER_MS} ms: answering the calls still waiting for the backend`);
      cutWaiting();
    }, CUT_AFTER_MS);
    const force = setTimeout(() => {
      log(`${new Date().toISOString()} still busy after ${FORCE_AFTER_MS} ms: closing what is left`);
      process.exit(1);
    }, FORCE_AFTER_MS);
    // A connection busy when the stop began stays open once answered (HTTP keep-alive) and would hold the stop for
    // its keep-alive timeout (72 s); those left idle are closed as they become so. One still carrying a request is
    // not idle, so that request is answered too.
    const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    app.close().then(
      () => {
        clearTimeout(cut);
        clearTimeout(force);
        clearInterval(sweep);
        process.exit(0);
      },
      (error: unknown) => {
        log(`${new Date().toISOString()} stopping failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
