import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseWith } from '../http/request-payload.js';
import { DEFAULT_WORLD, WORLD_COOKIE, worldNameOf } from '../http/worlds.js';

const createInput = z.object({ name: z.string() });

/** Isolated worlds: independent copies of the seeded shop, picked per request by header or cookie. */
export async function worldRoutes(app: FastifyInstance) {
  const { worlds } = app.mock;

  app.get('/worlds', async (request) => ({
    current: worldNameOf(request),
    worlds: worlds.list().map((w) => ({
      name: w.name,
      clockOffsetMs: w.clockOffsetMs,
      users: w.state.users.length,
      orders: w.state.orders.length,
      sessionExpired: w.sessionExpired,
    })),
  }));

  app.post('/worlds', async (request, reply) => {
    const world = worlds.create(parseWith(createInput, request.body).name);
    return reply.status(201).send({ name: world.name, enter: `/__mock/worlds/${world.name}/enter` });
  });

  app.post<{ Params: { name: string } }>('/worlds/:name/reset', async (request) => {
    worlds.reset(worlds.get(request.params.name));
    return { name: request.params.name, reset: true };
  });

  app.delete<{ Params: { name: string } }>('/worlds/:name', async (request) => {
    worlds.delete(request.params.name);
    return { name: request.params.name, deleted: true };
  });

  /** For a browser: the cookie makes every later request of this browser use the world. */
  app.get<{ Params: { name: string } }>('/worlds/:name/enter', async (request, reply) => {
    const world = worlds.get(request.params.name);
    if (world.name === DEFAULT_WORLD) reply.clearCookie(WORLD_COOKIE, { path: '/' });
    else reply.setCookie(WORLD_COOKIE, world.name, { path: '/', sameSite: 'lax', httpOnly: false });
    return reply.redirect('/', 302);
  });
}
