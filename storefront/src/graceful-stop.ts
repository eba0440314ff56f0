import type { FastifyInstance } from 'fastify';

/** A host waits this long after SIGTERM before it kills the process. */
const STOP_DEADLINE_MS = 10_000;
/** Leaves time to write the last line and exit before the deadline itself. */
const FORCE_AFTER_MS = STOP_DEADLINE_MS - 1_000;
/** Requests still waiting for the backend then are answered, so their connections close before the force. */
const CUT_AFTER_MS = FORCE_AFTER_MS - 1_000;
const IDLE_SWEEP_MS = 100;

export interface StopSteps {
  /** At once: the health checks answer 503 from then on (health.ts). */
  drain: () => void;
  /** After 8 s: what still waits for the backend is answered (the forwarder's 502 envelope, never a bare close). */
  cutWaiting: () => void;
}

/** The requests the server is answering, counted from their arrival until their response closes, whatever way. */
class RequestsInFlight {
  private count = 0;
  private waiting: (() => void) | null = null;

  constructor(app: FastifyInstance) {
    app.server.on('request', (_request, response) => {
      this.count += 1;
      response.once('close', () => {
        this.count -= 1;
        this.settle();
      });
    });
  }

  /** Calls `then` once no request is in flight: at once when none is. */
  whenNone(then: () => void): void {
    this.waiting = then;
    this.settle();
  }

  private settle(): void {
    if (this.count > 0 || this.waiting === null) return;
    const then = this.waiting;
    this.waiting = null;
    then();
  }
}

/**
 * On SIGTERM (a host's stop) or SIGINT (Ctrl-C): drain, then stop. While requests are in flight the server keeps
 * listening and serving, and its health checks answer 503: a balancer that asks then reads "stopping" and sends new
 * visitors elsewhere, where a closed listener would only refuse it, which a balancer reads as a fault, and refuse the
 * visitors it still sends meanwhile. Once no request is in flight (or after 8 s, when `cutWaiting` answers what still
 * waits for the backend) it stops taking connections, finishes what is left and exits 0; whatever is still open
 * after 9 s is closed and the process exits 1, within the host's grace.
 */
export function stopOnSignal(app: FastifyInstance, log: (line: string) => void, { drain, cutWaiting }: StopSteps): void {
  let stopping = false;
  let closing = false;
  const close = (cut: NodeJS.Timeout, force: NodeJS.Timeout) => {
    if (closing) return;
    closing = true;
    // A connection busy when the listener closes stays open once answered (HTTP keep-alive) and would hold the stop
    // for its keep-alive timeout (72 s); those left idle are closed as they become so. One still carrying a request
    // is not idle, so that request is answered too.
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
  const inFlight = new RequestsInFlight(app);
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    drain();
    log(`${new Date().toISOString()} ${signal}: answering 503 to health checks while the requests in flight finish, then stopping`);
    const cut = setTimeout(() => {
      log(`${new Date().toISOString()} still busy after ${CUT_AFTER_MS} ms: answering the calls still waiting for the backend`);
      cutWaiting();
      close(cut, force);
    }, CUT_AFTER_MS);
    const force = setTimeout(() => {
      log(`${new Date().toISOString()} still busy after ${FORCE_AFTER_MS} ms: closing what is left`);
      process.exit(1);
    }, FORCE_AFTER_MS);
    inFlight.whenNone(() => close(cut, force));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
