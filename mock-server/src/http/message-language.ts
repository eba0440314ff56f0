import { API_PREFIX } from '@tours/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EnvelopeBody } from '../runtime/envelope.js';
import { inLanguage, preferredLanguage } from '../runtime/message-language.js';

export { preferredLanguage };

const isEnvelope = (payload: unknown): payload is EnvelopeBody =>
  typeof payload === 'object' && payload !== null && typeof (payload as { message?: unknown }).message === 'string';

/** Envelopes only: the /rest/api answers (also under a percent-encoded path, which still names its call). */
const isApiRequest = (request: FastifyRequest) =>
  request.routeOptions.config.callName !== undefined || request.url.startsWith(`${API_PREFIX}/`);

/**
 * Every envelope's message in the language the caller asks for (a preSerialization hook, so the error
 * handler's envelopes too). The journal keeps the message as the mock wrote it (outcome.ts settles before
 * this runs), so the console reads one language whatever the shop asked.
 */
export function registerMessageLanguage(app: FastifyInstance) {
  app.addHook('preSerialization', (request, reply, payload, done) => {
    if (!isApiRequest(request) || !isEnvelope(payload)) return done(null, payload);
    reply.header('vary', 'Accept-Language');
    done(null, inLanguage(payload, request.headers['accept-language']));
  });
}
