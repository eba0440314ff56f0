import {
  countUpload,
  emptyUploads,
  UPLOAD_TYPES,
  UPLOAD_URL_PREFIX,
  uploadQuotaRefusal,
  type WorldUploads,
} from '../runtime/upload-rules.js';

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
 * mock's quotas (visitors, each customer, the world). Reset empties it, as it deletes a Node world's uploads.
 */
export class UploadShelf {
  private readonly files = new Map<string, ShelvedFile>();
  private usage: WorldUploads = emptyUploads();

  save(file: ShelvedFile, customer: number | null): string {
    const extension = UPLOAD_TYPES[file.type];
    if (!extension) throw new Error(`unsupported upload type ${file.type}`);
    const refusal = uploadQuotaRefusal(this.usage, customer, file.body.length);
    if (refusal) throw refusal;
    const name = `${crypto.randomUUID()}.${extension}`;
    this.files.set(name, file);
    countUpload(this.usage, customer, file.body.length);
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
      // A snapshot keeps the files, not who uploaded them: they count for the world only.
      countUpload(this.usage, null, file.body.length);
    }
  }

  clear(): void {
    this.files.clear();
    this.usage = emptyUploads();
  }
}
