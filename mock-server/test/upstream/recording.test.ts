import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, callRequest } from '../helper.js';
import { type StandIn, startStandIn, stop } from './stand-in.js';

let backend: StandIn;
beforeAll(async () => {
  backend = await startStandIn();
});
afterAll(() => stop(backend));

const json = { 'content-type': 'application/json' };
/** The token the stand-in backend issues and accepts (stand-in-backend.ts). */
const REAL_TOKEN = 'real-backend-token-1';
const search = { pageNo: 1, pageSize: 10, keyword: 'wall' };

interface Listed {
  call: string;
  match: Record<string, string>;
  lenient: boolean;
  answer: { code: number; data?: unknown };
  recorded?: { drift: string[]; session?: string };
}

describe('PUT /__mock/record (--upstream)', () => {
  it('saves each forwarded answer as an override and replays it after the backend is gone', async () => {
    const app = await build({ upstream: { url: backend.base } });
    const recording = await app.inject({
      method: 'PUT',
      url: '/__mock/record',
      payload: { calls: ['category.list', 'product.search', 'verify.login'] },
    });
    // A login's request is a password: it is forwarded, never recorded, and the answer says why.
    expect(recording.json()).toMatchObject({
      recording: ['category.list', 'product.search'],
      notRecorded: [{ call: 'verify.login', why: expect.stringMatching(/password/) }],
    });
    const live = (await app.inject(callRequest('category.list'))).json();
    const liveSearch = (await app.inject(callRequest('product.search', search))).json();
    expect((await app.inject(callRequest('verify.login', { username: 'someone@example.test', password: 'secret-1' }))).json().code).toBe(
      200,
    );

    const listed: Listed[] = (await app.inject({ url: '/__mock/overrides' })).json().overrides;
    expect(listed.map((override) => override.call)).toEqual(['category.list', 'product.search']);
    const [categories, tours] = listed;
    expect(categories).toMatchObject({ lenient: false, recorded: { drift: [] }, answer: live });
    // The backend's drifted answer is kept as it came, marked with its drift, and replays as it came.
    expect(tours?.match).toMatchObject({ keyword: 'wall', pageSize: '10' });
    expect(tours?.lenient).toBe(true);
    expect(tours?.recorded?.drift.join('\n')).toMatch(/score/);
    expect(JSON.stringify((await app.inject({ url: '/__mock/state' })).json())).not.toContain('secret-1');

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

  it('replays an answer asked with a token only to that token, and keeps neither the token nor a secret field', async () => {
    const ownBackend = await startStandIn();
    try {
      const app = await build({ upstream: { url: ownBackend.base } });
      await app.inject({ method: 'PUT', url: '/__mock/record', payload: { calls: ['member.info'] } });
      const live = (await app.inject(callRequest('member.info', {}, { token: REAL_TOKEN }))).json();
      expect(live.data).toMatchObject({ email: 'someone@example.test', apiKey: 'real-api-key-1' });

      const [profile]: Listed[] = (await app.inject({ url: '/__mock/overrides' })).json().overrides;
      expect(profile?.recorded?.session).toMatch(/^[0-9a-f]{64}$/);
      expect(profile?.answer.data).toMatchObject({
        email: 'someone@example.test',
        apiKey: 'withheld-from-the-recording',
        session: { accessToken: 'withheld-from-the-recording' },
      });
      const exported = JSON.stringify((await app.inject({ url: '/__mock/state' })).json());
      expect(exported).not.toContain(REAL_TOKEN);
      expect(exported).not.toContain('real-api-key-1');

      await app.inject({ method: 'PUT', url: '/__mock/record', payload: { calls: [] } });
      await stop(ownBackend);
      const replayed = (await app.inject(callRequest('member.info', {}, { token: REAL_TOKEN }))).json();
      expect(replayed).toEqual({ ...live, data: profile?.answer.data });
      // Another caller, or none, never gets that person's profile: the call goes to the backend, which is gone.
      for (const options of [{ token: 'someone-else' }, {}]) {
        const answer = (await app.inject(callRequest('member.info', {}, options))).json();
        expect(answer.code).toBe(502);
        expect(JSON.stringify(answer)).not.toContain('someone@example.test');
      }
    } finally {
      await stop(ownBackend);
    }
  });

  it('is a 409 without a real backend', async () => {
    const app = await build();
    const refused = await app.inject({ method: 'PUT', url: '/__mock/record', payload: { calls: ['category.list'] } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/--upstream/);
  });
});
