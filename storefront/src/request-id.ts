import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header a request's id comes in (from a balancer or a client), goes back in, and goes to the backend in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An id a balancer or tracer makes (a UUID, nginx's 32 hex digits, a W3C trace id) fits; anything longer or with other
 * characters is not taken, since it is written into every log line and sent on to the backend.
 */
const USABLE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The request's id (Fastify's `genReqId`): the incoming `X-Request-Id` when it is usable, so a request is followed
 * from the balancer through this server to the backend under one id; else a new UUID.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && USABLE_REQUEST_ID.test(given) ? given : randomUUID();
}
