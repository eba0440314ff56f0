import type { FastifyInstance } from 'fastify';
import { HEALTH_PATH } from './pages.js';

/**
 * A load balancer's health check. The server keeps no state and needs nothing else to serve, so it is healthy while
 * it listens. Once it is stopping, Fastify answers every request, this one included, with a 503 (its
 * `return503OnClosing`), so the balancer sends new visitors elsewhere.
 */
export function health(app: FastifyInstance): void {
  app.get(HEALTH_PATH, (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
}
