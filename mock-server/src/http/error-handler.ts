import { API_PREFIX, type CallName, calls, codes } from '@tours/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../domain/index.js';
import { type EnvelopeBody, saying } from '../runtime/envelope.js';
import { escapeHtml } from '../runtime/escape-html.js';
import { refusalBody, refusalOf, refusalStatus } from '../runtime/refusal.js';
import { BODY_LIMIT_BYTES, expectedType } from '../runtime/request-rules.js';
import { UPLOAD_LIMIT_MB } from '../runtime/upload-rules.js';
import { page } from './html.js';
import { settle } from './outcome.js';

export { BODY_LIMIT_BYTES };

/**
 * The one error handler. Under /rest/api every failure becomes an envelope with HTTP status 200, as
 * the real backend answers; elsewhere (control plane, pages) a JSON error with a matching 4xx status.
 * Unexpected errors are logged with their stack and answered with a bare 'Internal error'.
 */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { callName } = request.routeOptions.config;
  const refusal = describe(error, callName);
  if (refusal.code >= codes.serverError) request.log.error({ err: error }, 'unexpected error');
  // The matched call too, not only the raw URL: the router also takes a percent-encoded /%72est/api/...
  if (callName !== undefined || request.url.startsWith(API_PREFIX)) return reply.status(200).send(settle(request, refusal));
  const status = refusalStatus(refusal.code);
  if ((request.headers.accept ?? '').includes('text/html')) {
    const body = `<main><h1>${status === 404 ? 'Not found' : 'Request refused'}</h1><p>${escapeHtml(refusal.message)}</p><p><a href="/">Back to the shop</a></p></main>`;
    return reply.status(status).type('text/html; charset=utf-8').send(page('Mock server', body));
  }
  return reply.status(status).send(refusalBody(status, refusal.message));
}

/** A failure as an envelope the mock says by key: a domain refusal as it says, Fastify's own errors in the mock's words. */
function describe(error: unknown, callName: CallName | undefined): EnvelopeBody {
  if (error instanceof DomainError) return refusalOf(error);
  const { code, statusCode } = fastifyErrorParts(error);
  switch (code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      // An upload's body is its file and a few part headers: too large means the file is.
      if (callName !== undefined && calls[callName].encoding === 'multipart') {
        return saying(codes.tooLarge, { key: 'field.megabytes', values: { mb: UPLOAD_LIMIT_MB, field: 'file' } });
      }
      return saying(codes.tooLarge, { key: 'field.megabytes', values: { mb: BODY_LIMIT_BYTES / 1024 / 1024, field: 'body' } });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return saying(codes.badRequest, { key: 'field.contentType', values: { type: expectedType(callName), field: 'Content-Type' } });
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return saying(codes.badRequest, { key: 'field.required', values: { field: 'body' } });
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return saying(codes.badRequest, { key: 'field.json', values: { field: 'body' } });
  }
  if (statusCode === 400 && error instanceof SyntaxError) return saying(codes.badRequest, { key: 'field.json', values: { field: 'body' } });
  if (statusCode === 413) return saying(codes.tooLarge, { key: 'field.tooLarge', values: { field: 'body' } });
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
    // Fastify's own words for a request it could not read, for the developer whose client sent it.
    const words = error instanceof Error ? error.message : 'is invalid';
    return saying(codes.badRequest, { key: 'field.ownWords', values: { words, field: 'request' } });
  }
  return refusalOf(error);
}

function fastifyErrorParts(error: unknown): { code?: string; statusCode?: number } {
  if (typeof error !== 'object' || error === null) return {};
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return {
    code: typeof code === 'string' ? code : undefined,
    statusCode: typeof statusCode === 'number' ? statusCode : undefined,
  };
}
