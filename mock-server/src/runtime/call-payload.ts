import { type CallDefinition, type CallName, codes } from '@tours/contract';
import { badRequest, DomainError, type UploadedFile } from '../domain/index.js';
import { parseJsonBody } from './json-body.js';
import type { MockRequest } from './mock-request.js';
import { BODY_LIMIT_BYTES, CONTENT_TYPES, expectedType, mediaTypeOf, wrongBodyType } from './request-rules.js';
import { checkedUploadType, UPLOAD_LIMIT_BYTES, UPLOAD_LIMIT_MB } from './upload-rules.js';

/** Form fields and queries as the Node mock always read them: a repeated key is an array. */
export function fieldsOf(params: URLSearchParams): Record<string, string | string[]> {
  // One pass: getAll per key would cost a 100 000-field form ten billion steps.
  const values = new Map<string, string[]>();
  for (const [key, value] of params) {
    const seen = values.get(key);
    if (seen) seen.push(value);
    else values.set(key, [value]);
  }
  // fromEntries defines each key as an own field, so a field named __proto__ never sets a prototype.
  return Object.fromEntries([...values].map(([key, all]) => [key, all.length === 1 ? (all[0] ?? '') : all]));
}

export interface ReadBody {
  /** undefined when the request had no body, or when it is multipart (read later, by payloadOf). */
  body: unknown;
  type: string | undefined;
}

/**
 * The body of a call, parsed before anything else runs: too large, not JSON or a type no parser knows is
 * refused before faults and the session, as a real backend's body filter does. A multipart body is left
 * unread here, since only a caller the call accepts may make the mock hold 20 MB (payloadOf reads it).
 */
export async function readBody(call: CallDefinition, request: MockRequest): Promise<ReadBody> {
  const type = mediaTypeOf(request.headers.get('content-type'));
  if (call.encoding === 'multipart' && type === CONTENT_TYPES.multipart) return { body: undefined, type };
  const text = await request.text();
  // A UTF-16 unit is at most three UTF-8 bytes, so only a long text is encoded to be measured.
  if (text.length * 3 > BODY_LIMIT_BYTES && new TextEncoder().encode(text).length > BODY_LIMIT_BYTES) {
    throw new DomainError(
      codes.tooLarge,
      { key: 'field.megabytes', values: { mb: BODY_LIMIT_BYTES / 1024 / 1024, field: 'body' } },
      'body',
    );
  }
  if (type === CONTENT_TYPES.json) return { body: parseJsonBody(text, false), type };
  if (text === '') return { body: undefined, type };
  if (type === CONTENT_TYPES.form) return { body: fieldsOf(new URLSearchParams(text)), type };
  // A text/plain body is read as text (and refused as the wrong type later); any other type has no parser.
  if (type === 'text/plain') return { body: text, type };
  throw badRequest('field.contentType', { type: expectedType(call.name as CallName), field: 'Content-Type' });
}

/**
 * The payload the call's request schema parses: the query for GET calls, the body otherwise, and for a
 * multipart call its one file. A body in another encoding than the registry's is refused rather than
 * guessed at, so a client bug shows up here and not against the real backend.
 */
export async function payloadOf(call: CallDefinition, request: MockRequest, read: ReadBody): Promise<unknown> {
  if (call.encoding === 'query') return fieldsOf(new URL(request.url).searchParams);
  if (call.encoding === 'multipart') return { file: await uploadedFile(request, read.type) };
  if (wrongBodyType(call, read.type)) throw badRequest('field.contentType', { type: CONTENT_TYPES[call.encoding], field: 'Content-Type' });
  if (read.body === undefined || read.body === null) return call.encoding === 'json' ? undefined : {};
  return read.body;
}

/** The first file of a multipart body, which must be the field `file`, at most 20 MB, of an accepted type matching its content. */
async function uploadedFile(request: MockRequest, type: string | undefined): Promise<UploadedFile> {
  if (type !== CONTENT_TYPES.multipart) throw badRequest('field.contentType', { type: CONTENT_TYPES.multipart, field: 'Content-Type' });
  const form = await request.formData().catch(() => {
    throw badRequest('field.multipart', { field: 'file' });
  });
  const first = [...form.entries()].find(([, value]) => typeof value !== 'string');
  const file = first?.[1];
  if (first?.[0] !== 'file' || file === undefined || typeof file === 'string') throw badRequest('field.required', { field: 'file' });
  if (file.size > UPLOAD_LIMIT_BYTES)
    throw new DomainError(codes.tooLarge, { key: 'field.megabytes', values: { mb: UPLOAD_LIMIT_MB, field: 'file' } }, 'file');
  const body = new Uint8Array(await file.arrayBuffer());
  // A part without a type is application/octet-stream, as multipart parsers take it.
  return { type: checkedUploadType(file.type || 'application/octet-stream', file.name, body), body, filename: file.name };
}
