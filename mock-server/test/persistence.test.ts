import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { codes } from '@tours/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import { nodeWriter } from '../src/store/world-files.js';
import { isPending } from '../src/store/worlds.js';
import { login } from './fixtures.js';
import { callApi } from './helper.js';
import { stateFileApps } from './state-file-apps.js';

const { newFolder, start } = stateFileApps();

const exportOf = async (app: FastifyInstance, world: string) =>
  (await app.inject({ url: '/__mock/state', headers: { 'x-mock-world': world } })).json();
const sizes = (dir: string) => Object.fromEntries(readdirSync(dir).map((file) => [file, statSync(join(dir, file)).size]));
/** A world as the store holds it, without building it (get() would). */
const worldNamed = (app: FastifyInstance, name: string) => app.mock.worlds.toRepair(name);
const favourites = async (app: FastifyInstance, token: string, world = 'default') =>
  ((await callApi(app, 'member.favorite.list', { pageSize: 100 }, { token, world })).data?.list ?? []).map((f) => f.spuId);

describe('--state-file', () => {
  it('saves a write before its answer, saves nothing for a read, and restarts with the same export per world', async () => {
    const folder = newFolder('mock-state-');
    const stateFile = join(folder, 'state.json');
    const first = await start(stateFile);
    await first.inject({ method: 'POST', url: '/__mock/worlds', payload: { name: 'kept' } });
    await first.inject({ method: 'POST', url: '/__mock/clock/advance', headers: { 'x-mock-world': 'kept' }, payload: { hours: 3 } });
    const token = await login(first, 'demo', { world: 'kept' });
    expect((await callApi(first, 'member.favorite.create', { spuId: 40 }, { token, world: 'kept' })).code).toBe(200);
    const dir = `${stateFile}.worlds`;
    const before = sizes(dir);
    for (const name of ['product.search', 'product.detail'] as const) {
      const payload = name === 'product.search' ? { pageSize: 10 } : { id: 3 };
      expect((await callApi(first, name, payload, { world: 'kept' })).code).toBe(200);
    }
    expect(sizes(dir)).toEqual(before);
    // The log holds the changed rows, not the world: one favourite is a few hundred bytes.
    const log = readdirSync(dir).find((file) => file.startsWith('kept.') && file.endsWith('.log')) ?? '';
    expect(statSync(join(dir, log)).size).toBeLessThan(20_000);
    const exported = { default: await exportOf(first, 'default'), kept: await exportOf(first, 'kept') };

    // No close(): what was answered must already be on disk, as if the process were killed now.
    const second = await start(stateFile);
    expect(await exportOf(second, 'default')).toEqual(exported.default);
    expect(await exportOf(second, 'kept')).toEqual(exported.kept);
    expect((await second.inject({ url: '/__mock/clock', headers: { 'x-mock-world': 'kept' } })).json().offsetMs).toBe(3 * 3_600_000);
  });

  it('answers an error and keeps nothing when a write cannot be saved, then saves again once it can', async () => {
    const folder = newFolder('mock-state-');
    const stateFile = join(folder, 'state.json');
    const app = await start(stateFile);
    const token = await login(app);
    expect((await callApi(app, 'member.favorite.create', { spuId: 41 }, { token })).code).toBe(200);
    // Every append and base write fails, as on a full or read-only disk.
    const writer = app.mock.stateFile?.writer ?? nodeWriter;
    const full = () => {
      throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    };
    const failing = [vi.spyOn(writer, 'append').mockImplementation(full), vi.spyOn(writer, 'replace').mockImplementation(full)];

    const refused = await callApi(app, 'member.favorite.create', { spuId: 42 }, { token });
    expect(refused).toMatchObject({
      code: codes.insufficientStorage,
      message: expect.stringMatching(/could not be saved: the disk is full/),
    });
    expect(await favourites(app, token)).toContain(41);
    expect(await favourites(app, token)).not.toContain(42);
    const clock = await app.inject({ method: 'POST', url: '/__mock/clock/advance', payload: { hours: 1 } });
    expect(clock.statusCode).toBe(507);
    expect(clock.json().message).toMatch(/disk is full/);
    expect((await app.inject({ url: '/__mock/clock' })).json().offsetMs).toBe(0);

    for (const spy of failing) spy.mockRestore();
    expect((await callApi(app, 'member.favorite.create', { spuId: 43 }, { token })).code).toBe(200);
    const restarted = await start(stateFile);
    const kept = await favourites(restarted, token);
    expect(kept).toEqual(expect.arrayContaining([41, 43]));
    expect(kept).not.toContain(42);
  });

  it('loads an export on a server with another state file, and keeps resets, imports and deleted worlds', async () => {
    const folder = newFolder('mock-state-');
    const one = await start(join(folder, 'one.json'));
    const token = await login(one);
    await callApi(one, 'member.favorite.create', { spuId: 44 }, { token });
    const exported = await exportOf(one, 'default');

    const otherFile = join(folder, 'two.json');
    const two = await start(otherFile);
    await two.inject({ method: 'POST', url: '/__mock/worlds', payload: { name: 'gone' } });
    await two.inject({ method: 'POST', url: '/__mock/worlds', payload: { name: 'copy' } });
    const imported = await two.inject({ method: 'PUT', url: '/__mock/state', headers: { 'x-mock-world': 'copy' }, payload: exported });
    expect(imported.statusCode).toBe(200);
    await two.inject({ method: 'DELETE', url: '/__mock/worlds/gone', headers: { 'content-type': 'application/json' } });
    await two.inject({ method: 'POST', url: '/__mock/reseed', payload: { seed: 7 } });

    const again = await start(otherFile);
    expect(await exportOf(again, 'copy')).toEqual(exported);
    expect((await exportOf(again, 'default')).seed).toBe(7);
    const names = (await again.inject({ url: '/__mock/worlds' })).json().worlds.map((w: { name: string }) => w.name);
    expect(names.sort()).toEqual(['copy', 'default']);
  });

  it('moves a state file of the first format (one JSON document) into the per-world folder', async () => {
    const folder = newFolder('mock-state-');
    const state = await exportOf(await start(join(folder, 'plain.json')), 'default');
    const stateFile = join(folder, 'old.json');
    writeFileSync(
      stateFile,
      JSON.stringify({ version: 1, worlds: { old: { state, clockOffsetMs: 5, faults: {}, sessionExpired: false } } }),
    );
    const app = await start(stateFile);
    expect(await exportOf(app, 'old')).toEqual(state);
    expect(JSON.parse(readFileSync(stateFile, 'utf8'))).toMatchObject({ version: 2 });
  });

  it('builds a saved world on its first use, and saves what that first use changed', async () => {
    const folder = newFolder('mock-state-');
    const stateFile = join(folder, 'state.json');
    const first = await start(stateFile);
    for (const name of ['a', 'b']) await first.inject({ method: 'POST', url: '/__mock/worlds', payload: { name } });
    const token = await login(first, 'demo', { world: 'b' });
    expect((await callApi(first, 'member.favorite.create', { spuId: 45 }, { token, world: 'b' })).code).toBe(200);

    const second = await start(stateFile);
    const deferred = ['a', 'b', 'default'].filter((name) => isPending(worldNamed(second, name)));
    expect(deferred).toEqual(['a', 'b', 'default']);
    // First uses: a control-plane write on b (it may touch any world), an API write on a.
    await second.inject({ method: 'POST', url: '/__mock/clock/advance', headers: { 'x-mock-world': 'b' }, payload: { hours: 2 } });
    const tokenA = await login(second, 'demo', { world: 'a' });
    expect((await callApi(second, 'member.favorite.create', { spuId: 46 }, { token: tokenA, world: 'a' })).code).toBe(200);
    expect(isPending(worldNamed(second, 'default'))).toBe(true);
    const exported = { a: await exportOf(second, 'a'), b: await exportOf(second, 'b') };
    expect(await favourites(second, token, 'b')).toContain(45);

    const third = await start(stateFile);
    expect(await exportOf(third, 'a')).toEqual(exported.a);
    expect(await exportOf(third, 'b')).toEqual(exported.b);
    expect(await favourites(third, tokenA, 'a')).toContain(46);
    expect((await third.inject({ url: '/__mock/clock', headers: { 'x-mock-world': 'b' } })).json().offsetMs).toBe(2 * 3_600_000);
  });

  it('refuses to start on a file that is not a state file', async () => {
    const folder = newFolder('mock-state-');
    const stateFile = join(folder, 'state.json');
    writeFileSync(stateFile, '{"hello":1}');
    await expect(buildApp({ stateFile })).rejects.toThrow(/not a mock-server state file/);
  });
});
