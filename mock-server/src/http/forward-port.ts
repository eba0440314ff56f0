import { setTimeout as sleep } from 'node:timers/promises';
import { type CallName, calls } from '@tours/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ForwardPort } from '../runtime/answer-request.js';
import { recordAnswer } from '../runtime/overrides.js';
import { sessionKeyOfHeader } from '../runtime/recording-policy.js';
import type { World } from '../store/worlds.js';
import { bodyOf, FORWARDED_CONTENT_TYPE, megabytes, PARSED_AT_MOST_BYTES, verdictOn } from '../upstream/answer-rules.js';
import { deviationsOf } from '../upstream/drift-report.js';
import { badGateway, forward } from '../upstream/forward.js';
import { loopRefusal } from '../upstream/forward-chain.js';
import { stopReason, stopWaitingSignal } from '../upstream/stop-waiting.js';
import type { Upstream } from '../upstream/upstream.js';
import type { Outcome } from './services.js';

/**
 * The real backend behind the mock (--upstream), for one request: the request's body bytes as Fastify read them, sent
 * as they came; the answer checked against the contract for the drift report and passed back when it is JSON
 * (answer-rules.ts), else a 502 envelope; the journal told it came from upstream.
 */
export function forwardPort(
  app: FastifyInstance,
  upstream: Upstream,
  request: FastifyRequest,
  reply: FastifyReply,
  world: World,
  outcome: Outcome,
): ForwardPort {
  const origin = upstream.base.origin;
  let stop: AbortSignal | undefined;
  return {
    forwards: (name) => !upstream.isMocked(world.name, name),
    records: (name) => upstream.isRecording(world.name, name),
    admit: () => {
      outcome.source = 'upstream';
      // A request that passed here already would go round the loop until the sockets run out.
      const loop = loopRefusal(request.headers, upstream.pseudonym);
      if (loop) throw badGateway(origin, loop);
      stop = stopWaitingSignal(request, reply, upstream.closing);
    },
    latency: async () => {
      if (app.mock.latencyMs === 0 || !stop) return;
      try {
        await sleep(app.mock.latencyMs, undefined, { signal: stop });
      } catch {
        throw badGateway(origin, `was not called: ${stopReason(stop)}`);
      }
    },
    send: async (name) => {
      const body = Buffer.isBuffer(request.body) && request.method !== 'GET' && request.method !== 'HEAD' ? request.body : undefined;
      if (body) outcome.payload = journalView(name, request, body);
      const answer = await forward(upstream, request, body, upstream.forwardsToken(world.name), stop ?? upstream.closing);
      const answerBody = bodyOf(answer);
      const deviations = deviationsOf(name, answer.status, answer.contentType, answerBody);
      if (deviations.length > 0) {
        upstream.drift(world.name).add(name, deviations, new Date());
        request.log.warn({ call: name, drift: deviations.slice(0, 5) }, 'the real backend answered outside the contract');
      }
      const verdict = verdictOn(answer, answerBody);
      if (!verdict.pass) throw badGateway(origin, verdict.why);
      const recording = upstream.isRecording(world.name, name);
      if (answerBody.kind === 'unread') {
        // Checking and recording both need the parsed answer; answer-rules.ts says why it still goes on.
        Object.assign(outcome, { code: answer.status, message: unreadNote(answerBody.bytes, recording) });
      } else {
        Object.assign(outcome, envelopeSummary(verdict.value, answer.status));
        if (recording) {
          const fields = request.method === 'GET' ? request.query : outcome.payload;
          const drift = deviations.map((deviation) => `${deviation.path}: expected ${deviation.expected}, got ${deviation.got}`);
          const session = await recordingSession(name, request);
          if (!record(world, name, fields, verdict.value, drift, app.mock.worlds.now(world), session)) {
            request.log.warn({ call: name }, 'not recorded: not an envelope, or the world has no room for another answer override');
          }
        }
      }
      return { status: answer.status, headers: { ...answer.headers, 'content-type': FORWARDED_CONTENT_TYPE }, body: answer.body };
    },
  };
}

/**
 * The session a recording of this request belongs to: the digest of its token when the call reads one (a token-only
 * answer, such as a member's profile, must never be replayed to another caller), none for a call every visitor gets.
 */
async function recordingSession(name: CallName, request: FastifyRequest): Promise<string | undefined> {
  if (calls[name].auth === 'none') return undefined;
  return (await sessionKeyOfHeader(request.headers.authorization)) ?? undefined;
}

/** A forwarded envelope saved as an answer override of the world (runtime/overrides.ts); false when it was not. */
function record(world: World, name: CallName, fields: unknown, value: unknown, drift: string[], now: Date, session?: string): boolean {
  if (typeof value !== 'object' || value === null || typeof Reflect.get(value, 'code') !== 'number') return false;
  const { code, message } = envelopeSummary(value, 200);
  const data: unknown = Reflect.get(value, 'data');
  const request = typeof fields === 'object' && fields !== null ? (fields as Record<string, unknown>) : {};
  return recordAnswer(world, name, request, { code, message, ...(data !== undefined ? { data } : {}) }, drift, now, session);
}

/**
 * What the journal says of an answer too large to read (answer-rules.ts): it went on unchecked and, when its call is
 * recorded, unrecorded, since a recording is the parsed answer.
 */
const unreadNote = (bytes: number, recording: boolean): string =>
  `passed on unread: ${megabytes(bytes)}, more than the ${PARSED_AT_MOST_BYTES / 1024 / 1024} MB the mock reads to check an answer${recording ? '; not recorded' : ''}`;

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
