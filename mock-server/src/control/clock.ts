import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseWith } from '../http/request-payload.js';
import type { World } from '../http/worlds.js';

const MINUTE = 60_000;
const advanceInput = z
  .object({
    ms: z.number().min(0).default(0),
    minutes: z.number().min(0).default(0),
    hours: z.number().min(0).default(0),
    days: z.number().min(0).default(0),
  })
  .strict();
const setInput = z.object({ iso: z.iso.datetime({ offset: true }) });

/** Each world's clock: real time plus an offset, so expiry and completion follow it and time keeps running. */
export async function clockRoutes(app: FastifyInstance) {
  const { worlds } = app.mock;
  const view = (world: World) => ({ world: world.name, now: worlds.tick(world).toISOString(), offsetMs: world.clockOffsetMs });

  app.get('/clock', async (request) => view(worlds.forRequest(request)));

  app.post('/clock/advance', async (request) => {
    const world = worlds.forRequest(request);
    const { ms, minutes, hours, days } = parseWith(advanceInput, request.body ?? {});
    world.clockOffsetMs += ms + minutes * MINUTE + hours * 60 * MINUTE + days * 24 * 60 * MINUTE;
    return view(world);
  });

  app.post('/clock/set', async (request) => {
    const world = worlds.forRequest(request);
    const { iso } = parseWith(setInput, request.body);
    world.clockOffsetMs = Date.parse(iso) - Date.now();
    return view(world);
  });
}
