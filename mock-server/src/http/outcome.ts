import type { FastifyRequest } from 'fastify';
import type { EnvelopeBody } from '../runtime/envelope.js';
import type { Outcome } from './services.js';
import { type World, worldNameOf } from './worlds.js';

export { type EnvelopeBody, success } from '../runtime/envelope.js';

/**
 * Starts the journal record of a request once its world and payload are known. The payload is held as
 * sent only while the request lives; the journal keeps a masked copy cut to a few KB (journal.ts).
 */
export function begin(request: FastifyRequest, world: World, payload: unknown): Outcome {
  const call = request.routeOptions.config.callName ?? '';
  request.outcome = { world, call, payload, code: 0, message: '' };
  return request.outcome;
}

/** Records how the request ended and returns the body to send. */
export function settle(request: FastifyRequest, body: EnvelopeBody): EnvelopeBody {
  const outcome = request.outcome ?? beginLate(request);
  if (outcome) {
    outcome.code = body.code;
    outcome.message = body.message;
  }
  return body;
}

/** A request refused before its route ran (unparsable body, unknown world) still belongs in the journal when its world exists. */
function beginLate(request: FastifyRequest): Outcome | null {
  const world = request.server.mock.worlds.list().find((w) => w.name === worldNameOf(request));
  return world ? begin(request, world, request.body ?? request.query) : null;
}
