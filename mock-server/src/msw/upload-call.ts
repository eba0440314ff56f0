import { type CallDefinition, codes } from '@tours/contract';
import { badRequest, DomainError } from '../domain/index.js';
import { parseWith } from '../runtime/parse-with.js';
import { CONTENT_TYPES, mediaTypeOf } from '../runtime/request-rules.js';
import { checkedUploadType, UPLOAD_LIMIT_BYTES, UPLOAD_LIMIT_MB } from '../runtime/upload-rules.js';
import type { BrowserWorld } from './browser-world.js';

/**
 * file.upload in the page, as http/upload.ts reads it: the first file of a multipart body, which must be
 * the field `file`, at most 20 MB, of an accepted type matching its content; kept on the world's shelf, within
 * the quota of its uploader (`customer`, null without a session).
 */
export async function saveUpload(world: BrowserWorld, call: CallDefinition, request: Request, customer: number | null): Promise<string> {
  if (mediaTypeOf(request.headers.get('content-type')) !== CONTENT_TYPES.multipart) {
    throw badRequest(`Content-Type: must be ${CONTENT_TYPES.multipart}`, 'Content-Type');
  }
  const form = await request.formData().catch(() => {
    throw badRequest('file: the multipart body is malformed', 'file');
  });
  const first = [...form.entries()].find(([, value]) => typeof value !== 'string');
  const file = first?.[1];
  if (first?.[0] !== 'file' || file === undefined || typeof file === 'string') throw badRequest('file: is required', 'file');
  if (file.size > UPLOAD_LIMIT_BYTES) throw new DomainError(codes.tooLarge, `file: must be at most ${UPLOAD_LIMIT_MB} MB`, 'file');
  const body = new Uint8Array(await file.arrayBuffer());
  // A part without a type is application/octet-stream to busboy, behind @fastify/multipart.
  const type = checkedUploadType(file.type || 'application/octet-stream', file.name, body);
  parseWith(call.request, { file: { type, body, filename: file.name } });
  return world.uploads.save({ type, body }, customer);
}
