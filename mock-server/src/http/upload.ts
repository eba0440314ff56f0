import type { FastifyRequest } from 'fastify';
import { badRequest } from '../domain/index.js';
import { UPLOAD_LIMIT_BYTES, UPLOAD_TYPES } from './upload-store.js';

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
  if (body.length === 0) throw badRequest('file: is empty', 'file');
  const type = declaredType(part.mimetype, part.filename);
  if (!type) throw badRequest('file: must be an image (png, jpeg, gif, webp, svg), a video (mp4, webm, mov) or a PDF', 'file');
  if (!matchesContent(type, body)) throw badRequest(`file: content is not ${type}`, 'file');
  return { file: { type, body, filename: part.filename } };
}

/** Fastify's own multipart errors (size, counts) carry a status; anything else from the parser is a malformed body. */
function malformed(error: unknown): never {
  if (typeof error === 'object' && error !== null && 'statusCode' in error) throw error;
  throw badRequest('file: the multipart body is malformed', 'file');
}

/** Browsers send application/octet-stream for types they do not know; then the extension decides. */
function declaredType(mimetype: string, filename: string): string | undefined {
  const type = mimetype.toLowerCase();
  if (UPLOAD_TYPES[type]) return type;
  if (type !== 'application/octet-stream') return undefined;
  const extension = filename.toLowerCase().split('.').pop();
  if (extension === 'jpeg') return 'image/jpeg';
  return Object.keys(UPLOAD_TYPES).find((known) => UPLOAD_TYPES[known] === extension);
}

const startsWith = (body: Buffer, bytes: number[], offset = 0) => bytes.every((byte, i) => body[offset + i] === byte);
const ascii = (body: Buffer, start: number, end: number) => body.subarray(start, end).toString('latin1');

/** Magic numbers: an HTML page labelled image/png is refused instead of stored. */
function matchesContent(type: string, body: Buffer): boolean {
  switch (type) {
    case 'image/png':
      return startsWith(body, [0x89, 0x50, 0x4e, 0x47]);
    case 'image/jpeg':
      return startsWith(body, [0xff, 0xd8, 0xff]);
    case 'image/gif':
      return ascii(body, 0, 4) === 'GIF8';
    case 'image/webp':
      return ascii(body, 0, 4) === 'RIFF' && ascii(body, 8, 12) === 'WEBP';
    case 'image/svg+xml':
      return /<svg[\s>]/i.test(ascii(body, 0, 4096));
    case 'video/webm':
      return startsWith(body, [0x1a, 0x45, 0xdf, 0xa3]);
    case 'video/mp4':
    case 'video/quicktime':
      return ['ftyp', 'moov', 'mdat', 'wide', 'free'].includes(ascii(body, 4, 8));
    case 'application/pdf':
      return ascii(body, 0, 5) === '%PDF-';
    default:
      return false;
  }
}
