import type { FastifyInstance } from 'fastify';
import { latestCodeView, outboxView } from '../runtime/outbox.js';

/** Emails the shop "sent" (verification codes, confirmations), newest first. */
export async function outboxRoutes(app: FastifyInstance) {
  const { worlds } = app.mock;

  app.get<{ Querystring: { to?: string } }>('/outbox', async (request) => {
    const world = worlds.forRequest(request);
    worlds.tick(world);
    return outboxView(world.state, request.query.to);
  });

  app.get<{ Querystring: { email?: string } }>('/outbox/latest-code', async (request) => {
    const world = worlds.forRequest(request);
    worlds.tick(world);
    return latestCodeView(world.state, request.query.email);
  });
}
