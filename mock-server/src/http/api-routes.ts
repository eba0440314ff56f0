import { setTimeout as sleep } from 'node:timers/promises';
import fastifyMultipart from '@fastify/multipart';
import { type CallDefinition, type CallName, callNames, calls } from '@tours/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerOf, dataDrift, runHandler, tokenOf } from '../runtime/answer-call.js';
import { driftRefusal } from '../runtime/envelope.js';
import { applyFault } from './faults.js';
import { begin, type EnvelopeBody, settle, success } from './outcome.js';
import { parsePayload, rawPayload } from './request-payload.js';
import { readUpload } from './upload.js';
import { forwardingHook } from './upstream/forward-hook.js';

/** Every registry call, registered by this one loop under the /rest/api prefix. */
export async function apiRoutes(app: FastifyInstance) {
  const { upstream } = app.mock;
  const route = (scope: FastifyInstance, name: CallName) => {
    const call: CallDefinition = calls[name];
    scope.route({
      method: call.method,
      url: call.path,
      config: { callName: name },
      // Only with --upstream: a mock-only server pays nothing for forwarding.
      preParsing: upstream ? forwardingHook(app, upstream, name) : undefined,
      handler: (request) => runCall(app, name, request),
    });
  };
  // @fastify/multipart adds three hooks and a socket listener to every request of the scope it is
  // registered in, so only the multipart calls' scope has it. Elsewhere a multipart body is an unknown
  // content type, refused with the same "Content-Type: must be ..." envelope as before.
  await app.register(async (uploads) => {
    await uploads.register(fastifyMultipart);
    for (const name of callNames) if (calls[name].encoding === 'multipart') route(uploads, name);
  });
  for (const name of callNames) if (calls[name].encoding !== 'multipart') route(app, name);
}

/** Order of checks as a real backend's filters: latency and faults, time, session, input, then the call. */
async function runCall(app: FastifyInstance, name: CallName, request: FastifyRequest): Promise<EnvelopeBody> {
  const { worlds, latencyMs, uploads } = app.mock;
  const call: CallDefinition = calls[name];
  const world = worlds.forRequest(request);
  const outcome = begin(request, world, request.body ?? request.query);
  if (latencyMs > 0) await sleep(latencyMs);
  await applyFault(world, name);
  const now = worlds.tick(world);
  const token = tokenOf(request.headers.authorization);

  const userId = callerOf(call, world, token, now);

  let data: unknown;
  if (name === 'file.upload') {
    const upload = await readUpload(request);
    outcome.payload = { file: upload.file.filename, type: upload.file.type, bytes: upload.file.body.length };
    parsePayload(call, upload);
    data = await uploads.save(upload.file, { world: world.name, customer: userId });
  } else {
    const origin = `${request.protocol}://${request.host}`;
    const payload = rawPayload(call, request);
    const walletOrigin = walletOriginOf(app, request);
    const arrival = { name, payload, token, now, origin, ...(walletOrigin ? { walletOrigin } : {}), sessionTtlMs: app.mock.sessionTtlMs };
    data = await runHandler(world, arrival, userId);
  }
  const drift = app.mock.validateResponses ? dataDrift(name, data) : null;
  if (drift) {
    request.log.error({ call: name, issues: drift.slice(0, 5) }, 'handler data does not match the contract');
    return settle(request, driftRefusal());
  }
  return settle(request, success(data));
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
