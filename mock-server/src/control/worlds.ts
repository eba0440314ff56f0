import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pictureCostsOf } from '../http/picture-costs.js';
import { parseWith } from '../runtime/parse-with.js';
import { BrokenWorldError } from '../store/broken-world.js';
import { DEFAULT_WORLD, WORLD_COOKIE, type World, worldNameOf } from '../store/worlds.js';

const createInput = z.object({ name: z.string() });

/** Isolated worlds: independent copies of the seeded shop, picked per request by header or cookie. */
export async function worldRoutes(app: FastifyInstance) {
  const { worlds } = app.mock;

  app.get('/worlds', async (request) => ({
    current: worldNameOf(request),
    worlds: worlds.list().map(summary),
  }));

  app.post('/worlds', async (request, reply) => {
    const world = worlds.create(parseWith(createInput, request.body).name);
    return reply.status(201).send({ name: world.name, enter: `/__mock/worlds/${world.name}/enter` });
  });

  app.post<{ Params: { name: string } }>('/worlds/:name/reset', async (request) => {
    worlds.reset(worlds.toRepair(request.params.name));
    return { name: request.params.name, reset: true };
  });

  app.delete<{ Params: { name: string } }>('/worlds/:name', async (request) => {
    worlds.delete(request.params.name);
    return { name: request.params.name, deleted: true };
  });

  /** For a browser: the cookie makes every later request of this browser use the world. */
  app.get<{ Params: { name: string } }>('/worlds/:name/enter', async (request, reply) => {
    const world = worlds.toRepair(request.params.name);
    if (world.name === DEFAULT_WORLD) reply.clearCookie(WORLD_COOKIE, { path: '/' });
    else reply.setCookie(WORLD_COOKIE, world.name, { path: '/', sameSite: 'lax', httpOnly: false });
    return reply.redirect('/', 302);
  });
}

/**
 * One line of the list, with what its pictures cost the rasteriser (http/picture-costs.ts); a broken world is listed
 * with why and how to repair it, never failing the list.
 */
function summary(world: World) {
  try {
    const { users, orders } = world.state;
    const pictures = pictureCostsOf(world);
    return {
      name: world.name,
      clockOffsetMs: world.clockOffsetMs,
      users: users.length,
      orders: orders.length,
      sessionExpired: world.sessionExpired,
      pictures: { ...pictures, drawingMs: Math.round(pictures.drawingMs) },
    };
  } catch (error) {
    if (!(error instanceof BrokenWorldError)) throw error;
    // The control plane answers people on this machine only: the reason names the damaged file where it lies.
    return { name: world.name, broken: error.message, file: error.reason };
  }
}
