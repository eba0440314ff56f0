import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { calls, encodeRequest, fullPath } from '@tours/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DriftEntry } from '../../src/upstream/drift-report.js';
import { DEMO_ACCOUNTS } from '../../src/world/index.js';
import { build, callApi, callRequest } from '../helper.js';
import { startServer } from '../robustness/child-server.js';
import { closedPort } from './ports.js';
import { forgetSeen, type StandIn, seenBy, startStandIn, stop } from './stand-in.js';

let backend: StandIn;
beforeAll(async () => {
  backend = await startStandIn();
});
afterAll(() => stop(backend));
beforeEach(() => forgetSeen(backend));

const REAL_TOKEN = 'real-backend-token-1';
const search = { pageNo: 1, pageSize: 10, keyword: 'wall', cityIds: [1, 2] };

async function drift(app: FastifyInstance, world?: string): Promise<DriftEntry[]> {
  const response = await app.inject({ url: '/__mock/drift', headers: world ? { 'x-mock-world': world } : {} });
  return response.json<{ entries: DriftEntry[] }>().entries;
}

describe('--upstream: forwarding', () => {
  it('sends the request as it came and returns the real answer as it came', async () => {
    const app = await build({ upstream: { url: backend.base } });
    const request = callRequest('product.search', search, { token: REAL_TOKEN });
    request.headers = { ...request.headers, 'accept-language': 'zh-CN', cookie: 'mock-world=default' };
    const response = await app.inject(request);

    const direct = await fetch(`${backend.base}/rest/api/product/search`, { method: 'POST' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(await direct.text());
    expect(response.headers['content-type']).toMatch(/^application\/json/);

    const [seen] = await seenBy(backend);
    const encoded = encodeRequest(calls['product.search'], fullPath(calls['product.search']), search);
    expect(seen).toMatchObject({
      method: 'POST',
      url: '/backend/rest/api/product/search',
      authorization: REAL_TOKEN,
      acceptLanguage: 'zh-CN',
      contentType: 'application/x-www-form-urlencoded',
      cookie: null,
      body: encoded.init.body,
    });

    const journal = (await app.inject({ url: '/__mock/journal' })).json<{ entries: { call: string; source: string; code: number }[] }>();
    expect(journal.entries[0]).toMatchObject({ call: 'product.search', source: 'upstream', code: 200 });
  });

  it('reports each drifted field once, with its path, counting the answers that had it', async () => {
    const app = await build({ upstream: { url: backend.base } });
    await app.inject(callRequest('product.search', search));
    await app.inject(callRequest('product.search', search));
    await callApi(app, 'category.list');

    const entries = await drift(app);
    expect(entries.map(({ call, path, expected, got, count }) => ({ call, path, expected, got, count }))).toEqual([
      { call: 'product.search', path: 'data.*.name', expected: 'string', got: 'missing', count: 2 },
      { call: 'product.search', path: 'data.*.score', expected: 'number', got: '"4.5" (string)', count: 2 },
    ]);
    expect(Date.parse(entries[0]?.firstSeen ?? '')).not.toBeNaN();

    expect((await app.inject({ method: 'DELETE', url: '/__mock/drift', headers: { 'content-type': 'application/json' } })).statusCode).toBe(
      200,
    );
    expect(await drift(app)).toEqual([]);
  });

  it('answers a 502 envelope instead of an answer that is not JSON, and reports what came', async () => {
    const app = await build({ upstream: { url: backend.base } });
    const answer = await callApi(app, 'blog.list', { pageNo: 1, pageSize: 10 });
    expect(answer).toMatchObject({ code: 502, message: `The real backend at ${backend.origin} answered HTTP 503 text/html, not JSON` });
    expect(await drift(app)).toMatchObject([{ call: 'blog.list', path: '(response)', got: 'HTTP 503 text/html' }]);
  });

  it('forwards writes on a server with a --state-file, saving nothing of theirs', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'upstream-state-'));
    try {
      const app = await build({ upstream: { url: backend.base }, stateFile: join(folder, 'state.json') });
      const before = (await app.inject({ url: '/__mock/state' })).body;
      const login = await callApi(app, 'verify.login', { username: 'someone@example.test', password: 'secret' });
      expect(login.data?.token).toBe(REAL_TOKEN);
      const update = await app.inject(callRequest('member.update', { nickname: 'x' }, { token: REAL_TOKEN }));
      expect(update.statusCode).toBe(404);
      expect((await app.inject({ url: '/__mock/state' })).body).toBe(before);
      await app.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('applies the world’s faults before forwarding', async () => {
    const app = await build({ upstream: { url: backend.base } });
    await app.inject({ method: 'POST', url: '/__mock/faults', payload: { call: 'category.list', errorCode: 500, errorMessage: 'boom' } });
    expect(await callApi(app, 'category.list')).toMatchObject({ code: 500, message: 'boom' });
    expect(await seenBy(backend)).toEqual([]);
  });
});

describe('--upstream: mocked and forwarded calls in one world', () => {
  it('serves the session from the mock and the catalogue from the backend, without handing it the mock’s token', async () => {
    const app = await build({ upstream: { url: backend.base, mockCalls: ['@session'] } });
    const { demo } = DEMO_ACCOUNTS;
    const login = await callApi(app, 'verify.login', { username: demo.email, password: demo.password });
    const token = login.data?.token;
    expect(login.code).toBe(200);
    expect(token).toBeTruthy();
    expect((await callApi(app, 'member.info', {}, { token })).code).toBe(200);

    const categories = await callApi(app, 'category.list', {}, { token });
    expect(categories.data?.map((c) => c.nameEn)).toEqual(['Hiking (real backend)']);
    await app.inject(callRequest('product.search', search, { token }));

    const seen = await seenBy(backend);
    expect(seen.map((s) => s.url)).toEqual(['/backend/rest/api/category/list', '/backend/rest/api/product/search']);
    expect(seen.map((s) => s.authorization)).toEqual([null, null]);
  });

  it('keeps each world’s own list (PUT /__mock/upstream)', async () => {
    const app = await build({ upstream: { url: backend.base } });
    await app.inject({ method: 'POST', url: '/__mock/worlds', payload: { name: 'qa' } });
    const put = await app.inject({
      method: 'PUT',
      url: '/__mock/upstream',
      headers: { 'x-mock-world': 'qa' },
      payload: { mocked: ['category.list'] },
    });
    expect(put.json()).toMatchObject({ world: 'qa', mocked: ['category.list'] });

    const inQa = await callApi(app, 'category.list', {}, { world: 'qa' });
    const inDefault = await callApi(app, 'category.list');
    expect(inQa.data?.some((c) => c.nameEn === 'Hiking (real backend)')).toBe(false);
    expect(inQa.data?.length).toBeGreaterThan(1);
    expect(inDefault.data?.map((c) => c.nameEn)).toEqual(['Hiking (real backend)']);
  });

  it('forwards the token when the backend issues sessions', async () => {
    const app = await build({ upstream: { url: backend.base } });
    const login = await callApi(app, 'verify.login', { username: 'someone@example.test', password: 'secret' });
    expect(login.data?.token).toBe(REAL_TOKEN);
    expect((await callApi(app, 'member.info', {}, { token: REAL_TOKEN })).code).toBe(200);
  });
});

describe('--upstream: a backend that cannot answer', () => {
  it('answers a 502 envelope naming the backend when nothing listens there', async () => {
    const port = await closedPort();
    const app = await build({ upstream: { url: `http://127.0.0.1:${port}/api` } });
    const answer = await callApi(app, 'category.list');
    expect(answer.code).toBe(502);
    expect(answer.message).toBe(`The real backend at http://127.0.0.1:${port} could not be reached (ECONNREFUSED)`);
    const journal = (await app.inject({ url: '/__mock/journal' })).json<{ entries: { source: string; code: number }[] }>();
    expect(journal.entries[0]).toMatchObject({ source: 'upstream', code: 502 });
  });

  it('answers a 502 envelope when the backend is slower than --upstream-timeout', async () => {
    const app = await build({ upstream: { url: backend.base, timeoutMs: 300 } });
    const answer = await callApi(app, 'ad.list', { position: 1 });
    expect(answer).toMatchObject({ code: 502, message: `The real backend at ${backend.origin} did not answer within 300 ms` });
  });
});

describe('--upstream pointing back at the mock server itself', () => {
  it('answers one 502 envelope that says so, instead of forwarding to itself without end', async () => {
    const port = await closedPort();
    const app = await build({ upstream: { url: `http://127.0.0.1:${port}` } });
    await app.listen({ host: '127.0.0.1', port });
    const request = callRequest('category.list');
    const response = await fetch(`http://127.0.0.1:${port}${request.url}`, {
      method: 'POST',
      headers: request.headers as Record<string, string>,
      body: request.payload as string,
    });
    expect(await response.json()).toEqual({
      code: 502,
      message: `The real backend at http://127.0.0.1:${port} is this mock server itself: point --upstream at the real backend`,
    });
  });
});

describe('the session rule', () => {
  it('refuses a world list that splits the session calls, saying why and how to fix it', async () => {
    const app = await build({ upstream: { url: backend.base } });
    const response = await app.inject({ method: 'PUT', url: '/__mock/upstream', payload: { mocked: ['member.info'] } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'mocked: member.info is mocked but verify.login is forwarded, and they cannot be split: a token issued by one side is no session on the other, and register checks the code sendCode emailed. Mock the whole group with "@session" (' +
        `${3 + Object.values(calls).filter((c) => c.auth === 'required').length} calls) or forward all of it.`,
    );
    const unknown = await app.inject({ method: 'PUT', url: '/__mock/upstream', payload: { mocked: ['blog.list', 'nope'] } });
    expect(unknown.json().message).toMatch(/^mocked\.1: unknown call or group "nope"/);
    expect((await app.inject({ url: '/__mock/upstream' })).json().mocked).toEqual([]);
  });

  it('stops a server started with such a list (--mock-calls)', async () => {
    await expect(startServer(['--upstream', backend.base, '--mock-calls', 'member.info,blog.list'], 30_000)).rejects.toThrow(
      /--mock-calls: member\.info is mocked but verify\.login is forwarded/,
    );
  });

  it('says there is no backend when the server has none', async () => {
    const app = await build();
    expect((await app.inject({ url: '/__mock/upstream' })).json()).toMatchObject({ upstream: null, forwarded: [] });
    const put = await app.inject({ method: 'PUT', url: '/__mock/upstream', payload: { mocked: [] } });
    expect(put.statusCode).toBe(409);
    expect(put.json().message).toMatch(/no real backend: start it with --upstream/);
  });
});
