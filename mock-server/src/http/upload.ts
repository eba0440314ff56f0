import type { FastifyRequest } from 'fastify';
import { badRequest } from '../domain/index.js';
import { checkedUploadType, UPLOAD_LIMIT_BYTES } from '../runtime/upload-rules.js';

export interface UploadedFile {
  type: string;
  body: Buffer;
  /** The client's name, for the journal only: it never reaches the file system. */
  filename: string;
}

/** Reads the one multipart field `file`, with the 20 MB cap; the type must be an accepted one and match the content. */
export async function readUpload(request: FastifyRequest): Promise<{ file: UploadedFile }> {
  if (!request.isMultipart()) throw badRequest('Content-Type: must be multipart/form-data', 'Content-Type');
  const part = await request.file({ limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 10, parts: 20 } }).catch(malformed);
  if (part?.fieldname !== 'file') throw badRequest('file: is required', 'file');
  const body = await part.toBuffer().catch(malformed);
  const type = checkedUploadType(part.mimetype, part.filename, body);
  return { file: { type, body, filename: part.filename } };
}

/** Fastify's own multipart errors (size, counts) carry a status; anything else from the parser is a malformed body. */
function malformed(error: unknown): never {
  if (typeof error === 'object' && error !== null && 'statusCode' in error) throw error;
  throw badRequest('file: the multipart body is malformed', 'file');
}
