import { API_PREFIX, type CallName, calls, codes } from '@tours/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../domain/index.js';
import { domainMessage, INTERNAL_ERROR, refusalBody, refusalStatus } from '../runtime/refusal.js';
import { BODY_LIMIT_BYTES, expectedType } from '../runtime/request-rules.js';
import { UPLOAD_LIMIT_MB } from '../runtime/upload-rules.js';
import { escapeHtml, page } from './html.js';
import { settle } from './outcome.js';

export { BODY_LIMIT_BYTES };

interface Refusal {
  code: number;
  message: string;
}

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

function describe(error: unknown, callName: CallName | undefined): Refusal {
  if (error instanceof DomainError) return { code: error.code, message: domainMessage(error) };
  const { code, statusCode } = fastifyErrorParts(error);
  switch (code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      // An upload's body is its file and a few part headers: too large means the file is.
      if (callName !== undefined && calls[callName].encoding === 'multipart') {
        return { code: codes.tooLarge, message: `file: must be at most ${UPLOAD_LIMIT_MB} MB` };
      }
      return { code: codes.tooLarge, message: `body: must be at most ${BODY_LIMIT_BYTES / 1024 / 1024} MB` };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { code: codes.badRequest, message: `Content-Type: must be ${expectedType(callName)}` };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { code: codes.badRequest, message: 'body: is required' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { code: codes.badRequest, message: 'body: must be valid JSON' };
  }
  if (statusCode === 400 && error instanceof SyntaxError) return { code: codes.badRequest, message: 'body: must be valid JSON' };
  if (statusCode === 413) return { code: codes.tooLarge, message: 'body: is too large' };
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
    return { code: codes.badRequest, message: `request: ${error instanceof Error ? error.message : 'is invalid'}` };
  }
  return { code: codes.serverError, message: INTERNAL_ERROR };
}

function fastifyErrorParts(error: unknown): { code?: string; statusCode?: number } {
  if (typeof error !== 'object' || error === null) return {};
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return {
    code: typeof code === 'string' ? code : undefined,
    statusCode: typeof statusCode === 'number' ? statusCode : undefined,
  };
}
