import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest, checkInvariants, type State } from '../domain/index.js';
import { parseWith } from '../http/request-payload.js';

/** A whole world is a few MB at the default scale and far more at benchmark scales. */
const IMPORT_LIMIT_BYTES = 512 * 1024 * 1024;
const reseedInput = z.object({ seed: z.number().int().optional(), scale: z.number().positive().max(1000).optional() });

/** Reset, reseed, and export/import of the request's world. */
export async function stateRoutes(app: FastifyInstance) {
  const { worlds } = app.mock;

  app.post('/reset', async (request) => {
    const world = worlds.forRequest(request);
    worlds.reset(world);
    return { world: world.name, reset: true };
  });

  app.post('/reseed', async (request) => {
    const world = worlds.forRequest(request);
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
        const world = worlds.forRequest(request);
        world.state = asState(request.body, world.state);
        return { world: world.name, imported: true };
      },
    });
  }
}

/**
 * An import is refused unless every top-level field of a state is there with the right kind and the
 * domain's invariants hold. The invariants assume well-formed rows, so a throw there is a refusal too.
 */
function asState(body: unknown, reference: State): State {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('body: must be a state object', 'body');
  const candidate = body as Record<string, unknown>;
  for (const [key, value] of Object.entries(reference)) {
    if (kind(candidate[key]) !== kind(value)) throw badRequest(`${key}: must be ${kind(value)}`, key);
  }
  const state = structuredClone(candidate) as unknown as State;
  let problems: string[];
  try {
    problems = checkInvariants(state);
  } catch (error) {
    throw badRequest(`state: malformed rows (${error instanceof Error ? error.message : 'unreadable'})`, 'state');
  }
  if (problems.length > 0) throw badRequest(`state: ${problems.slice(0, 3).join('; ')}`, 'state');
  return state;
}

const kind = (value: unknown) => (Array.isArray(value) ? 'an array' : value === null ? 'null' : `a ${typeof value}`);
