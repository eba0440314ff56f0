import { codes } from '@tours/contract';
import { badRequest, conflict, DomainError } from '../domain/index.js';

export const UPLOAD_LIMIT_MB = 20;
export const UPLOAD_LIMIT_BYTES = UPLOAD_LIMIT_MB * 1024 * 1024;
export const UPLOAD_URL_PREFIX = '/media/uploads/';
/** What a caller without a valid session may add to one world; members are trusted like the shop's own users. */
export const ANONYMOUS_UPLOAD_FILES = 50;
export const ANONYMOUS_UPLOAD_MB = 100;

/** The accepted types (spec: images, videos and PDF) and the extension each is stored under. */
export const UPLOAD_TYPES: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
  'application/pdf': 'pdf',
};

/**
 * The type an uploaded file is kept as (both adapters): an accepted type whose content matches it,
 * else the refusal naming `file`. Bytes as a Uint8Array, so a Node Buffer and a browser's file alike.
 */
export function checkedUploadType(mimetype: string, filename: string, body: Uint8Array): string {
  if (body.length === 0) throw badRequest('file: is empty', 'file');
  const type = declaredType(mimetype, filename);
  if (!type) throw badRequest('file: must be an image (png, jpeg, gif, webp, svg), a video (mp4, webm, mov) or a PDF', 'file');
  if (!matchesContent(type, body)) throw badRequest(`file: content is not ${type}`, 'file');
  return type;
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

const startsWith = (body: Uint8Array, bytes: number[], offset = 0) => bytes.every((byte, i) => body[offset + i] === byte);
const ascii = (body: Uint8Array, start: number, end: number) => String.fromCharCode(...body.subarray(start, end));

/** Magic numbers: an HTML page labelled image/png is refused instead of stored. */
function matchesContent(type: string, body: Uint8Array): boolean {
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

const MB = 1024 * 1024;

/** A world's uploads so far: files and bytes. */
export interface UploadUsage {
  files: number;
  bytes: number;
}

/** The refusal of one more upload of `bytes` by a caller without a session, once the world holds `usage`; null when it fits. */
export function anonymousQuotaRefusal(usage: UploadUsage, bytes: number): DomainError | null {
  const signIn = 'sign in to upload more, or reset the world (POST /__mock/reset) to delete its uploads';
  if (usage.files >= ANONYMOUS_UPLOAD_FILES) {
    return conflict(
      `file: this world already holds ${usage.files} uploads, the most a visitor without a session may add (${ANONYMOUS_UPLOAD_FILES} files or ${ANONYMOUS_UPLOAD_MB} MB per world); ${signIn}`,
      'file',
    );
  }
  if (usage.bytes + bytes > ANONYMOUS_UPLOAD_MB * MB) {
    return new DomainError(
      codes.tooLarge,
      `file: this world's uploads would pass ${ANONYMOUS_UPLOAD_MB} MB, the most a visitor without a session may add (${ANONYMOUS_UPLOAD_FILES} files or ${ANONYMOUS_UPLOAD_MB} MB per world); ${signIn}`,
      'file',
    );
  }
  return null;
}
