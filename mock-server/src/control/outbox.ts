import type { FastifyInstance } from 'fastify';
import { latestCode, notFound } from '../domain/index.js';

/** Emails the shop "sent" (verification codes, confirmations), newest first. */
export async function outboxRoutes(app: FastifyInstance) {
  const { worlds } = app.mock;

  app.get<{ Querystring: { to?: string } }>('/outbox', async (request) => {
    const world = worlds.forRequest(request);
    worlds.tick(world);
    const to = request.query.to?.trim().toLowerCase();
    const emails = world.state.outbox.filter((email) => !to || email.to.toLowerCase() === to);
    return { emails: [...emails].reverse() };
  });

  app.get<{ Querystring: { email?: string } }>('/outbox/latest-code', async (request) => {
    const world = worlds.forRequest(request);
    worlds.tick(world);
    const email = request.query.email?.trim() ?? '';
    const code = email ? latestCode(world.state, email) : null;
    if (!code) throw notFound(`No verification code was sent to ${email || '(no email given)'}`);
    return { email, code };
  });
}
