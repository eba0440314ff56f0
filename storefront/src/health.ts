import type { FastifyInstance, FastifyReply } from 'fastify';
import { HEALTH_PATH } from './pages.js';

/** The readiness check: whether this process should be sent visitors now. */
export const READY_PATH = '/readyz';

export interface HealthOptions {
  /**
   * Aborted once the server is asked to stop (graceful-stop.ts): both checks answer 503 from then on, while the
   * requests in flight finish on a listener that stays open, so a balancer reads "stopping", not a refused connection.
   */
  draining?: AbortSignal;
  /** Whether a render thread has loaded the renderer (main.ts); absent: the server draws nothing, so it is ready. */
  renderThreadsUp?: () => boolean;
}

/** A 503 also closes its connection: a balancer's next check or request then opens one to whichever process it picks. */
function answer(reply: FastifyReply, status: 'ok' | 'starting' | 'stopping'): FastifyReply {
  reply.header('cache-control', 'no-store');
  if (status !== 'ok') reply.code(503).header('connection', 'close');
  return reply.send({ status });
}

/**
 * The load balancer's checks. `/healthz`, the process's liveness, answers 200 from the moment it listens, its render
 * threads still starting included (it needs nothing else: it keeps no state), and 503 once it is stopping, so a
 * balancer pointed at it sends new visitors elsewhere. `/readyz` says whether to send it visitors: 503 until a render
 * thread is up, since a page asked before then waits for the thread or gets the shell, and 503 once stopping.
 */
export function health(app: FastifyInstance, { draining, renderThreadsUp = () => true }: HealthOptions = {}): void {
  app.get(HEALTH_PATH, (_request, reply) => answer(reply, draining?.aborted ? 'stopping' : 'ok'));
  app.get(READY_PATH, (_request, reply) => {
    if (draining?.aborted) return answer(reply, 'stopping');
    return answer(reply, renderThreadsUp() ? 'ok' : 'starting');
  });
}
