import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, callRequest } from '../helper.js';
import { type StandIn, startStandIn, stop } from './stand-in.js';

let backend: StandIn;
beforeAll(async () => {
  backend = await startStandIn();
});
afterAll(() => stop(backend));

const json = { 'content-type': 'application/json' };
const search = { pageNo: 1, pageSize: 10, keyword: 'wall' };

interface Listed {
  call: string;
  match: Record<string, string>;
  lenient: boolean;
  answer: { code: number; data?: unknown };
  recorded?: { drift: string[] };
}

describe('PUT /__mock/record (--upstream)', () => {
  it('saves each forwarded answer as an override and replays it after the backend is gone', async () => {
    const app = await build({ upstream: { url: backend.base } });
    const recording = await app.inject({
      method: 'PUT',
      url: '/__mock/record',
      payload: { calls: ['category.list', 'product.search', 'verify.login'] },
    });
    expect(recording.json()).toMatchObject({ recording: ['category.list', 'product.search', 'verify.login'] });
    const live = (await app.inject(callRequest('category.list'))).json();
    const liveSearch = (await app.inject(callRequest('product.search', search))).json();
    await app.inject(callRequest('verify.login', { email: 'someone@example.test', password: 'secret-1' }));

    const listed: Listed[] = (await app.inject({ url: '/__mock/overrides' })).json().overrides;
    expect(listed.map((override) => override.call)).toEqual(['category.list', 'product.search', 'verify.login']);
    const [categories, tours, login] = listed;
    expect(categories).toMatchObject({ lenient: false, recorded: { drift: [] }, answer: live });
    // The backend's drifted answer is kept as it came, marked with its drift, and replays as it came.
    expect(tours?.match).toMatchObject({ keyword: 'wall', pageSize: '10' });
    expect(tours?.lenient).toBe(true);
    expect(tours?.recorded?.drift.join('\n')).toMatch(/score/);
    // No session of the account that logged in is kept.
    expect(login?.answer.data).toEqual({ token: 'withheld-from-the-recording' });

    await app.inject({ method: 'PUT', url: '/__mock/record', payload: { calls: [] } });
    await stop(backend);
    expect((await app.inject(callRequest('category.list'))).json()).toEqual(live);
    expect((await app.inject(callRequest('product.search', search))).json()).toEqual(liveSearch);
    // A request nothing recorded still goes to the backend, which is gone.
    expect((await app.inject(callRequest('product.search', { ...search, keyword: 'lake' }))).json().code).toBe(502);
    const journal = (await app.inject({ url: '/__mock/journal?call=category.list' })).json().entries;
    expect(journal[0]).toMatchObject({ source: 'mock', override: 1 });
    await app.inject({ method: 'DELETE', url: '/__mock/overrides', headers: json });
  });

  it('is a 409 without a real backend', async () => {
    const app = await build();
    const refused = await app.inject({ method: 'PUT', url: '/__mock/record', payload: { calls: ['category.list'] } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/--upstream/);
  });
});
