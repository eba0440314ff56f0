import type { IncomingHttpHeaders } from 'node:http';
import replyFrom from '@fastify/reply-from';
import { API_PREFIX, codes } from '@tours/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RawServerBase, RouteGenericInterface } from 'fastify';
import { CallsInFlight } from './calls-in-flight.js';
import { pathOf } from './paths.js';
import { REQUEST_ID_HEADER } from './request-id.js';
import { upstreamPathOf } from './upstream-path.js';

/**
 * A backend that has not answered whole by then, counted from the call's arrival and streaming included, never will
 * for this visitor; the browser's own limit is 20 s.
 */
const BACKEND_TIMEOUT_MS = 30_000;

/**
 * The visitor's request headers that reach the backend: what describes the request, its body, its credentials and
 * its conditions. Anything else a visitor sends (a header a backend trusts from its own network, an internal routing
 * or debugging switch) stays here; `--forward-header` adds a name a deployment needs.
 */
export const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-encoding',
  'accept-language',
  'authorization',
  'cache-control',
  'content-type',
  'content-length',
  'cookie',
  'if-match',
  'if-modified-since',
  'if-none-match',
  'if-range',
  'if-unmodified-since',
  'origin',
  'pragma',
  'range',
  'referer',
  'traceparent',
  'tracestate',
  'user-agent',
  'x-requested-with',
];

/**
 * The backend's answer headers that reach the browser. The shop's origin is ours: a backend never sets its cookies,
 * its security policy or its CORS rules, so only what describes the body and its caching passes, and the backend's
 * Date: the shop's hold countdowns run on the backend's clock, read from it (web/src/lib/server-clock.ts).
 */
const PASSED_ANSWER_HEADERS = [
  'content-type',
  'date',
  'content-length',
  'content-encoding',
  'cache-control',
  'etag',
  'last-modified',
  'expires',
  'vary',
  'retry-after',
];

/** Answers that have no body, so no type to check. */
const BODILESS_STATUS = new Set([204, 304]);

export type ForwardOptions = {
  /** The backend's base URL, without trailing slashes; a base path is kept. */
  api: string;
  timeoutMs?: number;
  /** Backend folders of pictures and videos its answers name by path (the mock's /media), forwarded too. */
  mediaPaths?: readonly string[];
  /** Request header names forwarded besides FORWARDED_REQUEST_HEADERS, lower case. */
  forwardHeaders?: readonly string[];
  /** Aborted when the server must stop now: every call still waiting for its backend is cut (calls-in-flight.ts). */
  stopping?: AbortSignal;
};

/** What may come back through a forwarded path: the API's JSON, or a media folder's pictures, video and sound. */
type Accepts = (contentType: string) => boolean;
const API_ANSWER: Accepts = (type) => type === 'application/json';
const MEDIA_FILE: Accepts = (type) => /^(image|video|audio)\/[a-z0-9.+-]+$/.test(type);

/**
 * `/rest/api/*` goes to `<api>/rest/api/*`: method, query, the named headers and body, the body streamed (an upload
 * is never held in memory). The browser talks to one origin and needs no CORS. A media folder goes the same way, GET
 * and HEAD only (a video's Range requests included); its answers pass only as pictures, video or sound. The backend
 * path is built here from the decoded segments and checked to lie under its folder (upstream-path.ts); reply-from's
 * own guard against `..` is not relied on.
 */
