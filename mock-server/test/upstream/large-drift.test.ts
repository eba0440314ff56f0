import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DriftEntry, SAMPLED_VALUES } from '../../src/upstream/drift-report.js';
import { build, callRequest } from '../helper.js';
import { ScriptedBackend } from './scripted-backend.js';

/** Under the 20 MB cap; every row drifts four ways (id a string, name a number, nameEn and picUrl missing). */
const ROWS = 810_000;
const DRIFTING_CATEGORIES = Buffer.from(
  JSON.stringify({ code: 200, message: 'ok', data: Array.from({ length: ROWS }, (_, i) => ({ id: `${i}`, name: 9 })) }),
);
/** Right in the sample the drift check reads, wrong in every row after it. */
const SAMPLED_ROWS = 100;
const DRIFTING_AFTER_THE_SAMPLE = Buffer.from(
  JSON.stringify({
    code: 200,
    message: 'ok',
    data: Array.from({ length: 10_000 }, (_, i) =>
      i < SAMPLED_ROWS ? { id: i, name: '游', nameEn: 'Tours', picUrl: '/media/c.svg' } : { id: `${i}`, name: 9 },
    ),
  }),
);

/** One object of a million keys: a sample cut to the first items of each list would still hold every key. */
const MILLION_KEYS = Buffer.from(
  JSON.stringify({ code: 200, message: 'ok', data: Object.fromEntries(Array.from({ length: 1_000_000 }, (_, i) => [`k${i}`, i])) }),
);

let backend: ScriptedBackend;
beforeAll(async () => {
  backend = await ScriptedBackend.start();
});
afterAll(() => backend.stop());

describe('--upstream: a 19 MB drifting answer', () => {
  it('is checked on a sample while mocked calls keep answering', async () => {
    expect(DRIFTING_CATEGORIES.length).toBeGreaterThan(19 * 1024 * 1024);
    backend.answer = { status: 200, contentType: 'application/json', body: DRIFTING_CATEGORIES };
    const app = await build({ upstream: { url: backend.origin, mockCalls: ['blog.list'] } });

    let forwardedDone = false;
    const forwarded = app.inject(callRequest('category.list')).finally(() => {
      forwardedDone = true;
    });
    // Mocked calls go on meanwhile, one more after the forwarded answer.
    for (;;) {
      const mocked = await app.inject(callRequest('blog.list', { pageNo: 1, pageSize: 1 }));
      expect(mocked.json()).toMatchObject({ code: 200 });
      if (forwardedDone) break;
      await sleep(20);
    }

    const response = await forwarded;
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.rawPayload.equals(DRIFTING_CATEGORIES)).toBe(true);

    const drift = (await app.inject({ url: '/__mock/drift' })).json<{ entries: DriftEntry[] }>();
    expect(drift.entries.map(({ path, got, count }) => ({ path, got, count }))).toEqual([
      { path: 'data.*.id', got: '"0" (string)', count: 1 },
      { path: 'data.*.name', got: '9 (number)', count: 1 },
      { path: 'data.*.nameEn', got: 'missing', count: 1 },
      { path: 'data.*.picUrl', got: 'missing', count: 1 },
    ]);
  }, 60_000);

  it(`forwards an answer of more than ${SAMPLED_VALUES} values unchecked, and the report says it was not checked`, async () => {
    backend.answer = { status: 200, contentType: 'application/json', body: MILLION_KEYS };
    const app = await build({ upstream: { url: backend.origin, mockCalls: ['blog.list'] } });
    const response = await app.inject(callRequest('category.list'));
    expect(response.rawPayload.equals(MILLION_KEYS)).toBe(true);
    const drift = (await app.inject({ url: '/__mock/drift' })).json<{ entries: DriftEntry[] }>();
    expect(drift.entries.map(({ call, path, got, count }) => ({ call, path, got, count }))).toEqual([
      { call: 'category.list', path: '(answer)', got: 'not checked: too large', count: 1 },
    ]);
  }, 60_000);

  // Checking every row of the 19 MB answer held the process 10 s and more, and every mocked call with it: the check
  // reads the first rows of each list only, so what drifts after them goes unreported.
  it('reads only the first rows of a list, so drift after them goes unreported', async () => {
    backend.answer = { status: 200, contentType: 'application/json', body: DRIFTING_AFTER_THE_SAMPLE };
    const app = await build({ upstream: { url: backend.origin, mockCalls: ['blog.list'] } });
    const response = await app.inject(callRequest('category.list'));
    expect(response.rawPayload.equals(DRIFTING_AFTER_THE_SAMPLE)).toBe(true);
    expect((await app.inject({ url: '/__mock/drift' })).json<{ entries: DriftEntry[] }>().entries).toEqual([]);
  });
});
