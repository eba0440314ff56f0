import type { FastifyInstance } from 'fastify';

/**
 * The world's last /rest/api requests, newest first (at most 500 and 1 MB, payloads cut to 4 KB: see
 * http/journal.ts); `call` narrows to one registry name.
 */
export async function journalRoutes(app: FastifyInstance) {
  const { worlds } = app.mock;

  app.get<{ Querystring: { call?: string } }>('/journal', async (request) => {
    const world = worlds.forRequest(request);
    const call = request.query.call;
    const entries = world.journal.filter((entry) => !call || entry.call === call);
    return { world: world.name, entries: [...entries].reverse() };
  });

  app.delete('/journal', async (request) => {
    worlds.forRequest(request).journal = [];
    return { cleared: true };
  });
}