export async function forwardToBackend(app: FastifyInstance, options: ForwardOptions): Promise<void> {
  const backend = new URL(options.api);
  const basePath = backend.pathname.replace(/\/+$/, '');
  const timeout = options.timeoutMs ?? BACKEND_TIMEOUT_MS;
  const passedHeaders = new Set([...FORWARDED_REQUEST_HEADERS, ...(options.forwardHeaders ?? [])]);
  const inFlight = new CallsInFlight(timeout, (reply) => badGateway(reply, backend.origin));
  options.stopping?.addEventListener('abort', () => inFlight.cutAll(), { once: true });

  // Every body passes as the raw stream: parsing would buffer uploads and re-encode forms.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  await app.register(replyFrom, {
    base: backend.origin,
    disableRequestLogging: true,
    // reply-from turns certificate checks off unless told: a production backend's certificate must be valid.
    undici: { connect: { rejectUnauthorized: true } },
    // A POST must never be sent twice because a kept-alive connection dropped: orders and payments are not idempotent.
    retryMethods: [],
  });

  const forward = (accepts: Accepts, folder: string) => (request: FastifyRequest, reply: FastifyReply) => {
    const path = upstreamPathOf(pathOf(request.url), basePath, folder);
    inFlight.bound(reply);
    return reply.from(path, {
      timeout,
      rewriteRequestHeaders: (incoming, headers) => {
        const forwarded: IncomingHttpHeaders = {};
        for (const [name, value] of Object.entries(headers)) if (passedHeaders.has(name)) forwarded[name] = value;
        // The backend still sees whom it answers (its rate limits would otherwise count every visitor as one).
        const chain = incoming.headers['x-forwarded-for'];
        forwarded['x-forwarded-for'] = chain ? `${chain}, ${incoming.ip}` : incoming.ip;
        // The backend is asked under its own name (a virtual host answers for that name only, and the links it
        // writes, such as a wallet's approval page, point at itself); the shop's name goes as X-Forwarded-Host.
        forwarded.host = backend.host;
        if (incoming.headers.host) forwarded['x-forwarded-host'] = incoming.headers.host;
        // The request's own id (the balancer's when usable, else made here: request-id.ts), never a visitor's unusable one.
        forwarded[REQUEST_ID_HEADER] = incoming.id;
        return forwarded;
      },
      rewriteHeaders: (headers) =>
        Object.fromEntries(PASSED_ANSWER_HEADERS.flatMap((name) => (name in headers ? [[name, headers[name]]] : []))),
      // By now the answer holds the backend's status and the headers rewriteHeaders let through.
      onResponse: (_request, answer, response) => {
        // Cut by its deadline or by a stop while the backend was still thinking: the visitor has had the 502.
        if (answer.sent) {
          response.stream.destroy();
          return answer;
        }
        if (BODILESS_STATUS.has(answer.statusCode) || accepts(mediaTypeOf(answer.getHeader('content-type')))) {
          return answer.send(response.stream);
        }
        // HTML from a backend would run on the shop's origin, with its visitors' tokens at hand.
        response.stream.destroy();
        // A media folder's refusal keeps its status without its body: a picture the backend does not have is a 404 to
        // browsers and crawlers, and one it is too busy to draw a 503 with its Retry-After, not a gateway failure.
        if (accepts === MEDIA_FILE && answer.statusCode >= 400) return refusalWithoutBody(answer);
        return badGateway(answer, backend.origin);
      },
      onError: (answer) => (answer.sent ? answer : badGateway(answer, backend.origin)),
    });
  };
  app.all(`${API_PREFIX}/*`, { decompress: false }, forward(API_ANSWER, API_PREFIX));
  for (const path of options.mediaPaths ?? []) app.get(`${path}/*`, { decompress: false }, forward(MEDIA_FILE, path));
}

function mediaTypeOf(contentType: unknown): string {
  return typeof contentType === 'string' ? (contentType.split(';')[0]?.trim().toLowerCase() ?? '') : '';
}

function refusalWithoutBody(reply: FastifyReply<RouteGenericInterface, RawServerBase>) {
  for (const name of ['content-type', 'content-length', 'content-encoding', 'etag', 'last-modified']) reply.removeHeader(name);
  return reply.header('cache-control', 'no-store').send();
}

/** The contract's envelope, so the shop shows the failure with its Retry like any refused call. */
function badGateway(reply: FastifyReply<RouteGenericInterface, RawServerBase>, origin: string) {
  for (const name of PASSED_ANSWER_HEADERS) reply.removeHeader(name);
  return reply
    .code(502)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ code: codes.badGateway, message: `The backend ${origin} could not be reached` });
}
