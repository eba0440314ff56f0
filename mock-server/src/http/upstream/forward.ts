import type { Readable } from 'node:stream';
import { codes } from '@tours/contract';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../domain/index.js';

/** A real backend's answer, as it came, with what the caller should get of its headers. */
export interface UpstreamAnswer {
  status: number;
  contentType: string;
  headers: Record<string, string>;
  body: Buffer;
}

/** Request headers that travel to the backend; the world cookie, Host and the rest stay here. */
const FORWARDED_REQUEST_HEADERS = ['content-type', 'accept', 'accept-language'] as const;
/** Answer headers that travel back (Date drives the shop's countdowns; fetch already undid Content-Encoding). */
const FORWARDED_ANSWER_HEADERS = ['date', 'cache-control', 'content-language', 'etag', 'last-modified', 'vary'] as const;
/** Names the mock server a request passed through, so one whose --upstream points back at itself notices. */
export const FORWARDED_BY_HEADER = 'x-mock-forwarded-by';
/** A backend that streams without end must not fill the heap. */
export const MAX_UPSTREAM_ANSWER_BYTES = 20 * 1024 * 1024;

/**
 * Sends one /rest/api request to the real backend exactly as it came (method, path and query, body
 * bytes, the headers above, Authorization when `withToken`), waits at most `timeoutMs`, and reads the
 * answer. A backend that cannot be reached, is too slow or answers too much is a 502 DomainError,
 * which the error handler turns into the envelope the shop shows.
 */
export async function forward(
  base: URL,
  timeoutMs: number,
  request: FastifyRequest,
  body: Buffer | undefined,
  withToken: boolean,
  instanceId: string,
): Promise<UpstreamAnswer> {
  const target = `${base.href.replace(/\/$/, '')}${request.url}`;
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  const token = request.headers.authorization;
  if (withToken && token) headers.set('authorization', token);
  headers.set(FORWARDED_BY_HEADER, instanceId);

  let response: Response;
  try {
    response = await fetch(target, {
      method: request.method,
      headers,
      body: body && body.length > 0 ? new Uint8Array(body) : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw badGateway(base, `${failureOf(error, timeoutMs)}`);
  }
  const answer = await readLimited(response, base, timeoutMs);
  const answerHeaders: Record<string, string> = {};
  for (const name of FORWARDED_ANSWER_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) answerHeaders[name] = value;
  }
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', headers: answerHeaders, body: answer };
}

async function readLimited(response: Response, base: URL, timeoutMs: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  try {
    for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) {
      size += part.value.byteLength;
      if (size > MAX_UPSTREAM_ANSWER_BYTES) {
        await reader?.cancel();
        throw badGateway(base, `answered more than ${MAX_UPSTREAM_ANSWER_BYTES / 1024 / 1024} MB`);
      }
      chunks.push(part.value);
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw badGateway(base, `broke off its answer: ${failureOf(error, timeoutMs)}`);
  }
  return Buffer.concat(chunks);
}

function failureOf(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') return `did not answer within ${timeoutMs} ms`;
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : null;
  const code = cause && 'code' in cause && typeof cause.code === 'string' ? cause.code : null;
  if (code) return `could not be reached (${code})`;
  return `could not be reached (${cause?.message ?? (error instanceof Error ? error.message : String(error))})`;
}

export const badGateway = (base: URL, what: string) => new DomainError(codes.badGateway, `The real backend at ${base.origin} ${what}`);

/**
 * The request body as bytes, read from the stream Fastify would parse, at most `limit` bytes; a
 * larger body is refused like the mock refuses it, so the backend never gets half of one.
 */
export async function readBody(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += bytes.length;
    if (size > limit) throw new DomainError(codes.tooLarge, `body: must be at most ${Math.round(limit / 1024 / 1024)} MB`);
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}
