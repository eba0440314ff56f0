import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { PageRenderer } from '../../src/http/page-render/page-renderer.js';
import { build } from '../helper.js';

/**
 * A stand-in for the web build's server bundle (web/src/server-render/entry.ts), with the same export: it draws a
 * page from one call the page makes (ad.list, the home banner), so these tests see the server's side of the exchange
 * (the worker, the calls through the server's own routes and world, the fallbacks) without the shop's modules.
 */
const STAND_IN_BUNDLE = `
export async function startPageRenderer(window, { template, setUrl }) {
  return async ({ url, cookie, userAgent }) => {
    const { pathname } = new URL(url);
    if (pathname === '/login') return null;
    if (pathname === '/crash') throw new Error('a render that throws');
    if (pathname === '/slow') await new Promise((resolve) => setTimeout(resolve, 5000));
    setUrl(url);
    const headers = { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' };
    const answer = await (await fetch('/rest/api/ad/list', { method: 'POST', headers, body: new URLSearchParams({ position: '1' }) })).json();
    const names = answer.code === 200 ? answer.data.map((banner) => banner.title ?? banner.name).join('|') : 'code ' + answer.code;
    const body = '<p id="drawn">' + window.location.pathname + ' ' + (userAgent ?? '') + ' ' + names + '</p>';
    return template.replace('<div id="root"></div>', '<div id="root" inert>' + body + '</div>');
  };
}
`;

const INDEX =
  '<!doctype html><html lang="en"><head></head><body><div id="root"></div><script type="module" src="/app.js"></script></body></html>';

function webBuildWithServerBundle(): string {
  const dist = mkdtempSync(join(tmpdir(), 'mock-web-render-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  mkdirSync(join(dist, '.server'));
  writeFileSync(join(dist, '.server', 'render.mjs'), STAND_IN_BUNDLE);
  return dist;
}

const page = (url: string, headers: Record<string, string> = {}) => ({ url, headers: { accept: 'text/html', ...headers } });

/** Until its worker has loaded the bundle, the server sends index.html at once rather than make a visitor wait. */
async function drawingApp(options: Parameters<typeof build>[0]) {
  const app = await build(options);
  await expect.poll(async () => (await app.inject(page('/Blog'))).body, { timeout: 15_000 }).toContain('id="drawn"');
  return app;
}

describe('pages drawn on the server (web build with .server/render.mjs)', () => {
  const dist = webBuildWithServerBundle();
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('sends the page the bundle drew, with the data of its calls, compressed, varying by visitor', async () => {
    const app = await drawingApp({ webDist: dist });
    const answer = await app.inject(page('/productList?cityIds=1', { 'user-agent': 'Phone Mobile', 'accept-encoding': 'br' }));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toContain('Cookie');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
    const html = brotliDecompressSync(answer.rawPayload).toString();
    expect(html).toMatch(/<p id="drawn">\/productList Phone Mobile [^<]+\|[^<]+<\/p>/);
    const home = await app.inject(page('/'));
    expect(home.headers['content-encoding']).toBeUndefined();
    expect(home.body).toContain('<div id="root" inert><p id="drawn">/ ');
  });

  it("makes the page's calls in the visitor's world, by cookie or by header", async () => {
    const app = await drawingApp({ webDist: dist });
    await app.inject({ method: 'POST', url: '/__mock/worlds', payload: { name: 'qa-1' } });
    await app.inject({
      method: 'POST',
      url: '/__mock/faults',
      headers: { 'x-mock-world': 'qa-1' },
      payload: { call: 'ad.list', errorCode: 409 },
    });
    expect((await app.inject(page('/', { cookie: 'mock-world=qa-1' }))).body).toContain('code 409');
    expect((await app.inject(page('/', { 'x-mock-world': 'qa-1' }))).body).toContain('code 409');
    expect((await app.inject(page('/'))).body).not.toContain('code 409');
  });

  it('sends index.html when the bundle declines, throws or is too slow, and the next page is drawn again at once', async () => {
    const app = await drawingApp({ webDist: dist });
    for (const url of ['/login', '/crash', '/slow']) {
      const answer = await app.inject(page(url));
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toBe(INDEX);
    }
    // The slow page is still "drawing" in the worker (5 s); it no longer holds up the next one.
    expect((await app.inject(page('/Blog'))).body).toContain('<p id="drawn">/Blog');
  });

  it('sends index.html at once while the worker is still loading the bundle', async () => {
    const app = await build({ webDist: dist });
    expect((await app.inject(page('/'))).body).toBe(INDEX);
  });

  it('never serves the server bundle as a file, and --static-pages sends index.html for every page', async () => {
    const app = await drawingApp({ webDist: dist });
    expect((await app.inject({ url: '/.server/render.mjs' })).statusCode).toBeGreaterThanOrEqual(400);
    expect((await app.inject({ url: '/.server/render.mjs' })).body).not.toContain('startPageRenderer');
    const staticHost = await build({ webDist: dist, staticPages: true });
    expect((await staticHost.inject(page('/'))).body).toBe(INDEX);
  });

  it('does not start a worker again for every page when the bundle fails to load, but waits a while', async () => {
    const broken = mkdtempSync(join(tmpdir(), 'mock-web-render-broken-'));
    writeFileSync(join(broken, 'render.mjs'), "throw new Error('a half-written build');");
    const failures: unknown[] = [];
    const log = { error: (...logged: unknown[]) => failures.push(logged) } as unknown as FastifyBaseLogger;
    const app = await build({});
    const renderer = new PageRenderer(app, { bundle: join(broken, 'render.mjs'), template: INDEX }, log);
    try {
      renderer.warm();
      await expect.poll(() => failures.length, { timeout: 15_000 }).toBeGreaterThan(0);
      // The worker's exit comes after its error: give it the moment to arrive before counting.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const logged = failures.length;
      for (let n = 0; n < 5; n += 1) expect(await renderer.render({ url: 'http://shop.invalid/', forward: {} })).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(failures).toHaveLength(logged);
    } finally {
      await renderer.close();
      rmSync(broken, { recursive: true, force: true });
    }
  });
});
