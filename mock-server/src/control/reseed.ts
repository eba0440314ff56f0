import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseWith } from '../runtime/parse-with.js';
import { worldNameOf } from '../store/worlds.js';

/**
 * The seed's demo history cycles through the first tours (favourites of tours 1, 3 and 8): with fewer
 * than 8 tours it favours one tour twice and the world fails its own invariants.
 */
export const MIN_SCALE = 8;
const reseedInput = z.object({
  seed: z.number().int().optional(),
  scale: z.number().int().min(MIN_SCALE).max(1000).optional(),
});

/** Reseed the request's world: a new seed or scale replaces its data, so it also repairs a broken world. */
export async function reseedRoutes(app: FastifyInstance) {
  const { worlds } = app.mock;

  app.post('/reseed', async (request) => {
    const world = worlds.toRepair(worldNameOf(request));
    const seed = parseWith(reseedInput, request.body ?? {});
    worlds.reseed(world, seed);
    return { world: world.name, seed: world.state.seed, scale: world.state.scale };
  });
}
