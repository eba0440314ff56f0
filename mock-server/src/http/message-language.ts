import { API_PREFIX } from '@tours/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mockMessageIn } from './message-catalogue.js';

type Language = 'en' | 'zh';

/**
 * The language an Accept-Language header prefers: the entry of highest q (the first of equals) decides,
 * Chinese for any zh tag, else English (issue 13 item 7; docs/decisions.md). No header: English.
 */
export function preferredLanguage(header: string | undefined): Language {
  let best: { language: Language; q: number } | null = null;
  for (const entry of (header ?? '').split(',')) {
    const [tag = '', ...parameters] = entry.trim().split(';');
    if (!tag) continue;
    const qParameter = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParameter ? Number(qParameter.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    const language: Language = /^zh\b/i.test(tag) ? 'zh' : 'en';
    if (!best || q > best.q) best = { language, q };
  }
  return best?.language ?? 'en';
}

const isEnvelope = (payload: unknown): payload is { message: string } =>
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
    const message = mockMessageIn(preferredLanguage(request.headers['accept-language']), payload.message);
    done(null, message === payload.message ? payload : { ...payload, message });
  });
}
