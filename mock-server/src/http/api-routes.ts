import { setTimeout as sleep } from 'node:timers/promises';
import { type CallDefinition, callNames, calls, fullPath } from '@tours/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerApiRequest, type MockPorts } from '../runtime/answer-request.js';
import { BODY_LIMIT_BYTES } from '../runtime/request-rules.js';
import { UPLOAD_BODY_LIMIT_BYTES } from '../runtime/upload-rules.js';
import type { World } from '../store/worlds.js';
import { forwardPort } from './forward-port.js';
import { mockRequestOf, sendAnswer } from './mock-request.js';
import { begin } from './outcome.js';

/**
 * Every registry call, registered by this one loop under the /rest/api prefix and answered by the mock's one
 * request handler (runtime/answer-request.ts), which reads the body itself: here every body stays bytes.
 */
export async function apiRoutes(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  for (const name of callNames) {
    const call: CallDefinition = calls[name];
    app.route({
      method: call.method,
      url: call.path,
      config: { callName: name },
      bodyLimit: call.encoding === 'multipart' ? UPLOAD_BODY_LIMIT_BYTES : BODY_LIMIT_BYTES,
      handler: async (request, reply) => {
        const world = app.mock.worlds.forRequest(request);
        const origin = `${request.protocol}://${request.host}`;
        const ports = portsOf(app, request, reply, world, origin);
        const answer = await answerApiRequest(world, mockRequestOf(request, origin, fullPath(call)), ports);
        return sendAnswer(reply, answer);
      },
    });
  }
}

/**
 * The Node mock's side of the handler: the world store's clock, the upload store, latency, the journal, the log, and
 * with --upstream the real backend (a mock-only server pays nothing for forwarding).
 */
function portsOf(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, world: World, origin: string): MockPorts {
  const { worlds, latencyMs, uploads, sessionTtlMs, validateResponses, upstream } = app.mock;
  const outcome = begin(request, world, request.query);
  const walletOrigin = walletOriginOf(app, request);
  return {
    clock: { now: () => worlds.now(world), tick: () => worlds.tick(world) },
    saveUpload: ({ type, body }, customer) =>
      uploads.save({ type, body: Buffer.from(body.buffer, body.byteOffset, body.byteLength) }, { world: world.name, customer }),
    origin,
    ...(walletOrigin ? { walletOrigin } : {}),
    sessionTtlMs,
    validateResponses,
    ...(latencyMs > 0 ? { latency: () => sleep(latencyMs) } : {}),
    settled: (record) => Object.assign(outcome, record),
    logBug: (message, detail) => request.log.error(detail, message),
    ...(upstream ? { forward: forwardPort(app, upstream, request, reply, world, outcome) } : {}),
  };
}

/**
 * A call that another server forwarded (the storefront's, which says so with X-Forwarded-Host) comes from a shop
 * served there, where the mock's wallet pages are not: their links then name this server's own listening address.
 * Never the Host header, which the client chooses; nothing for a server listening on every interface.
 */
function walletOriginOf(app: FastifyInstance, request: FastifyRequest): string | undefined {
  if (request.headers['x-forwarded-host'] === undefined) return undefined;
  const address = app.server.address();
  if (typeof address !== 'object' || address === null || ['0.0.0.0', '::'].includes(address.address)) return undefined;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}
