import { anonymousQuotaRefusal, UPLOAD_TYPES, UPLOAD_URL_PREFIX, type UploadUsage } from '../runtime/upload-rules.js';

/** Only names this shelf made are read back, as the Node mock's upload store does. */
const STORED_NAME = /^[0-9a-f-]{36}\.[a-z0-9]{2,4}$/;

export interface ShelvedFile {
  type: string;
  body: Uint8Array;
}

/** One upload as a world's snapshot keeps it: its name and its file. */
export type ShelvedUpload = [name: string, file: ShelvedFile];

/**
 * The preview's uploads: in the page's memory (a page has no folder), under random names, with the Node
 * mock's quota for callers without a session. Reset empties it, as it deletes a Node world's uploads.
 */
export class UploadShelf {
  private readonly files = new Map<string, ShelvedFile>();
  private usage: UploadUsage = { files: 0, bytes: 0 };

  save(file: ShelvedFile, anonymous: boolean): string {
    const extension = UPLOAD_TYPES[file.type];
    if (!extension) throw new Error(`unsupported upload type ${file.type}`);
    const refusal = anonymous ? anonymousQuotaRefusal(this.usage, file.body.length) : null;
    if (refusal) throw refusal;
    const name = `${crypto.randomUUID()}.${extension}`;
    this.files.set(name, file);
    this.usage = { files: this.usage.files + 1, bytes: this.usage.bytes + file.body.length };
    return `${UPLOAD_URL_PREFIX}${name}`;
  }

  read(name: string): ShelvedFile | null {
    return STORED_NAME.test(name) ? (this.files.get(name) ?? null) : null;
  }

  entries(): ShelvedUpload[] {
    return [...this.files.entries()];
  }

  /** Puts back what entries() gave, as a reload finds it in IndexedDB. */
  restore(uploads: readonly ShelvedUpload[]): void {
    this.clear();
    for (const [name, file] of uploads) {
      if (!STORED_NAME.test(name)) continue;
      this.files.set(name, file);
      this.usage = { files: this.usage.files + 1, bytes: this.usage.bytes + file.body.length };
    }
  }

  clear(): void {
    this.files.clear();
    this.usage = { files: 0, bytes: 0 };
  }
}
