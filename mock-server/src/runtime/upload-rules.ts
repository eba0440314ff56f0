import { codes } from '@tours/contract';
import { badRequest, conflict, DomainError } from '../domain/index.js';
import type { MessageKey } from '../domain/messages/en.js';

export const UPLOAD_LIMIT_MB = 20;
export const UPLOAD_LIMIT_BYTES = UPLOAD_LIMIT_MB * 1024 * 1024;
export const UPLOAD_URL_PREFIX = '/media/uploads/';
/** What callers without a valid session may add to one world, all of them together. */
export const ANONYMOUS_UPLOAD_FILES = 50;
export const ANONYMOUS_UPLOAD_MB = 100;
/** What one logged-in customer may add to one world: a shop's customer uploads a few pictures and videos, not a disk. */
export const CUSTOMER_UPLOAD_FILES = 200;
const CUSTOMER_UPLOAD_MB = 500;
/** What one world holds of every uploader together, so accounts made in a loop cannot fill the disk either. */
export const WORLD_UPLOAD_FILES = 1000;
const WORLD_UPLOAD_MB = 2048;

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
  if (body.length === 0) throw badRequest('field.empty', { field: 'file' });
  const type = declaredType(mimetype, filename);
  if (!type) throw badRequest('field.uploadType', { field: 'file' });
  if (!matchesContent(type, body)) throw badRequest('field.contentNot', { type, field: 'file' });
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
interface UploadUsage {
  files: number;
  bytes: number;
}

/** A world's uploads so far, and those of each customer (by user id) in it. */
export interface WorldUploads {
  world: UploadUsage;
  customers: Map<number, UploadUsage>;
}

export const emptyUploads = (): WorldUploads => ({ world: { files: 0, bytes: 0 }, customers: new Map() });

/** The usage one upload adds to: the world's, and the customer's (a caller without a session has none of its own). */
export function countUpload(uploads: WorldUploads, customer: number | null, bytes: number, sign: 1 | -1 = 1): void {
  uploads.world.files += sign;
  uploads.world.bytes += sign * bytes;
  if (customer === null) return;
  const own = uploads.customers.get(customer) ?? { files: 0, bytes: 0 };
  own.files += sign;
  own.bytes += sign * bytes;
  uploads.customers.set(customer, own);
}

const NOTHING_YET: UploadUsage = { files: 0, bytes: 0 };

/** One quota's refusal: too many files is a conflict, too many bytes a 413; the words name the quota's limits. */
/** A quota: how many files and megabytes it holds, and the refusals that name each limit. */
interface Quota {
  files: number;
  mb: number;
  refusals: { files: MessageKey; bytes: MessageKey };
}

/** Visitors share a small quota per world, each customer has one of their own, and the world has one for everybody together. */
const QUOTAS = {
  visitors: {
    files: ANONYMOUS_UPLOAD_FILES,
    mb: ANONYMOUS_UPLOAD_MB,
    refusals: { files: 'upload.visitorFiles', bytes: 'upload.visitorBytes' },
  },
  customer: {
    files: CUSTOMER_UPLOAD_FILES,
    mb: CUSTOMER_UPLOAD_MB,
    refusals: { files: 'upload.customerFiles', bytes: 'upload.customerBytes' },
  },
  world: { files: WORLD_UPLOAD_FILES, mb: WORLD_UPLOAD_MB, refusals: { files: 'upload.worldFiles', bytes: 'upload.worldBytes' } },
} satisfies Record<string, Quota>;

function quotaRefusal(quota: Quota, usage: UploadUsage, bytes: number): DomainError | null {
  const values = { files: usage.files, limitFiles: quota.files, limitMb: quota.mb, field: 'file' };
  if (usage.files >= quota.files) return conflict(quota.refusals.files, values);
  if (usage.bytes + bytes > quota.mb * MB) return new DomainError(codes.tooLarge, { key: quota.refusals.bytes, values }, 'file');
  return null;
}

/**
 * The refusal of one more upload of `bytes` into a world holding `uploads`, by `customer` (null: no session),
 * or null when it fits; both adapters.
 */
export function uploadQuotaRefusal(uploads: WorldUploads, customer: number | null, bytes: number): DomainError | null {
  if (customer === null) return quotaRefusal(QUOTAS.visitors, uploads.world, bytes);
  return (
    quotaRefusal(QUOTAS.world, uploads.world, bytes) ?? quotaRefusal(QUOTAS.customer, uploads.customers.get(customer) ?? NOTHING_YET, bytes)
  );
}

/** A file system's words for "no room": the disk is full (ENOSPC) or the user's quota is spent (EDQUOT). */
export const isDiskFull = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && (error.code === 'ENOSPC' || error.code === 'EDQUOT');

/** The refusal of an upload that found no room on the mock server's disk; nothing of it was kept. */
export const diskFullRefusal = (): DomainError =>
  new DomainError(codes.insufficientStorage, { key: 'field.diskFull', values: { field: 'file' } }, 'file');

/** The body of an upload request: the file with room for its multipart boundaries and part headers. */
export const UPLOAD_BODY_LIMIT_BYTES = UPLOAD_LIMIT_BYTES + 64 * 1024;
