import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MockAnswer, MockRequest } from '../runtime/mock-request.js';

/** Headers that describe one hop's transfer, not the request: a standard Request sets its own. */
const HOP_HEADERS = new Set(['connection', 'content-length', 'keep-alive', 'transfer-encoding', 'upgrade']);

/**
 * The mock handler's view of a Fastify request whose body was read as bytes, at `path` (the route's own path, so a
 * percent-encoded /%72est/api/... the router matched names its call too) with the query as sent. It reads Fastify's
 * own fields when asked; only a multipart body, which needs a form parser, is handed to a standard Request.
 */
export function mockRequestOf(request: FastifyRequest, origin: string, path: string): MockRequest {
  const query = request.url.indexOf('?');
  const url = `${origin}${path}${query === -1 ? '' : request.url.slice(query)}`;
  const bytes = Buffer.isBuffer(request.body) && request.method !== 'GET' && request.method !== 'HEAD' ? request.body : null;
  return {
    method: request.method,
    url,
    headers: { get: (name) => headerValue(request.headers[name.toLowerCase()]) },
    text: () => Promise.resolve(bytes?.toString('utf8') ?? ''),
    formData: () => standardRequest(request, url, bytes).formData(),
  };
}

/** Sends the handler's answer through Fastify, so its hooks (security headers, persistence, journal) still run. */
export function sendAnswer(reply: FastifyReply, answer: MockAnswer): FastifyReply {
  return reply.code(answer.status).headers(answer.headers).send(answer.body);
}

/** A header as Fetch's Headers.get gives it: repeated values joined by a comma, null when absent. */
function headerValue(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(', ') : value;
}

function standardRequest(request: FastifyRequest, url: string, bytes: Buffer | null): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || HOP_HEADERS.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  // The bytes as a view on their own memory, not a copy: an upload's body is up to 20 MB.
  const body = bytes ? new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength) : undefined;
  return new Request(url, { method: request.method, headers, body });
}
