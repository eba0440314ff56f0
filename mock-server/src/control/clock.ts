import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../domain/index.js';
import { parseWith } from '../http/request-payload.js';
import type { World } from '../http/worlds.js';

const MINUTE = 60_000;
const UNIT_MS = { ms: 1, minutes: MINUTE, hours: 60 * MINUTE, days: 24 * 60 * MINUTE } as const;
type Unit = keyof typeof UNIT_MS;

/**
 * The range a world's clock may read. Stored times are 'YYYY-MM-DD HH:mm:ss' with four-digit years, and
 * orders, calendars and codes look up to a year past the clock, so the top leaves a year before 10000;
 * past it (or past Date's own range) the clock reads Invalid Date and every later call answers 500.
 */
export const EARLIEST_CLOCK = Date.UTC(1970, 0, 1);
export const LATEST_CLOCK = Date.UTC(9999, 0, 1);
const RANGE = '1970-01-01T00:00:00Z and 9999-01-01T00:00:00Z';

const advanceInput = z
  .object({
    ms: z.number().min(0).default(0),
    minutes: z.number().min(0).default(0),
    hours: z.number().min(0).default(0),
    days: z.number().min(0).default(0),
  })
  .strict();
const setInput = z.object({ iso: z.iso.datetime({ offset: true }) });

/** Whether the offset puts the clock inside the range now (the real time moves on, so a file's offset is checked at load). */
export const clockOffsetInRange = (offsetMs: number, realNow = Date.now()) =>
  Number.isFinite(offsetMs) && realNow + offsetMs >= EARLIEST_CLOCK && realNow + offsetMs < LATEST_CLOCK;

/** Each world's clock: real time plus an offset, so expiry and completion follow it and time keeps running. */
export async function clockRoutes(app: FastifyInstance) {
  const { worlds } = app.mock;
  const view = (world: World) => ({ world: world.name, now: worlds.tick(world).toISOString(), offsetMs: world.clockOffsetMs });

  app.get('/clock', async (request) => view(worlds.forRequest(request)));

  app.post('/clock/advance', async (request) => {
    const world = worlds.forRequest(request);
    const amounts = parseWith(advanceInput, request.body ?? {});
    const units = Object.keys(UNIT_MS) as Unit[];
    const offset = units.reduce((sum, unit) => sum + amounts[unit] * UNIT_MS[unit], world.clockOffsetMs);
    if (!clockOffsetInRange(offset)) {
      // The field named is the one that moved the clock furthest: the one to correct.
      const largest = units.reduce((a, b) => (amounts[b] * UNIT_MS[b] > amounts[a] * UNIT_MS[a] ? b : a));
      throw badRequest(
        `${largest}: would move the clock past ${new Date(LATEST_CLOCK).toISOString()} (it must stay between ${RANGE})`,
        largest,
      );
    }
    world.clockOffsetMs = offset;
    return view(world);
  });

  app.post('/clock/set', async (request) => {
    const world = worlds.forRequest(request);
    const { iso } = parseWith(setInput, request.body);
    const offset = Date.parse(iso) - Date.now();
    if (!clockOffsetInRange(offset)) throw badRequest(`iso: must be between ${RANGE}`, 'iso');
    world.clockOffsetMs = offset;
    return view(world);
  });
}
