import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const UPLOAD_LIMIT_MB = 20;
export const UPLOAD_LIMIT_BYTES = UPLOAD_LIMIT_MB * 1024 * 1024;
export const UPLOAD_URL_PREFIX = '/media/uploads/';

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
const TYPE_BY_EXTENSION = new Map(Object.entries(UPLOAD_TYPES).map(([type, ext]) => [ext, type]));

/** Only names this store made are ever read back, so no request can reach a path it chose. */
const STORED_NAME = /^[0-9a-f-]{36}\.[a-z0-9]{2,4}$/;

export interface StoredFile {
  type: string;
  body: Buffer;
}

/**
 * Uploaded files: in memory without a state file, otherwise in a folder beside it so they survive a
 * restart with the state that refers to them. Names are random; the client's file name is never used.
 */
export class UploadStore {
  private readonly memory = new Map<string, StoredFile>();

  constructor(private readonly folder: string | null) {}

  async save(type: string, body: Buffer): Promise<string> {
    const extension = UPLOAD_TYPES[type];
    if (!extension) throw new Error(`unsupported upload type ${type}`);
    const name = `${randomUUID()}.${extension}`;
    if (this.folder) {
      await mkdir(this.folder, { recursive: true });
      await writeFile(join(this.folder, name), body, { flag: 'wx' });
    } else {
      this.memory.set(name, { type, body });
    }
    return `${UPLOAD_URL_PREFIX}${name}`;
  }

  async read(name: string): Promise<StoredFile | null> {
    if (!STORED_NAME.test(name)) return null;
    const type = TYPE_BY_EXTENSION.get(name.slice(name.lastIndexOf('.') + 1));
    if (!type) return null;
    if (!this.folder) return this.memory.get(name) ?? null;
    const body = await readFile(join(this.folder, name)).catch(() => null);
    return body ? { type, body } : null;
  }
}
