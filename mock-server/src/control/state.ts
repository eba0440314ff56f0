import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { worldNameOf } from '../http/worlds.js';
import { parseWith } from '../runtime/parse-with.js';
import { importedState } from '../runtime/state-import.js';

export { importedState };

/** A whole world is a few MB at the default scale and far more at benchmark scales. */
const IMPORT_LIMIT_BYTES = 512 * 1024 * 1024;
/**
 * The seed's demo history cycles through the first tours (favourites of tours 1, 3 and 8): with fewer
 * than 8 tours it favours one tour twice and the world fails its own invariants.
 */
export const MIN_SCALE = 8;
const reseedInput = z.object({
  seed: z.number().int().optional(),
  scale: z.number().int().min(MIN_SCALE).max(1000).optional(),
});

/** Reset, reseed, and export/import of the request's world. */
export async function stateRoutes(app: FastifyInstance) {
  const { worlds } = app.mock;

  // Reset, reseed and import replace the world's data, so they also repair a broken world (toRepair).
  app.post('/reset', async (request) => {
    const world = worlds.toRepair(worldNameOf(request));
    worlds.reset(world);
    return { world: world.name, reset: true };
  });

  app.post('/reseed', async (request) => {
    const world = worlds.toRepair(worldNameOf(request));
    const seed = parseWith(reseedInput, request.body ?? {});
    worlds.reseed(world, seed);
    return { world: world.name, seed: world.state.seed, scale: world.state.scale };
  });

  app.get('/state', async (request, reply) => {
    const world = worlds.forRequest(request);
    worlds.tick(world);
    return reply.header('content-disposition', `attachment; filename="mock-state-${world.name}.json"`).send(world.state);
  });

  for (const method of ['PUT', 'POST'] as const) {
    app.route({
      method,
      url: '/state',
      bodyLimit: IMPORT_LIMIT_BYTES,
      handler: async (request) => {
        const world = worlds.toRepair(worldNameOf(request));
        world.state = importedState(request.body);
        return { world: world.name, imported: true };
      },
    });
  }
}
