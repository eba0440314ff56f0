import v8 from 'node:v8';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEAP_SHARE_LIMIT } from '../../src/store/worlds.js';
import { build } from '../helper.js';

afterEach(() => vi.restoreAllMocks());

/** The heap as V8 would report it with `share` of its limit in use (what 100 large worlds would do). */
function heapAt(share: number) {
  const real = v8.getHeapStatistics();
  const limit = 4096 * 1024 * 1024;
  vi.spyOn(v8, 'getHeapStatistics').mockReturnValue({ ...real, heap_size_limit: limit, used_heap_size: Math.round(limit * share) });
}

describe('worlds and imports while the heap is nearly full', () => {
  it('refuses a new world with a 409 that names the limit, the figure and what to do, until there is room', async () => {
    const app = await build();
    heapAt(HEAP_SHARE_LIMIT + 0.05);
    const response = await app.inject({ method: 'POST', url: '/__mock/worlds', payload: { name: 'one-too-many' } });
    expect(response.statusCode).toBe(409);
    const { message: error } = response.json();
    expect(error).toMatch(/^memory: /);
    expect(error).toContain('3072 MB of its 4096 MB limit');
    expect(error).toContain('DELETE /__mock/worlds/<name>');
    expect(error).toContain('--max-old-space-size');
    expect(app.mock.worlds.list()).toHaveLength(1);
    heapAt(HEAP_SHARE_LIMIT - 0.1);
    expect((await app.inject({ method: 'POST', url: '/__mock/worlds', payload: { name: 'fits-now' } })).statusCode).toBe(201);
  });

  it('refuses an import and a reseed before reading their body', async () => {
    const app = await build();
    const before = app.mock.worlds.get('default').state;
    heapAt(0.95);
    const imported = await app.inject({ method: 'PUT', url: '/__mock/state', payload: { not: 'even a state' } });
    expect(imported.statusCode).toBe(409);
    expect(imported.json().message).toMatch(/^memory: no room for an import/);
    const reseeded = await app.inject({ method: 'POST', url: '/__mock/reseed', payload: { seed: 7, scale: 50 } });
    expect(reseeded.statusCode).toBe(409);
    expect(app.mock.worlds.get('default').state).toBe(before);
  });
});
