import { afterAll, describe, expect, it } from 'vitest';
import { FORWARDED_REQUEST_HEADERS } from '../src/forward.js';
import { build } from './build.js';
import { makeFakeWebDist } from './fake-web-dist.js';
import { sendRaw } from './raw-request.js';
import { answerJson, standInBackendsPerTest } from './stand-in-backend.js';

const webDist = makeFakeWebDist();
afterAll(webDist.remove);
const backends = standInBackendsPerTest();
const backendAnswering = backends.answering;

/** Each walks, once a URL parser has read it, out of /rest/api or the media folder into the backend's other paths. */
const WALKS_OUT = [
  '/rest/api/x\\..\\..\\..\\__mock/state',
  '/rest/api/x\\.%2e\\..\\__mock/state',
  '/rest/api/x%5c..%5c..%5c__mock/state',
  '/rest/api/x%5C..%5C..%5C__mock/faults',
  '/rest/api/%2e%2e/%2e%2e/__mock/state',
  '/rest/api/..;/..;/__mock/state',
  '/rest/api/.%2e;x/internal',
  '/rest/api/product/%2E/../../actuator/env',
  '/rest/api/x/%00/state',
  '/rest/api/a%2F..%2F..%2F__mock/state',
  '/rest/api/x/%EF%BC%8E%EF%BC%8E/%EF%BC%8E%EF%BC%8E/__mock/state',
  '/rest/api/x%EF%BC%BC..%EF%BC%BC..%EF%BC%BC__mock/state',
  '/rest/api/x%EF%BC%8F..%EF%BC%8F..%EF%BC%8F__mock/state',
  '/rest/api/%zz',
  '/media/a\\..\\..\\__mock/state',
  '/media/%2e%2e/__mock/state',
  // Double-encoded: a backend (or a proxy before it) that decodes once more reads separators and dots.
  '/rest/api/x%252f..%252f..%252f__mock/state',
  '/rest/api/x%255c..%255c__mock/state',
  '/rest/api/%252e%252e/%252e%252e/__mock/state',
];

describe('the forwarder as a boundary', () => {
  it.each(WALKS_OUT)('refuses %s with a 400 and sends nothing to the backend', async (target) => {
    const backend = await backendAnswering((_request, response) => answerJson(response, 200, { secret: true }));
    const { app } = await build({ webDist: webDist.dir, api: `${backend.url}/base`, mediaPaths: ['/media'] });
    const answer = await sendRaw(app, target);
    expect(answer.status).toBe(400);
    expect(answer.body).not.toContain('secret');
    expect(backend.received).toEqual([]);
  });

  it('forwards what stays inside, its escapes written back as escapes', async () => {
    const backend = await backendAnswering((request, response) => {
      if (request.url?.includes('/media/')) response.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg/>');
      else answerJson(response, 200, { code: 200 });
    });
    const { app } = await build({ webDist: webDist.dir, api: `${backend.url}/base`, mediaPaths: ['/media'] });
    for (const target of ['/rest/api/product/detail/7?lang=zh', '/rest/api/a%20b..c', '/media/tours/caf%C3%A9,1.svg', '/rest/api/x;y']) {
      expect((await sendRaw(app, target)).status, target).toBe(200);
    }
    expect(backend.received.map((request) => request.url)).toEqual([
      '/base/rest/api/product/detail/7?lang=zh',
      '/base/rest/api/a%20b..c',
      '/base/media/tours/caf%C3%A9,1.svg',
      '/base/rest/api/x%3By',
    ]);
  });

  it('answers an absolute-form target (what a client says to a proxy) with a 400, never a 500', async () => {
    const backend = await backendAnswering((_request, response) => answerJson(response, 200, { code: 200 }));
    const { app } = await build({ webDist: webDist.dir, api: backend.url });
    expect((await sendRaw(app, 'http://evil.example/rest/api/x')).status).toBe(400);
    expect((await sendRaw(app, 'http://evil.example/productInfo/1')).status).toBe(400);
    expect(backend.received).toEqual([]);
  });

  it('passes only the named request headers to the backend, and the ones a deployment adds', async () => {
    const backend = await backendAnswering((_request, response) => answerJson(response, 200, { code: 200 }));
    const { app } = await build({ webDist: webDist.dir, api: backend.url, forwardHeaders: ['x-tenant'] });
    await app.inject({
      url: '/rest/api/banner/list',
      headers: {
        authorization: 'token-1',
        cookie: 'mock-world=w1',
        'accept-language': 'zh-CN',
        'x-internal-admin': 'true',
        'x-original-url': '/internal/admin',
        'x-tenant': 'shop-2',
      },
    });
    const received = backend.received[0]?.headers ?? {};
    expect(received.authorization).toBe('token-1');
    expect(received.cookie).toBe('mock-world=w1');
    expect(received['accept-language']).toBe('zh-CN');
    expect(received['x-tenant']).toBe('shop-2');
    expect(received['x-internal-admin']).toBeUndefined();
    expect(received['x-original-url']).toBeUndefined();
    // x-request-id: the request's own id (request-id.ts), never a visitor's header passed as it came.
    const added = ['host', 'x-forwarded-for', 'x-forwarded-host', 'x-request-id', 'connection', 'x-tenant'];
    for (const name of Object.keys(received)) expect([...FORWARDED_REQUEST_HEADERS, ...added], name).toContain(name);
  });
});

describe('the whole deadline of a forwarded call', () => {
  it('closes a call whose backend sent its headers at once, then two bytes every 100 ms, at its whole deadline', async () => {
    const backend = await backendAnswering((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      const drip = setInterval(() => response.write('  '), 100);
      response.on('close', () => clearInterval(drip));
    });
    const { app } = await build({ webDist: webDist.dir, api: backend.url, backendTimeoutMs: 600 });
    const started = performance.now();
    // The status went out with the headers: the call can only be closed, and the visitor's client sees it end.
    await expect(sendRaw(app, '/rest/api/product/search')).rejects.toThrow(/aborted|socket hang up|ECONNRESET/);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('answers the 502 envelope when the stop cuts a call still waiting for its backend', async () => {
    const backend = await backendAnswering(() => {});
    const stopping = new AbortController();
    const { app } = await build({ webDist: webDist.dir, api: backend.url, stopping: stopping.signal });
    const answer = sendRaw(app, '/rest/api/product/search');
    while (backend.received.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    stopping.abort();
    const { status, body } = await answer;
    expect(status).toBe(502);
    expect(JSON.parse(body)).toEqual({ code: 502, message: `The backend ${backend.url} could not be reached` });
  });
});
