import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ANONYMOUS_UPLOAD_FILES, ANONYMOUS_UPLOAD_MB } from '../../src/runtime/upload-rules.js';
import { UploadStore } from '../../src/store/upload-store.js';
import { build } from '../helper.js';
import { answer, login, multipart, PNG } from './support.js';

let folder = '';
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = '';
});

const png = (token?: string, world?: string): InjectOptions => {
  const request = multipart([{ field: 'file', filename: 'a.png', type: 'image/png', content: PNG }], token);
  return world ? { ...request, headers: { ...request.headers, 'x-mock-world': world } } : request;
};

async function fill(app: FastifyInstance, count: number, world?: string): Promise<string[]> {
  const urls: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const body = await answer(app, png(undefined, world));
    expect(body.code).toBe(200);
    urls.push(String(body.data));
  }
  return urls;
}

describe('anonymous uploads', () => {
  it(`stop at ${ANONYMOUS_UPLOAD_FILES} files per world with an envelope that says why and what to do`, async () => {
    const app = await build();
    await fill(app, ANONYMOUS_UPLOAD_FILES);
    const refused = await answer(app, png());
    expect(refused.code).toBe(409);
    expect(refused.message).toMatch(/^file: /);
    expect(refused.message).toContain('sign in');
    // A member is not a visitor: the quota is for callers without a session.
    expect((await answer(app, png(await login(app, 'demo')))).code).toBe(200);
    // Another world has its own quota.
    await app.inject({ method: 'POST', url: '/__mock/worlds', payload: { name: 'other' } });
    expect((await answer(app, png(undefined, 'other'))).code).toBe(200);
  });

  it('are deleted with their world, and a reset frees the quota', async () => {
    const app = await build();
    await app.inject({ method: 'POST', url: '/__mock/worlds', payload: { name: 'temp' } });
    const [kept] = await fill(app, 1);
    const [gone] = await fill(app, 1, 'temp');
    expect((await app.inject({ url: String(gone) })).statusCode).toBe(200);
    await app.inject({ method: 'DELETE', url: '/__mock/worlds/temp', headers: { 'content-type': 'application/json' } });
    expect((await app.inject({ url: String(gone) })).statusCode).toBe(404);
    expect((await app.inject({ url: String(kept) })).statusCode).toBe(200);

    await fill(app, ANONYMOUS_UPLOAD_FILES - 1);
    expect((await answer(app, png())).code).toBe(409);
    await app.inject({ method: 'POST', url: '/__mock/reset', headers: { 'content-type': 'application/json' } });
    expect((await app.inject({ url: String(kept) })).statusCode).toBe(404);
    expect((await answer(app, png())).code).toBe(200);
  });

  it('leave no file on disk once their world is deleted, and keep their quota across a restart', async () => {
    folder = mkdtempSync(join(tmpdir(), 'mock-upload-quota-'));
    const stateFile = join(folder, 'state.json');
    const first = await build({ stateFile });
    await first.inject({ method: 'POST', url: '/__mock/worlds', payload: { name: 'temp' } });
    await fill(first, 2, 'temp');
    await fill(first, ANONYMOUS_UPLOAD_FILES);
    await first.close();

    const second = await build({ stateFile });
    expect((await answer(second, png())).code).toBe(409);
    expect(readdirSync(join(folder, 'uploads', 'temp'))).toHaveLength(2);
    await second.inject({ method: 'DELETE', url: '/__mock/worlds/temp', headers: { 'content-type': 'application/json' } });
    await expect.poll(() => existsSync(join(folder, 'uploads', 'temp'))).toBe(false);
    await expect.poll(() => readdirSync(join(folder, 'uploads')).sort()).toEqual(['default']);
  });

  it(`stop at ${ANONYMOUS_UPLOAD_MB} MB per world with a 413 that says why`, async () => {
    const store = new UploadStore(null);
    const half = { type: 'image/png', body: Buffer.concat([PNG, Buffer.alloc((ANONYMOUS_UPLOAD_MB / 2) * 1024 * 1024)]) };
    await store.save(half, { world: 'default', customer: null });
    await expect(store.save(half, { world: 'default', customer: null })).rejects.toMatchObject({ code: 413, field: 'file' });
    await expect(store.save(half, { world: 'default', customer: 1 })).resolves.toMatch(/^\/media\/uploads\//);
  });
});
