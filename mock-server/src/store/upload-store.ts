import { randomUUID } from 'node:crypto';
import { readdirSync, renameSync, statSync } from 'node:fs';
import { mkdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { codes } from '@tours/contract';
import { developerRefusal } from '../domain/index.js';
import {
  countUpload,
  diskFullRefusal,
  emptyUploads,
  isDiskFull,
  UPLOAD_TYPES,
  UPLOAD_URL_PREFIX,
  uploadQuotaRefusal,
  type WorldUploads,
} from '../runtime/upload-rules.js';

/** Without a state file every upload is a Buffer in this process: all worlds together hold at most this. */
const MEMORY_UPLOAD_MB = 512;
const MB = 1024 * 1024;

const TYPE_BY_EXTENSION = new Map(Object.entries(UPLOAD_TYPES).map(([type, ext]) => [ext, type]));

/** Only names this store made are ever read back, so no request can reach a path it chose. */
const STORED_NAME = /^[0-9a-f-]{36}\.[a-z0-9]{2,4}$/;
/** A file being written: renamed to its stored name once whole, so a torn write is never read back or adopted. */
const TEMP_SUFFIX = '.tmp';
/** World names as store/worlds.ts allows them: safe as a folder name. */
const WORLD_FOLDER = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export interface StoredFile {
  type: string;
  body: Buffer;
}

export interface Uploader {
  world: string;
  /** The customer's user id; null without a valid session (visitors share the world's small quota). */
  customer: number | null;
}

interface Held {
  /** '' for a file from before uploads had owners: readable, never deleted with a world. */
  world: string;
  type: string;
  bytes: number;
  /** The content, when there is no folder. */
  body?: Buffer;
}

/**
 * Uploaded files: in memory without a state file, otherwise in a folder beside it (one sub-folder per
 * world) so they survive a restart with the state that refers to them. Names are random; the client's
 * file name is never used. A world's files go when the world is deleted, reset or reseeded.
 */
export class UploadStore {
  private readonly files = new Map<string, Held>();
  private readonly usage = new Map<string, WorldUploads>();
  private memoryBytes = 0;

  constructor(private readonly folder: string | null) {
    if (folder) this.scan(folder);
  }

  async save(file: StoredFile, uploader: Uploader): Promise<string> {
    const extension = UPLOAD_TYPES[file.type];
    if (!extension) throw new Error(`unsupported upload type ${file.type}`);
    if (!WORLD_FOLDER.test(uploader.world)) throw new Error(`world name ${uploader.world} cannot name an upload folder`);
    const usage = this.usageOf(uploader.world);
    this.checkRoom(usage, uploader.customer, file.body.length);
    const name = `${randomUUID()}.${extension}`;
    const held: Held = { world: uploader.world, type: file.type, bytes: file.body.length };
    // Counted before the write, so two concurrent uploads cannot both pass the quota.
    countUpload(usage, uploader.customer, held.bytes);
    if (!this.folder) {
      this.memoryBytes += held.bytes;
      this.files.set(name, { ...held, body: file.body });
      return `${UPLOAD_URL_PREFIX}${name}`;
    }
    // The world deleted or reset while the file was written: the file goes with the rest of its uploads.
    const discarded = () => this.usage.get(uploader.world) !== usage;
    try {
      await this.write(join(this.folder, uploader.world), name, file.body);
    } catch (error) {
      if (discarded()) return `${UPLOAD_URL_PREFIX}${name}`;
      countUpload(usage, uploader.customer, held.bytes, -1);
      throw isDiskFull(error) ? diskFullRefusal() : error;
    }
    if (discarded()) await unlink(join(this.folder, uploader.world, name)).catch(() => undefined);
    else this.files.set(name, held);
    return `${UPLOAD_URL_PREFIX}${name}`;
  }

  /** Writes the file under a temporary name and renames it once whole; on any failure nothing of it stays. */
  private async write(folder: string, name: string, body: Buffer): Promise<void> {
    const temp = join(folder, `${name}${TEMP_SUFFIX}`);
    try {
      await mkdir(folder, { recursive: true });
      await writeFile(temp, body, { flag: 'wx' });
      await rename(temp, join(folder, name));
    } catch (error) {
      await unlink(temp).catch(() => undefined);
      throw error;
    }
  }

  async read(name: string): Promise<StoredFile | null> {
    if (!STORED_NAME.test(name)) return null;
    const held = this.files.get(name);
    const type = TYPE_BY_EXTENSION.get(name.slice(name.lastIndexOf('.') + 1));
    if (!held || !type) return null;
    if (held.body) return { type, body: held.body };
    if (!this.folder) return null;
    const body = await readFile(held.world ? join(this.folder, held.world, name) : join(this.folder, name)).catch(() => null);
    return body ? { type, body } : null;
  }

  /**
   * Forgets a world's files at once (reads answer 404 from now on). Its folder is moved aside at once,
   * so an upload right after a reset starts a fresh folder, and removed in the background.
   */
  deleteWorld(world: string): Promise<void> {
    this.usage.delete(world);
    for (const [name, held] of this.files) {
      if (held.world !== world) continue;
      this.files.delete(name);
      if (held.body) this.memoryBytes -= held.bytes;
    }
    if (!this.folder || !WORLD_FOLDER.test(world)) return Promise.resolve();
    const trash = join(this.folder, `.deleted-${randomUUID()}`);
    try {
      renameSync(join(this.folder, world), trash);
    } catch {
      return Promise.resolve();
    }
    return rm(trash, { recursive: true, force: true });
  }

  private usageOf(world: string): WorldUploads {
    let usage = this.usage.get(world);
    if (!usage) {
      usage = emptyUploads();
      this.usage.set(world, usage);
    }
    return usage;
  }

  private checkRoom(usage: WorldUploads, customer: number | null, bytes: number): void {
    const refusal = uploadQuotaRefusal(usage, customer, bytes);
    if (refusal) throw refusal;
    if (!this.folder && this.memoryBytes + bytes > MEMORY_UPLOAD_MB * MB) {
      throw developerRefusal(
        codes.tooLarge,
        `file: the mock server already holds ${Math.round(this.memoryBytes / MB)} MB of uploads in memory (at most ${MEMORY_UPLOAD_MB} MB without a state file); start it with --state-file to keep uploads on disk, or reset or delete worlds to free theirs`,
        'file',
      );
    }
  }

  /** After a restart: each world's files from its sub-folder, and unowned files from before sub-folders. */
  private scan(folder: string): void {
    const entries = (() => {
      try {
        return readdirSync(folder, { withFileTypes: true });
      } catch {
        return [];
      }
    })();
    for (const entry of entries) {
      // A folder moved aside by deleteWorld that the last run did not finish removing.
      if (entry.name.startsWith('.deleted-')) void rm(join(folder, entry.name), { recursive: true, force: true }).catch(() => undefined);
      if (entry.isFile() && STORED_NAME.test(entry.name)) this.adopt(folder, '', entry.name);
      if (!entry.isDirectory() || !WORLD_FOLDER.test(entry.name)) continue;
      for (const name of readdirSync(join(folder, entry.name))) {
        // A write the last run did not finish (killed between write and rename).
        if (name.endsWith(TEMP_SUFFIX)) void unlink(join(folder, entry.name, name)).catch(() => undefined);
        if (STORED_NAME.test(name)) this.adopt(folder, entry.name, name);
      }
    }
  }

  private adopt(folder: string, world: string, name: string): void {
    const type = TYPE_BY_EXTENSION.get(name.slice(name.lastIndexOf('.') + 1));
    if (!type) return;
    const bytes = statSync(world ? join(folder, world, name) : join(folder, name)).size;
    this.files.set(name, { world, type, bytes });
    // A restart knows each world's files, not who uploaded them: they count for the world only.
    if (world) countUpload(this.usageOf(world), null, bytes);
  }
}
