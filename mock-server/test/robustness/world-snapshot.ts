import type { FastifyInstance } from 'fastify';
import { checkInvariants } from '../../src/domain/index.js';
import { checkStateShape } from '../../src/domain/state-schema.js';
import { DEFAULT_WORLD } from '../../src/store/worlds.js';

/**
 * What a refused request must leave as it was: the world's data, clock, faults and session switch.
 * The journal is left out on purpose, since it records refusals too.
 */
export function worldData(app: FastifyInstance, name = DEFAULT_WORLD): string {
  const { state, clockOffsetMs, faults, sessionExpired } = app.mock.worlds.get(name);
  return JSON.stringify({ state, clockOffsetMs, faults, sessionExpired });
}

/** Problems of a world as a state file would be checked on start: its schema, then the invariants. */
export function worldProblems(app: FastifyInstance, name = DEFAULT_WORLD): string[] {
  const world = app.mock.worlds.get(name);
  const shape = checkStateShape(world.state);
  if (!shape.ok) return [`${shape.path}: ${shape.problem}`];
  if (Object.getPrototypeOf(world.state.sessions) !== Object.prototype) return ['sessions: prototype replaced'];
  return checkInvariants(world.state);
}
