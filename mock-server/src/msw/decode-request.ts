import { type CallDefinition, type CallName, codes } from '@tours/contract';
import { badRequest, DomainError } from '../domain/index.js';
import { parseJsonBody } from '../runtime/json-body.js';
import { BODY_LIMIT_BYTES, CONTENT_TYPES, expectedType, mediaTypeOf, wrongBodyType } from '../runtime/request-rules.js';

/** Form fields and queries as Fastify reads them (@fastify/formbody, its query parser): a repeated key is an array. */
export function fieldsOf(params: URLSearchParams): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    fields[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return fields;
}

export interface ReadBody {
  /** undefined when the request had no body. */
  body: unknown;
  type: string | undefined;
}

/**
 * The body of a non-multipart call as the Fastify adapter's parsers leave it, with the refusals they
 * answer before the call runs (too large, not JSON, a type it has no parser for). A known type the call
 * does not take is refused later, after faults and the session, as api-routes.ts does.
 */
export async function readBody(name: CallName, request: Request): Promise<ReadBody> {
  const type = mediaTypeOf(request.headers.get('content-type'));
  const text = await request.text();
  if (new TextEncoder().encode(text).length > BODY_LIMIT_BYTES) {
    throw new DomainError(codes.tooLarge, `body: must be at most ${BODY_LIMIT_BYTES / 1024 / 1024} MB`, 'body');
  }
  if (type === CONTENT_TYPES.json) return { body: parseJsonBody(text, false), type };
  if (text === '') return { body: undefined, type };
  if (type === CONTENT_TYPES.form) return { body: fieldsOf(new URLSearchParams(text)), type };
  // Fastify's own text/plain parser hands the text on; any other type has no parser at all.
  if (type === 'text/plain') return { body: text, type };
  throw badRequest(`Content-Type: must be ${expectedType(name)}`, 'Content-Type');
}

/** The payload the call's schema parses, as rawPayload (http/request-payload.ts) gives it. */
export function payloadOf(call: CallDefinition, request: Request, read: ReadBody): unknown {
  if (call.encoding === 'query') return fieldsOf(new URL(request.url).searchParams);
  if (wrongBodyType(call, read.type)) throw badRequest(`Content-Type: must be ${CONTENT_TYPES[call.encoding]}`, 'Content-Type');
  if (read.body === undefined || read.body === null) return call.encoding === 'json' ? undefined : {};
  return read.body;
}
