import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { type CallName, calls } from '@tours/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { applyFault } from '../runtime/faults.js';
import { UPLOAD_BODY_LIMIT_BYTES } from '../runtime/upload-rules.js';
import { bodyOf, FORWARDED_CONTENT_TYPE, verdictOn } from '../upstream/answer-rules.js';
import { deviationsOf } from '../upstream/drift-report.js';
import { badGateway, forward, readBody } from '../upstream/forward.js';
import { loopRefusal } from '../upstream/forward-chain.js';
import { stopReason, stopWaitingSignal } from '../upstream/stop-waiting.js';
import type { Upstream } from '../upstream/upstream.js';
import { BODY_LIMIT_BYTES } from './error-handler.js';
import { begin, settle } from './outcome.js';

/**
 * A route-level preParsing hook: when the request's world forwards this call, the body is read as
 * bytes (never parsed: the real backend judges it), sent to the backend, its answer checked against the
 * contract for the drift report, and sent back when it is JSON (answer-rules.ts), else a 502 envelope.
 * A mocked call passes through untouched. Latency and faults apply to both, so a slow or failing real
 * call can be simulated too.
 */
export function forwardingHook(app: FastifyInstance, upstream: Upstream, name: CallName) {
  const limit = calls[name].encoding === 'multipart' ? UPLOAD_BODY_LIMIT_BYTES : BODY_LIMIT_BYTES;
  return async (request: FastifyRequest, reply: FastifyReply, payload: Readable): Promise<Readable | undefined> => {
    const world = app.mock.worlds.forRequest(request);
    if (upstream.isMocked(world.name, name)) return payload;
    const outcome = begin(request, world, request.query);
    outcome.source = 'upstream';
    // A request that passed here already would go round the loop until the sockets run out.
    const loop = loopRefusal(request.headers, upstream.pseudonym);
    if (loop) throw badGateway(upstream.base.origin, loop);
    const stop = stopWaitingSignal(request, reply, upstream.closing);
    if (app.mock.latencyMs > 0) await sleepUnless(stop, app.mock.latencyMs, upstream.base.origin);
    await applyFault(world, name);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await readBody(payload, limit);
    if (body) outcome.payload = journalView(name, request, body);

    const answer = await forward(upstream, request, body, upstream.forwardsToken(world.name), stop);
    const answerBody = bodyOf(answer);
    const deviations = deviationsOf(name, answer.status, answer.contentType, answerBody);
    if (deviations.length > 0) {
      upstream.drift(world.name).add(name, deviations, new Date());
      request.log.warn({ call: name, drift: deviations.slice(0, 5) }, 'the real backend answered outside the contract');
    }
    const verdict = verdictOn(answer, answerBody);
    if (!verdict.pass) throw badGateway(upstream.base.origin, verdict.why);
    settle(request, envelopeSummary(verdict.value, answer.status));
    reply.code(answer.status).headers(answer.headers).type(FORWARDED_CONTENT_TYPE);
    // Awaited until the answer is out, so Fastify sees the reply sent and never parses the body it no longer has.
    await reply.send(answer.body);
    return undefined;
  };
}

/** The world's latency before a forwarded call, cut short when no one waits for it any more. */
async function sleepUnless(stop: AbortSignal, ms: number, origin: string): Promise<void> {
  try {
    await sleep(ms, undefined, { signal: stop });
  } catch {
    throw badGateway(origin, `was not called: ${stopReason(stop)}`);
  }
}

/** What the journal shows of a forwarded answer: its envelope's code and message, or the HTTP status. */
function envelopeSummary(value: unknown, status: number): { code: number; message: string } {
  if (typeof value === 'object' && value !== null && 'code' in value && typeof value.code === 'number') {
    return { code: value.code, message: textField(value, 'message') ?? textField(value, 'msg') ?? '' };
  }
  return { code: status, message: `not an envelope (HTTP ${status})` };
}

const textField = (value: object, key: string): string | undefined => {
  const field: unknown = Reflect.get(value, key);
  return typeof field === 'string' ? field : undefined;
};

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
