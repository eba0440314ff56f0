import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DriftEntry } from '../../src/upstream/drift-report.js';
import { build, callRequest } from '../helper.js';
import { ScriptedBackend } from './scripted-backend.js';

/** Under the 20 MB cap; every row drifts four ways (id a string, name a number, nameEn and picUrl missing). */
const ROWS = 810_000;
const DRIFTING_CATEGORIES = Buffer.from(
  JSON.stringify({ code: 200, message: 'ok', data: Array.from({ length: ROWS }, (_, i) => ({ id: `${i}`, name: 9 })) }),
);
/** Generous: a mocked call answers in milliseconds; checking every row of this answer held the process 10 s and more. */
const MOCKED_ANSWER_WITHIN_MS = 3_000;

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
    // A steady stream of mocked calls, one more after the forwarded answer: the longest wait between two
    // of their answers is how long the shop would have waited on any other call meanwhile.
    const answeredAt = [performance.now()];
    for (;;) {
      const mocked = await app.inject(callRequest('blog.list', { pageNo: 1, pageSize: 1 }));
      answeredAt.push(performance.now());
      expect(mocked.json()).toMatchObject({ code: 200 });
      if (forwardedDone) break;
      await sleep(20);
    }
    const longestWait = Math.max(...answeredAt.slice(1).map((at, i) => at - (answeredAt[i] ?? at)));

    const response = await forwarded;
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.rawPayload.equals(DRIFTING_CATEGORIES)).toBe(true);
    expect(longestWait).toBeLessThan(MOCKED_ANSWER_WITHIN_MS);

    const drift = (await app.inject({ url: '/__mock/drift' })).json<{ entries: DriftEntry[] }>();
    expect(drift.entries.map(({ path, got, count }) => ({ path, got, count }))).toEqual([
      { path: 'data.*.id', got: '"0" (string)', count: 1 },
      { path: 'data.*.name', got: '9 (number)', count: 1 },
      { path: 'data.*.nameEn', got: 'missing', count: 1 },
      { path: 'data.*.picUrl', got: 'missing', count: 1 },
    ]);
  }, 60_000);
});
