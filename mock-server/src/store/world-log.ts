import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { PROTOTYPE_KEY_PROBLEM, prototypeKeyPath } from '../domain/state-schema.js';
import type { RowChange } from './change-tracker.js';
import type { LogRecord } from './world-files.js';

const NEWLINE = 0x0a;
/** How much of a log's end is read at a time when only its last record is wanted. */
const TAIL_CHUNK = 64 * 1024;

/** A record that cannot be replayed: the message names the file, the record's number and its first byte. */
export class DamagedFileError extends Error {}

/** How much of a log is read at a time when it is replayed: its records are parsed and applied one by one. */
const READ_CHUNK = 4 * 1024 * 1024;

/**
 * Hands every record of a log up to `limitBytes` to `visit`, in order, as it reads them, so a log of hundreds of MB
 * never sits in memory whole, as bytes or as records. A record must be one whole line of JSON with a record's
 * shape and no prototype key; anything else (a torn or NUL-padded tail, a garbled line) throws, since
 * replaying past it would serve a world that never was. No log is no records.
 */
export function replayLog(path: string, visit: (record: LogRecord, number: number) => void, limitBytes = Number.POSITIVE_INFINITY): void {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return;
  }
  try {
    const end = Math.min(fstatSync(fd).size, limitBytes);
    /** The pieces of a record that started in an earlier chunk, and the byte it starts at. */
    let pending: Buffer[] = [];
    let lineStart = 0;
    let number = 1;
    for (let position = 0; position < end; ) {
      const chunk = Buffer.allocUnsafe(Math.min(READ_CHUNK, end - position));
      const read = readSync(fd, chunk, 0, chunk.length, position);
      if (read <= 0) break;
      const bytes = chunk.subarray(0, read);
      let start = 0;
      for (let newline = bytes.indexOf(NEWLINE); newline !== -1; newline = bytes.indexOf(NEWLINE, start)) {
        const line = pending.length > 0 ? Buffer.concat([...pending, bytes.subarray(0, newline)]) : bytes.subarray(start, newline);
        visit(parseRecord(line.toString('utf8'), path, number, lineStart), number);
        pending = [];
        number += 1;
        lineStart = position + newline + 1;
        start = newline + 1;
      }
      if (start < read) pending.push(bytes.subarray(start));
      position += read;
    }
    if (pending.length > 0) {
      throw new DamagedFileError(`${path}: record ${number} (from byte ${lineStart}) is incomplete: it has no line end`);
    }
  } finally {
    closeSync(fd);
  }
}

/**
 * The last record of a log, read from its end (the whole log is only parsed when the world is first
 * used), or null when there is none. Throws DamagedFileError when that record is not whole.
 */
export function lastRecord(path: string): { record: LogRecord | null; bytes: number } {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return { record: null, bytes: 0 };
  }
  try {
    const size = fstatSync(fd).size;
    if (size === 0) return { record: null, bytes: 0 };
    const tail = readTail(fd, size);
    if (tail.text.at(-1) !== '\n') throw new DamagedFileError(`${path}: its last record is incomplete: it has no line end`);
    return { record: parseRecord(tail.text.slice(0, -1), path, null, tail.start), bytes: size };
  } finally {
    closeSync(fd);
  }
}

/** The file's last line with its line end, and where it starts: chunks are read backwards until the line before it ends. */
function readTail(fd: number, size: number): { text: string; start: number } {
  let read = Buffer.alloc(0);
  for (let start = size; start > 0; ) {
    start = Math.max(0, start - TAIL_CHUNK);
    const chunk = Buffer.alloc(size - start - read.length);
    readSync(fd, chunk, 0, chunk.length, start);
    read = Buffer.concat([chunk, read]);
    // The line before the last one ends at the last line end but the final byte's.
    const previous = read.length < 2 ? -1 : read.lastIndexOf(NEWLINE, read.length - 2);
    if (previous !== -1) return { text: read.toString('utf8', previous + 1), start: start + previous + 1 };
  }
  return { text: read.toString('utf8'), start: 0 };
}

function parseRecord(line: string, path: string, number: number | null, start: number): LogRecord {
  const where = `${path}: ${number === null ? 'its last record' : `record ${number}`} (from byte ${start})`;
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    throw new DamagedFileError(`${where} is not JSON (${error instanceof Error ? error.message : 'unreadable'})`);
  }
  if (!isLogRecord(value)) throw new DamagedFileError(`${where} is not a record: expected {"meta":{...},"tables":{...},"rows":[...]}`);
  // A key can only spell __proto__, prototype or constructor literally or with \u escapes: most records have neither,
  // and walking each of a long log's records took longer than parsing them.
  const poisoned = /proto|constructor|\\u/.test(line) ? prototypeKeyPath(value) : null;
  if (poisoned !== null) throw new DamagedFileError(`${where}: ${poisoned} ${PROTOTYPE_KEY_PROBLEM}`);
  return value;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isLogRecord(value: unknown): value is LogRecord {
  return isObject(value) && isObject(value.meta) && isObject(value.tables) && Array.isArray(value.rows) && value.rows.every(isRowChange);
}

/** [table, index or key, value], or [table, key] for a key deleted from an object table. */
export function isRowChange(value: unknown): value is RowChange {
  if (!Array.isArray(value) || typeof value[0] !== 'string') return false;
  if (value.length === 2) return typeof value[1] === 'string';
  return value.length === 3 && (typeof value[1] === 'string' || Number.isInteger(value[1]));
}
