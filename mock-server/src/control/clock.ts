import type { FastifyInstance } from 'fastify';
import type { World } from '../http/worlds.js';
import { advancedOffset, offsetFor } from '../runtime/clock.js';

/** Shared with the MSW adapter (runtime/clock.ts); re-exported for the state file's loader. */
export { clockOffsetInRange } from '../runtime/clock.js';

/** Each world's clock: real time plus an offset, so expiry and completion follow it and time keeps running. */
export async function clockRoutes(app: FastifyInstance) {
  const { worlds } = app.mock;
  const view = (world: World) => ({ world: world.name, now: worlds.tick(world).toISOString(), offsetMs: world.clockOffsetMs });

  app.get('/clock', async (request) => view(worlds.forRequest(request)));

  app.post('/clock/advance', async (request) => {
    const world = worlds.forRequest(request);
    world.clockOffsetMs = advancedOffset(world, request.body);
    return view(world);
  });

  app.post('/clock/set', async (request) => {
    const world = worlds.forRequest(request);
    world.clockOffsetMs = offsetFor(request.body);
    return view(world);
  });
}
