import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { type CallName, calls } from '@tours/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BODY_LIMIT_BYTES } from '../error-handler.js';
import { applyFault } from '../faults.js';
import { begin, settle } from '../outcome.js';
import { UPLOAD_LIMIT_BYTES } from '../upload-store.js';
import { deviationsOf } from './drift-report.js';
import { badGateway, FORWARDED_BY_HEADER, forward, readBody } from './forward.js';
import type { Upstream } from './upstream.js';

/** Room for a multipart upload's boundaries and headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * A route-level preParsing hook: when the request's world forwards this call, the body is read as
 * bytes (never parsed: the real backend judges it), sent to the backend, its answer checked against the
 * contract for the drift report, and sent back as it came. A mocked call passes through untouched.
 * Latency and faults apply to both, so a slow or failing real call can be simulated too.
 */
export function forwardingHook(app: FastifyInstance, upstream: Upstream, name: CallName) {
  const limit = calls[name].encoding === 'multipart' ? UPLOAD_LIMIT_BYTES + MULTIPART_OVERHEAD_BYTES : BODY_LIMIT_BYTES;
  return async (request: FastifyRequest, reply: FastifyReply, payload: Readable): Promise<Readable | undefined> => {
    const world = app.mock.worlds.forRequest(request);
    if (upstream.isMocked(world.name, name)) return payload;
    const outcome = begin(request, world, request.query);
    outcome.source = 'upstream';
    // --upstream pointing back at this server would forward each request to itself until the sockets run out.
    if (request.headers[FORWARDED_BY_HEADER] === upstream.instanceId) {
      throw badGateway(upstream.base, 'is this mock server itself: point --upstream at the real backend');
    }
    if (app.mock.latencyMs > 0) await sleep(app.mock.latencyMs);
    await applyFault(world, name);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await readBody(payload, limit);
    if (body) outcome.payload = journalView(name, request, body);

    const answer = await forward(upstream.base, upstream.timeoutMs, request, body, upstream.forwardsToken(world.name), upstream.instanceId);
    const text = answer.body.toString('utf8');
    const deviations = deviationsOf(name, answer.status, answer.contentType, text);
    if (deviations.length > 0) {
      upstream.drift(world.name).add(name, deviations, new Date());
      request.log.warn({ call: name, drift: deviations.slice(0, 5) }, 'the real backend answered outside the contract');
    }
    settle(request, envelopeSummary(text, answer.status));
    reply.code(answer.status).headers(answer.headers);
    if (answer.contentType) reply.type(answer.contentType);
    // Awaited until the answer is out, so Fastify sees the reply sent and never parses the body it no longer has.
    await reply.send(answer.body);
    return undefined;
  };
}

/** What the journal shows of a forwarded answer: its envelope's code and message, or the HTTP status. */
function envelopeSummary(text: string, status: number): { code: number; message: string } {
  try {
    const body = JSON.parse(text) as { code?: unknown; message?: unknown; msg?: unknown };
    if (typeof body.code === 'number') {
      const message = typeof body.message === 'string' ? body.message : typeof body.msg === 'string' ? body.msg : '';
      return { code: body.code, message };
    }
  } catch {
    // Not JSON: the journal shows the HTTP status instead, and the drift report says what came.
  }
  return { code: status, message: `not an envelope (HTTP ${status})` };
}

/** The body as the journal shows it (it masks secrets and cuts it to 4 KB): fields for forms and JSON, a size for files. */
function journalView(name: CallName, request: FastifyRequest, body: Buffer): unknown {
  const encoding = calls[name].encoding;
  if (encoding === 'multipart') return { multipart: `${body.length} bytes` };
  const text = body.toString('utf8');
  if (encoding === 'json' || request.headers['content-type']?.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}
