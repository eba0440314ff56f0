import { closeSync, fdatasyncSync, fsyncSync, openSync, readFileSync, renameSync, truncateSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { State } from '../domain/index.js';
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
  append(path: string, text: string): void;
  replace(path: string, text: string): void;
  remove(path: string): void;
  /** Cuts a log back to the bytes before a failed append, so a restart cannot replay a refused write. */
  truncate(path: string, bytes: number): void;
}

/**
 * Synchronous and synced: a record is a few hundred bytes, and doing it inside the request keeps the
 * order of records the order of answers without a queue. The sync is for power loss; SIGKILL alone
 * would not need it (the page cache outlives the process). An append uses fdatasync: it flushes the
 * data and the new file size, which is all a restart needs, without the timestamps fsync also writes
 * (docs/decisions.md: its p99 under disk contention was a tenth of fsync's).
 */
function writeSynced(path: string, flags: 'a' | 'w', text: string, sync: (fd: number) => void): void {
  const fd = openSync(path, flags);
  try {
    writeSync(fd, text);
    sync(fd);
  } finally {
    closeSync(fd);
  }
}

export const nodeWriter: FileWriter = {
  append(path, text) {
    writeSynced(path, 'a', text, fdatasyncSync);
  },
  replace(path, text) {
    const temp = `${path}.${process.pid}.tmp`;
    writeSynced(temp, 'w', text, fsyncSync);
    try {
      renameSync(temp, path);
    } catch (error) {
      removeQuietly(temp);
      throw error;
    }
  },
  remove: removeQuietly,
  truncate: truncateSync,
};

function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Already gone is what was wanted.
  }
}

/** Applies one record's tables and rows to a state, in the order they were taken. */
export function applyChanges(state: State, changes: Pick<Changes, 'tables' | 'rows'>, patch: Patch): void {
  const target = state as unknown as Record<string, unknown>;
  for (const [name, value] of Object.entries(changes.tables)) {
    target[name] = value;
    patch.set(name, 'whole');
  }
  for (const change of changes.rows) {
    const [name, key] = change;
    const table = target[name] as Record<string | number, unknown>;
    if (change.length === 2) delete table[key];
    else table[key] = change[2];
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

/** The records of a log, stopping at a torn last line (a write that was never answered). */
export function readLog(path: string, limitBytes = Number.POSITIVE_INFINITY): { records: LogRecord[]; bytes: number } {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return { records: [], bytes: 0 };
  }
  const bytes = Math.min(Buffer.byteLength(text), limitBytes);
  const lines = Buffer.from(text).subarray(0, bytes).toString('utf8').split('\n');
  const records: LogRecord[] = [];
  lines.forEach((line, index) => {
    if (line === '') return;
    try {
      records.push(JSON.parse(line) as LogRecord);
    } catch (error) {
      if (index < lines.length - 1) throw new Error(`${path}: record ${index + 1} is not JSON (${String(error)})`);
    }
  });
  return { records, bytes };
}
