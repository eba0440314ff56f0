import { afterAll, describe, expect, it } from 'vitest';
import type { RenderDocument } from '../src/page-renderer.js';
import { build } from './build.js';
import { makeFakeWebDist } from './fake-web-dist.js';

const webDist = makeFakeWebDist();
afterAll(webDist.remove);
const BROWSER = { accept: 'text/html', 'accept-encoding': 'identity' };
const DRAWN = '<!doctype html><html><body><div id="root"><h1>Great Wall</h1></div></body></html>';

/** A storefront with the shop's own addresses (web/src/server-render/drawn-visit.ts) that records what it draws. */
async function shop() {
  const drawn: string[] = [];
  const render: RenderDocument = async (request) => {
    const { pathname, search } = new URL(request.url);
    drawn.push(`${pathname}${search}`);
    return { status: 200, html: DRAWN };
  };
  const { app, lines } = await build({ webDist: webDist.dir, render });
  return { app, drawn, lines };
}

describe('one spelling per page', () => {
  it('sends another spelling of a page to its one spelling with a 301, keeping the query, and draws nothing for it', async () => {
    const { app, drawn } = await shop();
    for (const [spelling, canonical] of [
      ['/PRODUCTINFO/3', '/productInfo/3'],
      ['/productInfo/03?reviewPage=2&utm_source=x', '/productInfo/3?reviewPage=2&utm_source=x'],
      ['/product/3?lang=zh', '/productInfo/3?lang=zh'],
      ['/blog/?page=2', '/Blog?page=2'],
      ['/%42log?page=2', '/Blog?page=2'],
      ['/article?id=007', '/article?id=7'],
      ['/aboutUs?lang=zh&lang=en', '/aboutUs?lang=en'],
    ] as const) {
      const answer = await app.inject({ url: spelling, headers: BROWSER });
      expect(answer.statusCode, spelling).toBe(301);
      expect(answer.headers.location, spelling).toBe(canonical);
      expect(answer.headers['cache-control'], spelling).toBe('public, max-age=3600');
      expect(answer.body, spelling).toBe('');
    }
    expect(drawn).toEqual([]);
    const page = await app.inject({ url: '/productInfo/3?reviewPage=2&utm_source=x', headers: BROWSER });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(DRAWN);
    expect(drawn).toEqual(['/productInfo/3?reviewPage=2']);
  });

  it('sends it the same way to every visitor, with a cookie or without, and for HEAD', async () => {
    const { app } = await shop();
    for (const cookie of ['shop-visitor=en.0.1', 'shop-visitor=zh.2.0', 'shop-booking-draft=1', '']) {
      const answer = await app.inject({ url: '/PRODUCTINFO/03', headers: { ...BROWSER, ...(cookie ? { cookie } : {}) } });
      expect(answer.statusCode, cookie).toBe(301);
      expect(answer.headers.location, cookie).toBe('/productInfo/3');
      expect(answer.headers.vary, cookie).toBeUndefined();
    }
    const head = await app.inject({ method: 'HEAD', url: '/ABOUTUS' });
    expect(head.statusCode).toBe(301);
    expect(head.headers.location).toBe('/aboutUs');
  });

  it('answers the one spelling itself, an address no screen owns, other methods, files and the API as before', async () => {
    const { app, drawn, lines } = await shop();
    expect((await app.inject({ url: '/productInfo/3', headers: BROWSER })).statusCode).toBe(200);
    // No page: drawn as the not-found page (the renderer here draws any address), never sent elsewhere.
    const unknown = await app.inject({ url: '/nope/', headers: BROWSER });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.headers.location).toBeUndefined();
    // Another host's name is a path here, never a redirect off the site.
    const otherHost = await app.inject({ url: '//evil.example/aboutUs', headers: BROWSER });
    expect(otherHost.statusCode).toBeGreaterThanOrEqual(400);
    expect(otherHost.headers.location).toBeUndefined();
    expect((await app.inject({ method: 'POST', url: '/PRODUCTINFO/03', headers: BROWSER })).statusCode).toBe(404);
    expect((await app.inject({ url: '/favicon.svg' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/rest/api/product/detail?id=03' })).statusCode).toBe(502);
    expect(drawn).toEqual(['/productInfo/3', '/nope']);
    expect(lines.map((line) => JSON.parse(line) as { path: string; status: number })).toContainEqual(
      expect.objectContaining({ path: '/productInfo/3', status: 200 }),
    );
  });
});
