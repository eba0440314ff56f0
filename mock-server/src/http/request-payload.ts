import type { CallDefinition } from '@tours/contract';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../domain/index.js';
import { parseWith } from '../runtime/parse-with.js';
import { CONTENT_TYPES, mediaTypeOf, wrongBodyType } from '../runtime/request-rules.js';

export { CONTENT_TYPES, parseWith };

/**
 * The payload as the client sent it, before validation: the query for GET calls, the parsed body
 * otherwise. A body in another encoding than the registry's is refused rather than guessed at, so a
 * client bug shows up here and not against the real backend.
 */
export function rawPayload(call: CallDefinition, request: FastifyRequest): unknown {
  if (call.encoding === 'query') return request.query ?? {};
  const expected = CONTENT_TYPES[call.encoding];
  if (wrongBodyType(call, mediaTypeOf(request.headers['content-type'])))
    throw badRequest(`Content-Type: must be ${expected}`, 'Content-Type');
  if (request.body === undefined || request.body === null) return call.encoding === 'json' ? undefined : {};
  return request.body;
}

/** Parses with the call's request schema; the refusal names the first bad field. */
export function parsePayload(call: CallDefinition, raw: unknown): unknown {
  return parseWith(call.request, raw);
}
