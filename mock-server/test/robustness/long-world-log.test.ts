import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { LogRecord } from '../../src/store/world-files.js';
import { DamagedFileError, replayLog } from '../../src/store/world-log.js';

const META = { clockOffsetMs: 0, faults: {}, sessionExpired: false };
/** A record of about `bytes` bytes: one message row with a long text. */
const recordOf = (index: number, bytes: number) => ({
  meta: META,
  tables: {},
  rows: [['messages', index, { id: index, content: 'x'.repeat(bytes) }]],
});

let folder = '';
afterEach(() => rmSync(folder, { recursive: true, force: true }));

function logOf(text: string): string {
  folder = mkdtempSync(join(tmpdir(), 'mock-world-log-'));
  const path = join(folder, 'default.1.log');
  writeFileSync(path, text);
  return path;
}

function replayed(path: string, limitBytes?: number): LogRecord[] {
  const records: LogRecord[] = [];
  replayLog(path, (record) => records.push(record), limitBytes);
  return records;
}

describe('replaying a world log read in chunks', () => {
  it('gives every record whole, those across chunk ends and one longer than a chunk included', () => {
    // Read 4 MB at a time: these cross two chunk ends, and the third spans a whole chunk.
    const records = [recordOf(0, 3_000_000), recordOf(1, 3_000_000), recordOf(2, 9_000_000), recordOf(3, 10)];
    const path = logOf(records.map((record) => `${JSON.stringify(record)}\n`).join(''));
    expect(replayed(path)).toEqual(records);
  });

  it('stops at the size it is given, and names a record without a line end by its number and first byte', () => {
    const first = `${JSON.stringify(recordOf(0, 10))}\n`;
    const path = logOf(`${first}${JSON.stringify(recordOf(1, 5_000_000))}`);
    expect(replayed(path, first.length)).toHaveLength(1);
    expect(() => replayed(path)).toThrow(
      new DamagedFileError(`${path}: record 2 (from byte ${first.length}) is incomplete: it has no line end`),
    );
  });

  it('refuses a prototype key spelt with escapes, which a look for its plain name would miss', () => {
    const path = logOf(
      `{"meta":{"clockOffsetMs":0,"sessionExpired":false,"faults":{"\\u005f\\u005f\\u0070roto__":{}}},"tables":{},"rows":[]}\n`,
    );
    expect(() => replayed(path)).toThrow(/record 1 \(from byte 0\).*prototype key/);
  });
});
