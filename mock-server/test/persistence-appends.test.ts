import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { codes } from '@tours/contract';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import { syncedWriter, type WriteFunction } from '../src/store/world-files.js';
import { login } from './fixtures.js';
import { callApi } from './helper.js';

let folder = '';
const apps: FastifyInstance[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(apps.splice(0).map((app) => app.close()));
  rmSync(folder, { recursive: true, force: true });
});

const noSpace = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });

/**
 * A disk with `room` bytes left, as writeSync sees one: a write takes what fits and reports that count
 * (a short write); the next one, with nothing left, throws ENOSPC.
 */
function nearlyFullDisk(room: number): WriteFunction {
  let left = room;
  return (fd, buffer, offset, length) => {
    if (left <= 0) throw noSpace();
    const count = writeSync(fd, buffer, offset, Math.min(length, left));
    left -= count;
    return count;
  };
}

/** Every line of every log in the folder is a whole JSON record: no NUL bytes, no torn or joined lines. */
function logLines(dir: string): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.log'))
    .flatMap((file) => readFileSync(join(dir, file), 'utf8').split('\n').slice(0, -1));
}

describe('an append to a world log', () => {
  it('writes the whole record across short writes and answers the size the file reports', () => {
    folder = mkdtempSync(join(tmpdir(), 'mock-append-'));
    const path = join(folder, 'w.1.log');
    writeFileSync(path, '{"a":1}\n');
    // Three bytes a call: the record needs several writes.
    const threeAtATime: WriteFunction = (fd, buffer, offset, length) => writeSync(fd, buffer, offset, Math.min(length, 3));
    expect(syncedWriter(threeAtATime).append(path, '{"b":22}\n')).toBe(statSync(path).size);
    expect(readFileSync(path, 'utf8')).toBe('{"a":1}\n{"b":22}\n');
  });

  it('fails as a whole on a nearly full disk: the file is cut back to its size before this append', () => {
    folder = mkdtempSync(join(tmpdir(), 'mock-append-'));
    const path = join(folder, 'w.1.log');
    writeFileSync(path, '{"a":1}\n');
    const writer = syncedWriter(nearlyFullDisk(5));
    expect(() => writer.append(path, '{"b":"a record longer than the room left"}\n')).toThrow(/ENOSPC/);
    expect(readFileSync(path, 'utf8')).toBe('{"a":1}\n');
    expect(() => writer.append(path, '{"c":3}\n')).toThrow(/ENOSPC/);
    expect(readFileSync(path, 'utf8')).toBe('{"a":1}\n');
  });
});

describe('--state-file on a nearly full disk', () => {
  it('answers "the disk is full" for a write it could not save, keeps none of it, and restarts with every answered write', async () => {
    folder = mkdtempSync(join(tmpdir(), 'mock-append-'));
    const stateFile = join(folder, 'state.json');
    const app = await buildApp({ stateFile, validateResponses: true });
    apps.push(app);
    const token = await login(app);
    expect((await callApi(app, 'member.favorite.create', { spuId: 41 }, { token })).code).toBe(200);

    const writer = app.mock.stateFile?.writer;
    if (!writer) throw new Error('no state file');
    // 40 bytes of room: the next record is written in part (a short write), then nothing fits.
    const full = syncedWriter(nearlyFullDisk(40));
    const spy = vi.spyOn(writer, 'append').mockImplementation(full.append);
    const refused = [];
    for (const spuId of [42, 43, 44]) refused.push(await callApi(app, 'member.favorite.create', { spuId }, { token }));
    expect(refused.map((body) => body.code)).toEqual([codes.insufficientStorage, codes.insufficientStorage, codes.insufficientStorage]);
    expect(refused[0]?.message).toMatch(/could not be saved: the disk is full/);
    spy.mockRestore();

    // Space is back: new records start on a line of their own.
    expect((await callApi(app, 'member.favorite.create', { spuId: 45 }, { token })).code).toBe(200);
    const dir = `${stateFile}.worlds`;
    for (const line of logLines(dir)) expect(() => JSON.parse(line)).not.toThrow();

    const restarted = await buildApp({ stateFile, validateResponses: true });
    apps.push(restarted);
    const listed = await callApi(restarted, 'member.favorite.list', { pageSize: 100 }, { token });
    expect(listed.code).toBe(200);
    const kept = (listed.data?.list ?? []).map((favourite) => favourite.spuId);
    expect(kept).toEqual(expect.arrayContaining([41, 45]));
    expect(kept.filter((spuId) => [42, 43, 44].includes(spuId))).toEqual([]);
  });
});
