import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UploadStore } from '../../src/store/upload-store.js';
import { build } from '../helper.js';
import { answer, multipart, PNG } from './support.js';

/**
 * The next write of an upload's temporary file (or its rename) fails this way: for a write, part of the file
 * written first, then the error, as a full disk does.
 */
const failing = vi.hoisted(() => ({ next: null as null | { at: 'write' | 'rename'; code: string } }));

vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>();
  const fail = (code: string) => Object.assign(new Error(`${code}: injected`), { code });
  return {
    ...fs,
    writeFile: async (...args: Parameters<typeof fs.writeFile>) => {
      const [path, data] = args;
      const injected = failing.next;
      if (injected?.at !== 'write' || !String(path).endsWith('.tmp')) return fs.writeFile(...args);
      failing.next = null;
      await fs.writeFile(path, Buffer.from(data as Buffer).subarray(0, 4));
      throw fail(injected.code);
    },
    rename: async (...args: Parameters<typeof fs.rename>) => {
      const injected = failing.next;
      if (injected?.at !== 'rename' || !String(args[0]).endsWith('.tmp')) return fs.rename(...args);
      failing.next = null;
      throw fail(injected.code);
    },
  };
});

let folder = '';
afterEach(() => {
  failing.next = null;
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = '';
});

/** Every file under the uploads folder, recursively. */
const filesIn = (path: string): string[] =>
  readdirSync(path, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesIn(join(path, entry.name)).map((name) => `${entry.name}/${name}`) : [entry.name],
  );

const png = multipart([{ field: 'file', filename: 'a.png', type: 'image/png', content: PNG }]);

describe('an upload when the disk is full', () => {
  it.each(['ENOSPC', 'EDQUOT'])('answers an envelope that says the disk is full (%s), and leaves no file', async (code) => {
    folder = mkdtempSync(join(tmpdir(), 'mock-upload-full-'));
    const app = await build({ stateFile: join(folder, 'state.json') });
    failing.next = { at: 'write', code };
    const response = await app.inject(png);
    expect(response.statusCode).toBe(200);
    const refused = response.json();
    expect(refused.code).toBe(507);
    expect(refused.message).toContain('disk of the mock server is full');
    expect(filesIn(join(folder, 'uploads'))).toEqual([]);
    // The refused upload did not count: the next one is kept.
    const kept = await answer(app, png);
    expect(kept.code).toBe(200);
    expect(filesIn(join(folder, 'uploads'))).toEqual([`default/${String(kept.data).split('/').pop()}`]);
  });
});

describe('the temporary file of an upload', () => {
  it.each([
    ['a full disk while writing', { at: 'write', code: 'ENOSPC' }],
    ['another write error', { at: 'write', code: 'EIO' }],
    ['a failed rename', { at: 'rename', code: 'EACCES' }],
  ] as const)('is removed on %s', async (_label, injected) => {
    folder = mkdtempSync(join(tmpdir(), 'mock-upload-temp-'));
    const store = new UploadStore(folder);
    failing.next = { ...injected };
    await expect(store.save({ type: 'image/png', body: PNG }, { world: 'default', customer: 1 })).rejects.toBeDefined();
    expect(filesIn(folder)).toEqual([]);
  });

  it('left by a killed process is removed at the next start, never adopted as an upload', async () => {
    folder = mkdtempSync(join(tmpdir(), 'mock-upload-leftover-'));
    const first = new UploadStore(folder);
    const kept = await first.save({ type: 'image/png', body: PNG }, { world: 'default', customer: null });
    const name = kept.split('/').pop() ?? '';
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(folder, 'default', `${name.replace(/^./, 'f')}.tmp`), 'torn');
    const second = new UploadStore(folder);
    await expect.poll(() => filesIn(folder)).toEqual([`default/${name}`]);
    expect(await second.read(name)).not.toBeNull();
  });
});
