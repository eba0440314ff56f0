import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { MAX_TEXT_CHARS } from '../../src/domain/state-limits.js';
import { IMPORT_LIMIT_BYTES } from '../../src/runtime/control-routes.js';
import { build, callApi } from '../helper.js';
import { worldData } from './world-snapshot.js';

type Json = Record<string, unknown> & { tours: Record<string, unknown>[] };

async function exported(app: FastifyInstance): Promise<Json> {
  return (await app.inject({ url: '/__mock/state' })).json();
}

async function importRefused(app: FastifyInstance, state: unknown, method: 'PUT' | 'POST' = 'PUT'): Promise<string> {
  const before = worldData(app);
  const response = await app.inject({
    method,
    url: '/__mock/state',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(state),
  });
  expect(response.statusCode).toBe(400);
  expect(worldData(app)).toEqual(before);
  expect((await callApi(app, 'product.search', {})).code).toBe(200);
  return response.json().message as string;
}

describe('a state import with a malformed row (PUT/POST /__mock/state)', () => {
  it('is refused with the path of the first bad value, and searches keep answering', async () => {
    const app = await build();
    const state = await exported(app);
    const tour = state.tours[3];
    if (!tour) throw new Error('the seed has fewer than 4 tours');
    tour.adultPrice = 'abc';
    expect(await importRefused(app, state)).toMatch(/^tours\[3\]\.adultPrice: .*expected number/);
    expect(await importRefused(app, state, 'POST')).toMatch(/^tours\[3\]\.adultPrice: /);
  });

  it('is refused when a table is missing or a time is not in the stored format', async () => {
    const app = await build();
    const { orders: _orders, ...withoutOrders } = await exported(app);
    expect(await importRefused(app, withoutOrders)).toBe('orders: is required');
    const badTime = await exported(app);
    (badTime.orders as Record<string, unknown>[])[0] = { ...(badTime.orders as Record<string, unknown>[])[0], payExpireTime: 'tomorrow' };
    expect(await importRefused(app, badTime)).toMatch(/^orders\[0\]\.payExpireTime: must be a time YYYY-MM-DD HH:mm:ss/);
    expect(await importRefused(app, [])).toMatch(/^body: /);
  });

  it('refuses constructor and prototype as keys anywhere in it, naming where', async () => {
    const app = await build();
    const state = await exported(app);
    const sessions = state.sessions as Record<string, unknown>;
    const session = { userId: 1, createdAt: '2030-01-01 00:00:00', expiresAt: '2030-01-02 00:00:00' };
    expect(await importRefused(app, { ...state, sessions: { ...sessions, constructor: session } })).toMatch(
      /^sessions\.constructor: is a prototype key/,
    );
    const tours = state.tours.map((tour, index) => (index === 2 ? { ...tour, prototype: {} } : tour));
    expect(await importRefused(app, { ...state, tours }, 'POST')).toMatch(/^tours\[2\]\.prototype: is a prototype key/);
  });

  it('still checks the invariants once the shape is right', async () => {
    const app = await build();
    const state = await exported(app);
    const tour = state.tours[0];
    if (!tour) throw new Error('the seed has no tours');
    tour.reviewCount = 99_999;
    expect(await importRefused(app, state)).toMatch(/^state: tour \d+: review count/);
  });
});

describe('a state import with a repeated id, an overlong text or too large a body', () => {
  it('refuses a second row with an id its table already has, naming the row', async () => {
    const app = await build();
    const state = await exported(app);
    const [first, , , fourth] = state.tours;
    if (!first || !fourth) throw new Error('the seed has fewer than 4 tours');
    fourth.id = first.id;
    expect(await importRefused(app, state)).toBe(`tours[3].id: duplicate id ${first.id}`);
    const users = (await exported(app)).users as Record<string, unknown>[];
    const [demo, second] = users;
    if (!demo || !second) throw new Error('the seed has fewer than 2 users');
    second.email = demo.email;
    expect(await importRefused(app, { ...(await exported(app)), users }, 'POST')).toBe(
      `users[1].email: duplicate email "${String(demo.email)}"`,
    );
  });

  it('refuses a text longer than any the API stores, naming the field', async () => {
    const app = await build();
    const state = await exported(app);
    const blogs = state.blogs as Record<string, unknown>[];
    const blog = blogs[2];
    if (!blog) throw new Error('the seed has fewer than 3 blogs');
    blog.content = 'x'.repeat(MAX_TEXT_CHARS + 1);
    expect(await importRefused(app, state)).toBe('blogs[2].content: is longer than 1,048,576 characters (1,048,577)');
  });

  it(`refuses a body over ${IMPORT_LIMIT_BYTES / 1024 / 1024} MB before reading it`, async () => {
    const app = await build();
    const response = await app.inject({
      method: 'PUT',
      url: '/__mock/state',
      headers: { 'content-type': 'application/json', 'content-length': String(IMPORT_LIMIT_BYTES + 1) },
      payload: '{}',
    });
    expect(response.statusCode).toBe(413);
  });
});

let folder = '';
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/**
 * A state file of the first format (the whole world map as one document, which a start moves into the
 * per-world folder) holding the seeded default world, changed by `edit` before it is written.
 */
async function stateFileWith(edit: (file: { version: number; worlds: Record<string, Record<string, unknown>> }) => void) {
  folder = mkdtempSync(join(tmpdir(), 'mock-state-import-'));
  const path = join(folder, 'state.json');
  const app = await buildApp({});
  const state = (await app.inject({ url: '/__mock/state' })).json();
  await app.close();
  const file = { version: 1, worlds: { default: { state, clockOffsetMs: 60_000, faults: {}, sessionExpired: false } } };
  edit(file);
  writeFileSync(path, JSON.stringify(file));
  return path;
}

describe('--state-file with a bad value', () => {
  it('stops the start with the file and the path of the value', async () => {
    const path = await stateFileWith((file) => {
      const tours = file.worlds.default?.state as { tours: Record<string, unknown>[] };
      const tour = tours.tours[3];
      if (tour) tour.adultPrice = 'abc';
    });
    await expect(buildApp({ stateFile: path })).rejects.toThrow(
      `${path}: worlds.default.state.tours[3].adultPrice: Invalid input: expected number`,
    );
  });

  it('stops the start when a world has no state', async () => {
    const path = await stateFileWith((file) => {
      delete file.worlds.default?.state;
    });
    await expect(buildApp({ stateFile: path })).rejects.toThrow(`${path}: worlds.default.state: is required`);
  });

  it('stops the start on a clock out of range, an unknown fault or a bad world name', async () => {
    const offset = await stateFileWith((file) => {
      if (file.worlds.default) file.worlds.default.clockOffsetMs = 1e16;
    });
    await expect(buildApp({ stateFile: offset })).rejects.toThrow(`${offset}: worlds.default.clockOffsetMs:`);
    const fault = await stateFileWith((file) => {
      if (file.worlds.default) file.worlds.default.faults = { toString: { delayMs: 0, errorCode: null, errorMessage: '', failureRate: 1 } };
    });
    await expect(buildApp({ stateFile: fault })).rejects.toThrow(`${fault}: worlds.default.faults`);
    const name = await stateFileWith((file) => {
      file.worlds['../escape'] = file.worlds.default ?? {};
    });
    await expect(buildApp({ stateFile: name })).rejects.toThrow(`${name}: worlds`);
  });

  it('stops the start on a file that is not JSON, naming it', async () => {
    const path = await stateFileWith(() => {});
    writeFileSync(path, '{"version":1,');
    await expect(buildApp({ stateFile: path })).rejects.toThrow(`${path} is not valid JSON`);
  });
});
