import {
  closeSync,
  fdatasyncSync,
  fstatSync,
  fsyncSync,
  ftruncateSync,
  openSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import type { State } from '../domain/index.js';
import { isPrototypeKey, PROTOTYPE_KEY_PROBLEM } from '../domain/state-schema.js';
import type { Changes, RowChange } from './change-tracker.js';
import type { SeedOrigin } from './seed-origin.js';
import type { PersistedWorld } from './worlds.js';

/** Tables changed since the seed: written whole, or by the rows (array index or object key) that changed. */
export type Patch = Map<string, 'whole' | Set<string | number>>;
export type WorldMeta = Omit<PersistedWorld, 'state'>;

/**
 * One world on disk: a base (`<world>.json`) and the log of what changed since (`<world>.<generation>.log`,
 * one JSON record per answered write). A seeded world's base is its origin plus the rows that differ
 * from the seed; an imported one's is its whole state. A compaction writes the next generation's base
 * and drops the old log, so a crash between the two leaves one consistent pair.
 */
export interface BaseFile {
  version: 2;
  generation: number;
  meta: WorldMeta;
  origin: SeedOrigin | null;
  tables: Record<string, unknown>;
  rows: RowChange[];
}

export interface LogRecord extends Changes {
  meta: WorldMeta;
}

export const basePath = (dir: string, name: string) => join(dir, `${name}.json`);
export const logPath = (dir: string, name: string, generation: number) => join(dir, `${name}.${generation}.log`);

/** The file operations persistence uses: an interface so a test can make one fail. */
export interface FileWriter {
  /**
   * Appends the whole text and syncs it, or cuts the file back to its size before this append and
   * throws. Answers the file's size afterwards, as the file system reports it.
   */
  append(path: string, text: string): number;
  replace(path: string, text: string): void;
  remove(path: string): void;
  /** The file's size on disk, 0 when there is none: what was really written, whatever a writer reported. */
  size(path: string): number;
}

/** `fs.writeSync`'s shape: how many bytes of `length` from `offset` it wrote (fewer on a nearly full disk). */
export type WriteFunction = (fd: number, buffer: Uint8Array, offset: number, length: number) => number;

/**
 * Synchronous and synced: a record is a few hundred bytes, and doing it inside the request keeps the
 * order of records the order of answers without a queue. The sync is for power loss; SIGKILL alone
 * would not need it (the page cache outlives the process). An append uses fdatasync: it flushes the
 * data and the new file size, which is all a restart needs, without the timestamps fsync also writes
 * (docs/adr/0015-persistence-as-base-plus-log.md: its p99 under disk contention was a tenth of fsync's). `write` is injectable so
 * a test can make writes short or failing without filling a disk.
 */
export function syncedWriter(write: WriteFunction = writeSync): FileWriter {
  return {
    append(path, text) {
      const fd = openSync(path, 'a');
      try {
        const before = fstatSync(fd).size;
        try {
          writeAll(fd, Buffer.from(text), write);
          fdatasyncSync(fd);
        } catch (error) {
          cutBack(fd, before);
          throw error;
        }
        return fstatSync(fd).size;
      } finally {
        closeSync(fd);
      }
    },
    replace(path, text) {
      const temp = `${path}.${process.pid}.tmp`;
      try {
        const fd = openSync(temp, 'w');
        try {
          writeAll(fd, Buffer.from(text), write);
          fsyncSync(fd);
        } finally {
          closeSync(fd);
        }
        renameSync(temp, path);
      } catch (error) {
        removeQuietly(temp);
        throw error;
      }
    },
    remove: removeQuietly,
    size(path) {
      try {
        return statSync(path).size;
      } catch {
        return 0;
      }
    },
  };
}

export const nodeWriter: FileWriter = syncedWriter();

/** A write may take fewer bytes than asked (a nearly full disk): the rest is written until all is, or it throws. */
function writeAll(fd: number, buffer: Buffer, write: WriteFunction): void {
  for (let written = 0; written < buffer.length; ) {
    const count = write(fd, buffer, written, buffer.length - written);
    if (count <= 0) throw Object.assign(new Error(`no space left: wrote ${written} of ${buffer.length} bytes`), { code: 'ENOSPC' });
    written += count;
  }
}

/**
 * A failed append leaves no part of its record: the next append must start on a line of its own, and
 * a restart must not replay a refused write. When even this fails, the caller sees the size differ.
 */
function cutBack(fd: number, bytes: number): void {
  try {
    ftruncateSync(fd, bytes);
    fdatasyncSync(fd);
  } catch {
    // Reported through size(): persistence then starts a new base instead of appending after the tail.
  }
}

function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Already gone is what was wanted.
  }
}

/**
 * Applies one record's tables and rows to a state, in the order they were taken. The record was
 * checked for its shape and prototype keys when read (world-log.ts); a row of a table the state does
 * not have is refused here, so a file cannot write into anything but the state's own tables.
 */
export function applyChanges(state: State, changes: Pick<Changes, 'tables' | 'rows'>, patch: Patch): void {
  const target = state as unknown as Record<string, unknown>;
  for (const [name, value] of Object.entries(changes.tables)) {
    if (!Object.hasOwn(target, name)) throw new Error(`tables: "${name}" is not a table of the state`);
    target[name] = value;
    patch.set(name, 'whole');
  }
  for (const change of changes.rows) {
    const [name, key] = change;
    const table = Object.hasOwn(target, name) ? target[name] : undefined;
    if (typeof table !== 'object' || table === null) throw new Error(`rows: "${name}" is not a table of the state`);
    const rows = table as Record<string | number, unknown>;
    // `rows.__proto__ = value` would replace the table's prototype: a key it then seems to hold without holding it.
    if (typeof key === 'string' && isPrototypeKey(key)) throw new Error(`rows: "${name}" key "${key}" ${PROTOTYPE_KEY_PROBLEM}`);
    if (change.length === 2) delete rows[key];
    else rows[key] = change[2];
    const marks = patch.get(name) ?? new Set<string | number>();
    if (marks !== 'whole') {
      marks.add(key);
      patch.set(name, marks);
    }
  }
}

/** The base of a world: its origin and changed rows when it has an origin, else all of its state. */
export function baseOf(meta: WorldMeta, state: State, origin: SeedOrigin | undefined, patch: Patch, generation: number): BaseFile {
  const all = state as unknown as Record<string, Record<string | number, unknown>>;
  if (!origin) return { version: 2, generation, meta, origin: null, tables: { ...all }, rows: [] };
  const base: BaseFile = { version: 2, generation, meta, origin, tables: {}, rows: [] };
  for (const [name, marks] of patch) {
    const table = all[name];
    if (marks === 'whole' || table === undefined) {
      base.tables[name] = table;
      continue;
    }
    const keys = [...marks].sort((a, b) => Number(a) - Number(b));
    for (const key of keys) base.rows.push(key in table ? [name, key, table[key]] : [name, String(key)]);
  }
  return base;
}
