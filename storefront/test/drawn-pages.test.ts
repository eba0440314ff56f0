import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DRAWN_PAGE_CACHE } from '../src/drawn-page-caching.js';
import type { RenderDocument } from '../src/page-renderer.js';
import { build } from './build.js';
import { makeFakeWebDist } from './fake-web-dist.js';

const webDist = makeFakeWebDist();
afterAll(webDist.remove);
const BROWSER = { accept: 'text/html', 'accept-encoding': 'identity' };
const DRAWN = '<!doctype html><html><body><div id="root"><h1>Great Wall</h1></div></body></html>';
/** What the renderer answers for a page it drew. */
const DRAWN_PAGE = { status: 200, html: DRAWN } as const;

describe('pages drawn with their data', () => {
  it("sends the drawn page as the visitor's own: not kept by a shared cache, asked again, varying by cookie", async () => {
    const seen: Request[] = [];
    const render: RenderDocument = async (request) => {
      seen.push(request);
      return DRAWN_PAGE;
    };
    const { app } = await build({ webDist: webDist.dir, render, siteUrl: 'https://tours.example.com' });
    const answer = await app.inject({
      url: '/productInfo/1?reviewPage=2',
      headers: { ...BROWSER, cookie: 'shop-visitor=zh.2.0', host: 'evil.example' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(DRAWN);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe(DRAWN_PAGE_CACHE);
    expect(answer.headers.vary).toMatch(/cookie/i);
    expect(answer.headers['content-security-policy']).toContain("form-action 'self'");
    // The page is drawn at the shop's public address (the Host header is the client's); of the visitor's own headers,
    // only the cookie is passed on.
    expect(seen[0]?.url).toBe('https://tours.example.com/productInfo/1?reviewPage=2');
    expect(seen[0]?.headers.get('cookie')).toBe('shop-visitor=zh.2.0');
    // And the request's id, which the renderer passes on to the backend to tie its log lines to this server's.
    expect([...(seen[0]?.headers.keys() ?? [])]).toEqual(['cookie', 'x-request-id']);
    expect(seen[0]?.headers.get('x-request-id')).toBe(answer.headers['x-request-id']);
  });

  it('lets a CDN keep a page drawn for a first visit (no cookie at all), and keeps any other private', async () => {
    const { app } = await build({
      webDist: webDist.dir,
      render: async () => DRAWN_PAGE,
      sharedCaching: { seconds: 60, staleSeconds: 600 },
    });
    const first = await app.inject({ url: '/productInfo/1', headers: BROWSER });
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    expect(first.headers.vary).toMatch(/cookie/i);
    for (const cookie of ['shop-visitor=zh.2.0', '_ga=GA1.2.3', 'mock-world=w1']) {
      const answer = await app.inject({ url: '/productInfo/1', headers: { ...BROWSER, cookie } });
      expect(answer.headers['cache-control'], cookie).toBe(DRAWN_PAGE_CACHE);
    }
    const { app: keepsNone } = await build({
      webDist: webDist.dir,
      render: async () => DRAWN_PAGE,
      sharedCaching: { seconds: 0, staleSeconds: 0 },
    });
    expect((await keepsNone.inject({ url: '/productInfo/1', headers: BROWSER })).headers['cache-control']).toBe(DRAWN_PAGE_CACHE);
  });

  it('sends the shell, varying by cookie, where the renderer leaves the page to the browser', async () => {
    const { app } = await build({ webDist: webDist.dir, render: async () => null });
    const answer = await app.inject({ url: '/login', headers: BROWSER });
    expect(answer.body).toContain('<div id="root"></div>');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers.vary).toMatch(/cookie/i);
  });

  it('sends the shell, and logs why, when drawing fails', async () => {
    const { app } = await build({
      webDist: webDist.dir,
      render: async () => {
        throw new Error('the renderer broke');
      },
    });
    const answer = await app.inject({ url: '/', headers: BROWSER });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<div id="root"></div>');
  });

  it("sends the shell once the page's deadline passes, tells the renderer to stop, and says so in the log", async () => {
    const log = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    let aborted = false;
    const render: RenderDocument = (request) =>
      new Promise((resolve) => {
        request.signal.addEventListener('abort', () => {
          aborted = true;
          resolve(null);
        });
      });
    const { app } = await build({ webDist: webDist.dir, render, pageDeadlineMs: 100, firstVisitDeadlineMs: 100 });
    const started = performance.now();
    const answer = await app.inject({ url: '/Blog', headers: BROWSER });
    expect(answer.body).toContain('<div id="root"></div>');
    expect(aborted).toBe(true);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(log.mock.calls.map(([line]) => String(line))).toContainEqual(
      expect.stringMatching(/ \/Blog was not drawn within 100 ms: the shell went instead\n$/),
    );
    log.mockRestore();
  });

  it("gives a visitor who joins a first visit's drawing the shell at their own deadline, not the first visit's", async () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    let endDrawing = () => {};
    const drawing = new Promise<null>((resolve) => {
      endDrawing = () => resolve(null);
    });
    const render: RenderDocument = (request) => {
      request.signal.addEventListener('abort', endDrawing);
      return drawing;
    };
    const { app } = await build({ webDist: webDist.dir, render, pageDeadlineMs: 100, firstVisitDeadlineMs: 60_000 });
    const finished: string[] = [];
    const visit = (who: string, headers: Record<string, string>) =>
      app.inject({ url: '/Blog', headers: { ...BROWSER, ...headers } }).then((answer) => {
        finished.push(who);
        return answer;
      });
    // No cookie: a first visit, drawn with a minute's time. A cookie the page does not read: the same visit, joined.
    const firstVisit = visit('first visit', {});
    const joiner = await visit('joiner', { cookie: 'tracking=1' });
    expect(joiner.body).toContain('<div id="root"></div>');
    expect(finished).toEqual(['joiner']);
    endDrawing();
    await firstVisit;
    vi.restoreAllMocks();
  });

  it('draws page addresses whatever the client accepts; files, the API and other methods never reach the renderer', async () => {
    const asked: string[] = [];
    const { app } = await build({
      webDist: webDist.dir,
      render: async (request) => {
        asked.push(new URL(request.url).pathname);
        return DRAWN_PAGE;
      },
    });
    for (const accept of ['*/*', 'application/json', 'text/html']) {
      const page = await app.inject({ url: '/productInfo/1', headers: { accept } });
      expect(page.statusCode, accept).toBe(200);
      expect(page.body, accept).toBe(DRAWN);
    }
    expect((await app.inject({ url: '/productInfo/2' })).statusCode).toBe(200);
    await app.inject({ url: '/favicon.svg', headers: BROWSER });
    await app.inject({ url: '/missing.png', headers: { accept: '*/*' } });
    await app.inject({ method: 'POST', url: '/productInfo/1', headers: BROWSER });
    expect(asked).toEqual(['/productInfo/1', '/productInfo/1', '/productInfo/1', '/productInfo/2']);
  });

  it('answers 404 for an address no screen owns (its page drawn) and for a thing the backend does not know (the shell)', async () => {
    const render: RenderDocument = async (request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/productInfo/99999') return { status: 404, html: null };
      return pathname === '/nope' ? { status: 404, html: '<p>Page not found</p>' } : DRAWN_PAGE;
    };
    const { app } = await build({ webDist: webDist.dir, render });
    const unknown = await app.inject({ url: '/nope', headers: { accept: '*/*' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe('<p>Page not found</p>');
    const missingTour = await app.inject({ url: '/productInfo/99999', headers: { accept: '*/*' } });
    expect(missingTour.statusCode).toBe(404);
    expect(missingTour.body).toContain('<div id="root"></div>');
    expect((await app.inject({ method: 'HEAD', url: '/productInfo/99999' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/productInfo/1' })).statusCode).toBe(200);
  });
});

describe('drawn pages kept a few seconds', () => {
  it('draws a page once for visitors with the same address and cookie, again for another cookie', async () => {
    const drawnFor: string[] = [];
    const render: RenderDocument = async (request) => {
      drawnFor.push(`${new URL(request.url).pathname} ${request.headers.get('cookie') ?? '-'}`);
      return DRAWN_PAGE;
    };
    const { app } = await build({ webDist: webDist.dir, render, pageCacheSeconds: 10 });
    const visit = (url: string, cookie?: string) => app.inject({ url, headers: { ...BROWSER, ...(cookie ? { cookie } : {}) } });
    for (const answer of await Promise.all([visit('/'), visit('/'), visit('/')])) {
      expect(answer.body).toBe(DRAWN);
      // A first visit (no cookie): a CDN may keep it too.
      expect(answer.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);
    }
    await visit('/', 'shop-visitor=zh.2.0');
    await visit('/');
    await visit('/Blog');
    expect(drawnFor).toEqual(['/ -', '/ shop-visitor=zh.2.0', '/Blog -']);
  });

  it('draws a page once for requests that differ only in what the page does not read: a cookie, a parameter', async () => {
    const drawnFor: string[] = [];
    const render: RenderDocument = async (request) => {
      drawnFor.push(`${request.url} ${request.headers.get('cookie') ?? '-'}`);
      return DRAWN_PAGE;
    };
    const { app } = await build({ webDist: webDist.dir, render, pageCacheSeconds: 10, varyCookies: ['mock-world'] });
    const visit = (url: string, cookie: string) => app.inject({ url, headers: { ...BROWSER, cookie } });
    for (const [url, cookie] of [
      ['/Blog?page=2', 'shop-visitor=zh.2.0; mock-world=w1; session=a'],
      ['/Blog?page=2', 'session=b; shop-visitor=zh.2.0; mock-world=w1; _ga=GA1.2.3'],
      ['/Blog?page=2&z=1', 'shop-visitor=zh.2.0; mock-world=w1'],
      ['/Blog?utm_source=x&page=2', 'mock-world=w1; shop-visitor=zh.2.0'],
    ] as const) {
      expect((await visit(url, cookie)).body, `${url} ${cookie}`).toBe(DRAWN);
    }
    // What the page reads makes another page: its query, its visitor, the backend's named cookie.
    await visit('/Blog?page=3', 'shop-visitor=zh.2.0; mock-world=w1');
    await visit('/Blog?page=2', 'shop-visitor=en.2.0; mock-world=w1');
    await visit('/Blog?page=2', 'shop-visitor=zh.2.0; mock-world=w2');
    expect(drawnFor).toEqual([
      'http://localhost/Blog?page=2 shop-visitor=zh.2.0; mock-world=w1',
      'http://localhost/Blog?page=3 shop-visitor=zh.2.0; mock-world=w1',
      'http://localhost/Blog?page=2 shop-visitor=en.2.0; mock-world=w1',
      'http://localhost/Blog?page=2 shop-visitor=zh.2.0; mock-world=w2',
    ]);
  });

  it('passes on no cookie the backend was not named for, and draws nothing for a visitor with a session', async () => {
    const seen: string[] = [];
    const render: RenderDocument = async (request) => {
      seen.push(request.headers.get('cookie') ?? '-');
      return DRAWN_PAGE;
    };
    const { app } = await build({ webDist: webDist.dir, render });
    await app.inject({ url: '/', headers: { ...BROWSER, cookie: 'mock-world=w1; session=secret; shop-visitor=zh.0.0' } });
    const signedIn = await app.inject({ url: '/', headers: { ...BROWSER, cookie: 'shop-visitor=en.0.1' } });
    const checkoutWithDraft = await app.inject({ url: '/checkout', headers: { ...BROWSER, cookie: 'shop-booking-draft=1' } });
    await app.inject({ url: '/checkout', headers: BROWSER });
    expect(signedIn.body).toContain('<div id="root"></div>');
    expect(checkoutWithDraft.body).toContain('<div id="root"></div>');
    expect(seen).toEqual(['shop-visitor=zh.0.0', '-']);
  });

  it('draws every visit when told to keep nothing', async () => {
    let draws = 0;
    const render: RenderDocument = async () => {
      draws += 1;
      return DRAWN_PAGE;
    };
    const { app } = await build({ webDist: webDist.dir, render, pageCacheSeconds: 0 });
    await app.inject({ url: '/', headers: BROWSER });
    await app.inject({ url: '/', headers: BROWSER });
    expect(draws).toBe(2);
  });

  it('sends a kept page compressed as the visitor asks, made once for each encoding', async () => {
    const { app } = await build({ webDist: webDist.dir, render: async () => DRAWN_PAGE, pageCacheSeconds: 10 });
    for (const [asked, sent, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip;q=1, br;q=0.5', 'gzip', gunzipSync],
      ['deflate', undefined, (body: Buffer) => body],
    ] as const) {
      const answer = await app.inject({ url: '/', headers: { accept: 'text/html', 'accept-encoding': asked } });
      expect(answer.headers['content-encoding'], asked).toBe(sent);
      expect(answer.headers.vary).toMatch(/cookie.*accept-encoding/i);
      expect(decode(answer.rawPayload).toString('utf8')).toBe(DRAWN);
    }
  });
});
