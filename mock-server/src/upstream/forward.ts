import { codes } from '@tours/contract';
import type { FastifyRequest } from 'fastify';
import { DomainError, developerRefusal } from '../domain/index.js';
import { chainHeaders } from './forward-chain.js';
import { stopReason } from './stop-waiting.js';
import type { Upstream } from './upstream.js';
import type { UpstreamAnswer } from './upstream-answer.js';

/** Request headers that travel to the backend; the world cookie, Host and the rest stay here. */
const FORWARDED_REQUEST_HEADERS = ['content-type', 'accept', 'accept-language'] as const;
/** Answer headers that travel back (Date drives the shop's countdowns; fetch already undid Content-Encoding). */
const FORWARDED_ANSWER_HEADERS = ['date', 'cache-control', 'content-language', 'etag', 'last-modified', 'vary'] as const;
/** A backend that streams without end must not fill the heap. */
const MAX_UPSTREAM_ANSWER_BYTES = 20 * 1024 * 1024;

/**
 * Sends one /rest/api request to the real backend exactly as it came (method, path and query, body
 * bytes, the headers above, Authorization when `withToken`) with this server appended to its chain (Via, hops),
 * waits at most the upstream's timeout or until `stop` fires (stop-waiting.ts), and reads the answer. A
 * backend that cannot be reached, is too slow or answers too much is a 502 DomainError, which the error
 * handler turns into the envelope the shop shows.
 */
export async function forward(
  upstream: Upstream,
  request: FastifyRequest,
  body: Buffer | undefined,
  withToken: boolean,
  stop: AbortSignal,
): Promise<UpstreamAnswer> {
  const target = `${upstream.base.href.replace(/\/$/, '')}${request.url}`;
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  const token = request.headers.authorization;
  if (withToken && token) headers.set('authorization', token);
  for (const [name, value] of Object.entries(chainHeaders(request.headers, request.raw.httpVersion, upstream.pseudonym)))
    headers.set(name, value);

  const timeout = AbortSignal.timeout(upstream.timeoutMs);
  const failure = (error: unknown) => {
    if (timeout.aborted) return `did not answer within ${upstream.timeoutMs} ms`;
    if (stop.aborted) return `was not waited for: ${stopReason(stop)}`;
    return failureOf(error);
  };
  let response: Response;
  try {
    response = await fetch(target, {
      method: request.method,
      headers,
      body: body && body.length > 0 ? new Uint8Array(body) : undefined,
      redirect: 'manual',
      signal: AbortSignal.any([timeout, stop]),
    });
  } catch (error) {
    throw badGateway(upstream.base.origin, failure(error));
  }
  const answer = await readLimited(response, upstream.base.origin, failure);
  const answerHeaders: Record<string, string> = {};
  for (const name of FORWARDED_ANSWER_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) answerHeaders[name] = value;
  }
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', headers: answerHeaders, body: answer };
}

async function readLimited(response: Response, origin: string, failure: (error: unknown) => string): Promise<Buffer<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  try {
    for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) {
      size += part.value.byteLength;
      if (size > MAX_UPSTREAM_ANSWER_BYTES) {
        await reader?.cancel();
        throw badGateway(origin, `answered more than ${MAX_UPSTREAM_ANSWER_BYTES / 1024 / 1024} MB`);
      }
      chunks.push(part.value);
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw badGateway(origin, `broke off its answer: ${failure(error)}`);
  }
  return Buffer.concat(chunks);
}

function failureOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : null;
  const code = cause && 'code' in cause && typeof cause.code === 'string' ? cause.code : null;
  if (code) return `could not be reached (${code})`;
  return `could not be reached (${cause?.message ?? (error instanceof Error ? error.message : String(error))})`;
}

/** `origin` never holds user info (upstream.ts refuses it), so no message shows a password. */
export const badGateway = (origin: string, what: string) => developerRefusal(codes.badGateway, `The real backend at ${origin} ${what}`);
