import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARSED_AT_MOST_BYTES } from '../../src/upstream/answer-rules.js';
import { type DriftEntry, SAMPLED_VALUES } from '../../src/upstream/drift-report.js';
import { build, callRequest } from '../helper.js';
import { ScriptedBackend } from './scripted-backend.js';

/** Under the 20 MB cap; every row drifts four ways (id a string, name a number, nameEn and picUrl missing). */
const ROWS = 810_000;
const DRIFTING_CATEGORIES = Buffer.from(
  JSON.stringify({ code: 200, message: 'ok', data: Array.from({ length: ROWS }, (_, i) => ({ id: `${i}`, name: 9 })) }),
);
const SIZE = `${(DRIFTING_CATEGORIES.length / 1024 / 1024).toFixed(1)} MB`;
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

/** One object of 100,000 keys in 1.5 MB: a sample cut to the first items of each list would still hold every key. */
const MANY_KEYS = Buffer.from(
  JSON.stringify({ code: 200, message: 'ok', data: Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, i])) }),
);

let backend: ScriptedBackend;
beforeAll(async () => {
  backend = await ScriptedBackend.start();
});
afterAll(() => backend.stop());

describe('--upstream: a 19 MB drifting answer', () => {
  it('goes on as it came, unread, while mocked calls keep answering; the report and the journal name its size and the limit', async () => {
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

    // Its rows drift four ways, but nothing of it was parsed: the report names the limit, not the rows.
    const drift = (await app.inject({ url: '/__mock/drift' })).json<{ entries: DriftEntry[] }>();
    expect(drift.entries.map(({ call, path, expected, got, count }) => ({ call, path, expected, got, count }))).toEqual([
      {
        call: 'category.list',
        path: '(answer)',
        expected: expect.stringMatching(/^at most 2 MB and 50,000 values to check/),
        got: `not checked: too large (${SIZE})`,
        count: 1,
      },
    ]);
    const [entry] = (await app.inject({ url: '/__mock/journal?call=category.list' })).json().entries;
    expect(entry).toMatchObject({
      source: 'upstream',
      code: 200,
      message: `passed on unread: ${SIZE}, more than the 2 MB the mock reads to check an answer`,
    });
  }, 60_000);

  it('is passed on but not recorded, and the journal says so', async () => {
    backend.answer = { status: 200, contentType: 'application/json', body: DRIFTING_CATEGORIES };
    const app = await build({ upstream: { url: backend.origin } });
    await app.inject({ method: 'PUT', url: '/__mock/record', payload: { calls: ['category.list'] } });
    const response = await app.inject(callRequest('category.list'));
    expect(response.rawPayload.equals(DRIFTING_CATEGORIES)).toBe(true);
    expect((await app.inject({ url: '/__mock/overrides' })).json().overrides).toEqual([]);
    const [entry] = (await app.inject({ url: '/__mock/journal?call=category.list' })).json().entries;
    expect(entry.message).toMatch(/more than the 2 MB the mock reads to check an answer; not recorded$/);
  }, 60_000);

  it(`reads an answer of ${PARSED_AT_MOST_BYTES} bytes, and passes one byte more on unread`, async () => {
    const app = await build({ upstream: { url: backend.origin, mockCalls: ['blog.list'] } });
    const opening = '{"code":200,"message":"ok","data":[],"pad":"';
    const padded = (bytes: number) => Buffer.from(`${opening}${'x'.repeat(bytes - opening.length - 2)}"}`);
    for (const [bytes, got] of [
      [PARSED_AT_MOST_BYTES, null],
      [PARSED_AT_MOST_BYTES + 1, 'not checked: too large (2.0 MB)'],
    ] as const) {
      backend.answer = { status: 200, contentType: 'application/json', body: padded(bytes) };
      await app.inject({ method: 'DELETE', url: '/__mock/drift', headers: { 'content-type': 'application/json' } });
      const response = await app.inject(callRequest('category.list'));
      expect(response.rawPayload.length).toBe(bytes);
      const entries = (await app.inject({ url: '/__mock/drift' })).json<{ entries: DriftEntry[] }>().entries;
      expect(entries.map((entry) => entry.got)).toEqual(got === null ? [] : [got]);
    }
  });

  it(`forwards an answer of more than ${SAMPLED_VALUES} values unchecked, and the report says it was not checked`, async () => {
    expect(MANY_KEYS.length).toBeLessThan(PARSED_AT_MOST_BYTES);
    backend.answer = { status: 200, contentType: 'application/json', body: MANY_KEYS };
    const app = await build({ upstream: { url: backend.origin, mockCalls: ['blog.list'] } });
    const response = await app.inject(callRequest('category.list'));
    expect(response.rawPayload.equals(MANY_KEYS)).toBe(true);
    const drift = (await app.inject({ url: '/__mock/drift' })).json<{ entries: DriftEntry[] }>();
    expect(drift.entries.map(({ call, path, got, count }) => ({ call, path, got, count }))).toEqual([
      { call: 'category.list', path: '(answer)', got: 'not checked: too large (more than 50,000 values)', count: 1 },
    ]);
  });

  // Checking every row of a long list would hold the process, and every mocked call with it: the check reads the first
  // rows of each list only, so what drifts after them goes unreported.
  it('reads only the first rows of a list, so drift after them goes unreported', async () => {
    backend.answer = { status: 200, contentType: 'application/json', body: DRIFTING_AFTER_THE_SAMPLE };
    const app = await build({ upstream: { url: backend.origin, mockCalls: ['blog.list'] } });
    const response = await app.inject(callRequest('category.list'));
    expect(response.rawPayload.equals(DRIFTING_AFTER_THE_SAMPLE)).toBe(true);
    expect((await app.inject({ url: '/__mock/drift' })).json<{ entries: DriftEntry[] }>().entries).toEqual([]);
  });
});
