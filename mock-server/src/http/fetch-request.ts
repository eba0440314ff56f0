import type { FastifyReply, FastifyRequest } from 'fastify';

/** Headers that describe one hop's transfer, not the request: the standard Request sets its own. */
const HOP_HEADERS = new Set(['connection', 'content-length', 'keep-alive', 'transfer-encoding', 'upgrade']);

/**
 * The standard Request of a Fastify request whose body was read as bytes, at `path` (the route's own
 * path, so a percent-encoded /%72est/api/... the router matched names its call too) with the query as sent.
 */
export function fetchRequestOf(request: FastifyRequest, origin: string, path: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || HOP_HEADERS.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const query = request.url.indexOf('?');
  const url = `${origin}${path}${query === -1 ? '' : request.url.slice(query)}`;
  const bytes = Buffer.isBuffer(request.body) && request.method !== 'GET' && request.method !== 'HEAD' ? request.body : null;
  // The bytes as a view on their own memory, not a copy: an upload's body is up to 20 MB.
  const body = bytes ? new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength) : undefined;
  return new Request(url, { method: request.method, headers, body });
}

/** Sends a standard Response through Fastify, so its hooks (security headers, persistence, journal) still run. */
export async function sendResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  return reply
    .code(response.status)
    .headers(Object.fromEntries(response.headers))
    .send(await response.text());
}
