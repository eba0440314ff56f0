import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from './build.js';
import { makeFakeWebDist } from './fake-web-dist.js';

const webDist = makeFakeWebDist();
afterAll(webDist.remove);
const BROWSER = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('page addresses', () => {
  it('answers a deep page address with the shell, never cached without revalidation', async () => {
    const { app } = await build({ webDist: webDist.dir });
    const answer = await app.inject({ url: '/productInfo/1?currency=2', headers: { ...BROWSER, 'accept-encoding': 'identity' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.body).toContain('<div id="root">');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers.etag).toBeTypeOf('string');
    expect(answer.headers['last-modified']).toBeTypeOf('string');
  });

  it('answers / with the shell, also to a client that does not ask for HTML', async () => {
    const { app } = await build({ webDist: webDist.dir });
    const answer = await app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<div id="root">');
  });

  it('lets a browser or CDN revalidate the shell with its ETag', async () => {
    const { app } = await build({ webDist: webDist.dir });
    const first = await app.inject({ url: '/Blog', headers: BROWSER });
    const again = await app.inject({ url: '/Blog', headers: { ...BROWSER, 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('compresses the shell it has no precompressed copy of, and says the answer varies by encoding', async () => {
    const { app } = await build({ webDist: webDist.dir });
    const answer = await app.inject({ url: '/personalCenter/orders', headers: { ...BROWSER, 'accept-encoding': 'gzip' } });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(answer.rawPayload).toString()).toContain('<div id="root">');
  });

  it('answers HEAD for a page address like GET, without a body', async () => {
    const { app } = await build({ webDist: webDist.dir });
    const answer = await app.inject({ method: 'HEAD', url: '/checkout', headers: BROWSER });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.body).toBe('');
  });

  it('answers a page address with its page whatever the client accepts (curl, uptime checks, link previews)', async () => {
    const { app } = await build({ webDist: webDist.dir });
    for (const headers of [{ accept: '*/*' }, { accept: 'application/json' }, {}]) {
      const answer = await app.inject({ url: '/productInfo/1', headers });
      expect(answer.statusCode, JSON.stringify(headers)).toBe(200);
      expect(answer.body).toContain('<div id="root"></div>');
    }
  });

  it('never answers the API prefix itself or a POST with the shell', async () => {
    const { app } = await build({ webDist: webDist.dir });
    const prefix = await app.inject({ url: '/rest/api', headers: BROWSER });
    expect(prefix.statusCode).toBe(404);
    expect(prefix.json()).toEqual({ code: 404, message: 'No call GET /rest/api' });
    const post = await app.inject({ method: 'POST', url: '/productInfo/1', headers: BROWSER });
    expect(post.statusCode).toBe(404);
  });
});

describe('GET /healthz and /readyz', () => {
  it('answers 200 with a status while serving, never cached', async () => {
    const { app } = await build({ webDist: webDist.dir });
    for (const url of ['/healthz', '/readyz']) {
      const answer = await app.inject({ url, headers: BROWSER });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.json(), url).toEqual({ status: 'ok' });
      expect(answer.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('says it is alive but not ready while no render thread is up, and ready once one is', async () => {
    let threadsUp = false;
    const { app } = await build({ webDist: webDist.dir, renderThreadsUp: () => threadsUp });
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    const starting = await app.inject({ url: '/readyz' });
    expect(starting.statusCode).toBe(503);
    expect(starting.json()).toEqual({ status: 'starting' });
    threadsUp = true;
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('answers 503 to both, closing the connection, once the server drains; every other request is still served', async () => {
    const draining = new AbortController();
    const { app } = await build({ webDist: webDist.dir, draining: draining.signal });
    draining.abort();
    for (const url of ['/healthz', '/readyz']) {
      const answer = await app.inject({ url });
      expect(answer.statusCode, url).toBe(503);
      expect(answer.json(), url).toEqual({ status: 'stopping' });
      expect(answer.headers.connection, url).toBe('close');
      expect(answer.headers['cache-control'], url).toBe('no-store');
    }
    expect((await app.inject({ url: '/productInfo/1', headers: BROWSER })).statusCode).toBe(200);
  });
});
