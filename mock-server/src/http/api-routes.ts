import { setTimeout as sleep } from 'node:timers/promises';
import fastifyMultipart from '@fastify/multipart';
import { type CallDefinition, type CallName, callNames, calls } from '@tours/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type CallContext, type DomainCallName, handlers, resolveToken, sessionInvalid } from '../domain/index.js';
import { applyFault } from './faults.js';
import { begin, type EnvelopeBody, settle, success } from './outcome.js';
import { parsePayload, rawPayload } from './request-payload.js';
import { readUpload } from './upload.js';
import { forwardingHook } from './upstream/forward-hook.js';
import type { World } from './worlds.js';

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
  const token = tokenOf(request);
  const userId = callerOf(call, world, token, now);

  let data: unknown;
  if (name === 'file.upload') {
    const upload = await readUpload(request);
    outcome.payload = { file: upload.file.filename, type: upload.file.type, bytes: upload.file.body.length };
    parsePayload(call, upload);
    data = await uploads.save(upload.file, { world: world.name, anonymous: userId === null });
  } else {
    const input = parsePayload(call, rawPayload(call, request));
    const origin = `${request.protocol}://${request.host}`;
    data = await runHandler(name, input, { state: world.state, now, userId, token, origin, sessionTtlMs: app.mock.sessionTtlMs });
  }
  const drift = app.mock.validateResponses ? call.data.safeParse(data).error : undefined;
  if (drift) {
    request.log.error({ call: name, issues: drift.issues.slice(0, 5) }, 'handler data does not match the contract');
    return settle(request, { code: 500, message: 'Internal error: the mock answered data that does not match the contract' });
  }
  return settle(request, success(data));
}

/** The Authorization header holds the token as is (spec §7); a 'Bearer ' prefix is tolerated. */
function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization?.trim();
  if (!header) return null;
  return header.replace(/^Bearer\s+/i, '') || null;
}

function callerOf(call: CallDefinition, world: World, token: string | null, now: Date): number | null {
  if (call.auth === 'none') return null;
  const userId = token !== null && !world.sessionExpired ? resolveToken(world.state, token, now) : null;
  if (userId === null && call.auth === 'required') throw sessionInvalid();
  return userId;
}

type UntypedHandler = (input: unknown, ctx: CallContext) => unknown;

/** The input was parsed by this very call's request schema, so it has the handler's input type. */
function runHandler(name: DomainCallName, input: unknown, ctx: CallContext): unknown {
  const handler = handlers[name] as UntypedHandler;
  return handler(input, ctx);
}
