import { readFileSync } from 'node:fs';
import { buildApp } from '@tours/mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, HOST } from '../bench/processes.js';
import { NGINX_TEMPLATE, nginxConfig } from './nginx-config.js';
import { pageLanguage, type RawAnswer, rawGet } from './raw-get.js';
import { type RunningNginx, type ShopBehindCache, startNginx, startShopBehindCache, stopNginx } from './shop-stack.js';

/**
 * The operator's nginx configuration (deploy/nginx.conf.template) in front of two built storefronts in front of the
 * mock, all on loopback: what the cache keeps, what it never keeps, and the balancer losing no GET when a storefront
 * dies. Each storefront draws every visit (`--page-cache 0`), so what is kept is nginx's doing alone.
 */
const CHINESE_VISITOR = { cookie: 'shop-visitor=zh.0.0' };

let mock: Awaited<ReturnType<typeof buildApp>>;
let mockBase: string;
let shop: ShopBehindCache;
/** One storefront whose first-visit pages a shared cache may keep for one second, to see them go stale. */
let shortLived: ShopBehindCache;

beforeAll(async () => {
  mock = await buildApp();
  mockBase = await mock.listen({ host: HOST, port: 0 });
  [shop, shortLived] = await Promise.all([
    startShopBehindCache({ api: mockBase, storefronts: 2, storefrontArgs: () => ['--page-cache', '0'] }),
    startShopBehindCache({ api: mockBase, storefronts: 1, storefrontArgs: () => ['--page-cache', '0', '--shared-cache', '1'] }),
  ]);
});

afterAll(async () => {
  await Promise.all([shop?.stop(), shortLived?.stop()]);
  await mock?.close();
});

const get = (path: string, headers: Record<string, string> = {}) => rawGet(shop.base, path, headers);
/** A drawn page a shared cache may keep (the shell and a visitor's own pages are not `public`). */
const isPublic = (answer: RawAnswer) => String(answer.headers['cache-control']).startsWith('public');

async function mockFault(fault: { call: string; delayMs?: number; errorCode?: number }): Promise<void> {
  const answer = await fetch(`${mockBase}/__mock/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  expect(answer.ok).toBe(true);
}
const clearFaults = async () =>
  expect((await fetch(`${mockBase}/__mock/faults`, { method: 'DELETE', headers: { 'content-type': 'application/json' } })).ok).toBe(true);

/**
 * What a cache that keeps pages despite cookies does wrong, found by asking as a Chinese visitor with a cookie and as
 * a first visitor without one, in both orders: each finding is one leak.
 */
async function cookieLeaks(base: string, path: string): Promise<string[]> {
  const leaks: string[] = [];
  const ask = (headers: Record<string, string> = {}) => rawGet(base, path, headers);
  await ask(CHINESE_VISITOR);
  const firstVisit = await ask();
  if (firstVisit.cache === 'HIT') leaks.push(`${path}: a page drawn for a cookie was kept and sent to a first visit`);
  if (pageLanguage(firstVisit) !== 'en') leaks.push(`${path}: a first visit got a page in ${pageLanguage(firstVisit)}`);
  await ask();
  const visitor = await ask(CHINESE_VISITOR);
  if (visitor.cache === 'HIT') leaks.push(`${path}: a kept page was sent to a visitor with a cookie`);
  if (pageLanguage(visitor) !== 'zh-CN') leaks.push(`${path}: the Chinese visitor got a page in ${pageLanguage(visitor)}`);
  return leaks;
}

/** The usual mistake: "cache everything for a minute", Cache-Control and Vary ignored, cookies not looked at. */
function cachesDespiteCookies(template: string): string {
  const wrong = template
    .replace(/^\s*proxy_cache_bypass .*$/m, '')
    .replace(/^\s*proxy_no_cache .*$/m, '')
    .replace(
      'proxy_cache shop_pages;',
      'proxy_cache shop_pages; proxy_ignore_headers Cache-Control Expires Vary; proxy_cache_valid 200 60s;',
    );
  expect(wrong).not.toContain('proxy_no_cache');
  expect(wrong).toContain('proxy_cache_valid');
  return wrong;
}

describe('nginx from deploy/nginx.conf.template in front of two storefronts', () => {
  it("keeps a tour page for a crawler: its second GET is a hit with the same body, named under the balancer's address", async () => {
    const first = await get('/productInfo/1');
    expect(first.status).toBe(200);
    expect(isPublic(first)).toBe(true);
    expect(first.cache).toBe('MISS');
    const second = await get('/productInfo/1');
    expect(second.cache).toBe('HIT');
    expect(second.body.equals(first.body)).toBe(true);
    // --site-url is nginx's address, and the storefront answered the visitor's Host as nginx forwarded it.
    expect(first.body.toString('utf8')).toContain(`rel="canonical" href="${shop.base}/productInfo/1"`);
    // Each answer carries its own request id, a kept one too: the visitor's own when it sent one.
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect((await get('/productInfo/1', { 'x-request-id': 'crawler-7' })).headers['x-request-id']).toBe('crawler-7');
    expect((await get('/productInfo/1', { 'x-request-id': 'not an id' })).headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('never sends a kept page to a request with a cookie, nor keeps a page drawn for one', async () => {
    expect(await cookieLeaks(shop.base, '/productInfo/6')).toEqual([]);
    // The cookie-less page was kept all the same: the cache works, it only stays away from cookies.
    expect((await get('/productInfo/6')).cache).toBe('HIT');
  });

  it('finds the leaks of a configuration that caches despite a cookie', async () => {
    const port = await freePort();
    let wrong: RunningNginx | undefined;
    try {
      wrong = await startNginx(
        (cachePath) =>
          nginxConfig(
            { listen: `${HOST}:${port}`, storefronts: shop.storefronts.map((storefront) => new URL(storefront.base).host), cachePath },
            cachesDespiteCookies(readFileSync(NGINX_TEMPLATE, 'utf8')),
          ),
        port,
      );
      const leaks = await cookieLeaks(wrong.base, '/productInfo/6');
      expect(leaks).toContain('/productInfo/6: a page drawn for a cookie was kept and sent to a first visit');
      expect(leaks).toContain('/productInfo/6: a kept page was sent to a visitor with a cookie');
    } finally {
      if (wrong) await stopNginx(wrong);
    }
  });

  it('keeps a Chinese first visit and an English one apart, each under its own address', async () => {
    const [english, chinese] = [await get('/productInfo/2'), await get('/productInfo/2?lang=zh')];
    expect([pageLanguage(english), pageLanguage(chinese)]).toEqual(['en', 'zh-CN']);
    const [englishAgain, chineseAgain] = [await get('/productInfo/2'), await get('/productInfo/2?lang=zh')];
    expect([englishAgain.cache, chineseAgain.cache]).toEqual(['HIT', 'HIT']);
    expect([pageLanguage(englishAgain), pageLanguage(chineseAgain)]).toEqual(['en', 'zh-CN']);
  });

  it('keeps the sitemap and robots.txt', async () => {
    for (const path of ['/sitemap.xml', '/robots.txt']) {
      const first = await get(path);
      expect(first.status).toBe(200);
      const second = await get(path);
      expect(second.cache).toBe('HIT');
      expect(second.body.equals(first.body)).toBe(true);
    }
  });

  it('keeps one body per encoding, whatever the spelling of Accept-Encoding', async () => {
    for (const [accept, encoding] of [
      ['br', 'br'],
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      await get('/productInfo/7', { 'accept-encoding': accept });
      const again = await get('/productInfo/7', { 'accept-encoding': accept });
      expect([accept, again.cache, again.headers['content-encoding']]).toEqual([accept, 'HIT', encoding]);
    }
  });

  it('keeps no page the storefront refused: a 404, the shell for a failed call, the shell for lack of time', async () => {
    for (let round = 0; round < 2; round += 1) {
      const missing = await get('/productInfo/99999');
      expect([missing.status, missing.cache]).toEqual([404, 'MISS']);
    }
    await mockFault({ call: 'product.detail', errorCode: 500 });
    const failed = await get('/productInfo/4');
    await clearFaults();
    // The shell's first visitor delay is 3 s (--first-visit-deadline); the backend takes longer.
    await mockFault({ call: 'product.detail', delayMs: 3_500 });
    const late = await get('/productInfo/5');
    await clearFaults();
    for (const [path, shell] of [
      ['/productInfo/4', failed],
      ['/productInfo/5', late],
    ] as const) {
      expect([shell.status, isPublic(shell)]).toEqual([200, false]);
      const drawn = await get(path);
      expect([drawn.cache, isPublic(drawn)]).toEqual(['MISS', true]);
    }
  });

  it('serves a kept page stale once its s-maxage is over, while the storefront can send only the shell', async () => {
    const path = '/productInfo/8';
    const drawn = await rawGet(shortLived.base, path);
    expect([drawn.cache, drawn.headers['cache-control']]).toEqual(['MISS', 'public, max-age=0, s-maxage=1, stale-while-revalidate=600']);
    // nginx counts a page's life in whole seconds of its own clock: one second of life may last almost two.
    await new Promise((resolve) => setTimeout(resolve, 2_200));
    await mockFault({ call: 'product.detail', errorCode: 500 });
    try {
      // Each time the page is asked for again in the background, the storefront sends the shell, which is not kept.
      for (let round = 0; round < 2; round += 1) {
        const stale = await rawGet(shortLived.base, path);
        expect(['STALE', 'UPDATING']).toContain(stale.cache);
        expect(stale.body.equals(drawn.body)).toBe(true);
      }
    } finally {
      await clearFaults();
    }
  });

  it('answers each cache-key hazard one way', async () => {
    // A repeated lang, a path in another case: the storefront's 301 to the page's one spelling (of a repeated lang, the
    // last) is kept under the spelling asked, never as the page, and the page only under its own.
    for (const [path, location] of [
      ['/productInfo/3?lang=zh&lang=en', '/productInfo/3?lang=en'],
      ['/PRODUCTINFO/3', '/productInfo/3'],
    ] as const) {
      await get(path);
      const again = await get(path);
      expect([again.status, again.headers.location, again.cache, again.body.length]).toEqual([301, location, 'HIT', 0]);
    }
    // `;` separates no parameters for the storefront, and nginx keys the address as sent: `lang` reads `zh;lang=en`, so
    // the English page is drawn and kept under that spelling, naming /productInfo/3 as its one address.
    const semicolon = await get('/productInfo/3?lang=zh;lang=en');
    expect(pageLanguage(semicolon)).toBe('en');
    expect(semicolon.body.toString('utf8')).toContain(`rel="canonical" href="${shop.base}/productInfo/3"`);
    expect((await get('/productInfo/3?lang=zh;lang=en')).cache).toBe('HIT');
  });

  it('passes /rest/api through uncached, and a Host the storefront does not answer is refused, not kept', async () => {
    for (let round = 0; round < 2; round += 1) {
      const call = await fetch(`${shop.base}/rest/api/product/detail`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'id=1',
      });
      expect([call.status, call.headers.get('x-cache-status')]).toEqual([200, null]);
      expect(((await call.json()) as { data?: { id?: number } }).data?.id).toBe(1);
    }
    for (let round = 0; round < 2; round += 1) {
      const elsewhere = await get('/productInfo/1', { host: 'rebinding.example' });
      expect([elsewhere.status, elsewhere.cache]).toEqual([421, 'MISS']);
    }
  });

  it('loses no GET when a storefront is killed while 20 visitors browse, and the survivor stays healthy', async () => {
    const [doomed, survivor] = shop.storefronts;
    if (!doomed || !survivor) throw new Error('two storefronts expected');
    const paths = ['/', '/productInfo/1', '/productInfo/2', '/Blog', '/productList', '/sitemap.xml', '/robots.txt'];
    const lost: string[] = [];
    const healthz: number[] = [];
    let answered = 0;
    const until = Date.now() + 3_000;
    // Visitors with a cookie reach a storefront every time: the cache would otherwise answer for the dead one.
    const visitor = async (index: number) => {
      for (let turn = index; Date.now() < until; turn += 1) {
        const path = paths[turn % paths.length] ?? '/';
        const answer = await get(path, turn % 2 === 0 ? CHINESE_VISITOR : {}).catch((error: unknown) => String(error));
        if (typeof answer === 'string' || answer.status >= 500)
          lost.push(`${path}: ${typeof answer === 'string' ? answer : answer.status}`);
        else answered += 1;
      }
    };
    const watchHealth = async () => {
      while (Date.now() < until) {
        healthz.push((await rawGet(survivor.base, '/healthz').catch(() => ({ status: 0 }))).status);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    setTimeout(() => doomed.child.kill('SIGKILL'), 1_000);
    await Promise.all([...Array.from({ length: 20 }, (_, index) => visitor(index)), watchHealth()]);
    expect(doomed.child.signalCode).toBe('SIGKILL');
    expect(lost).toEqual([]);
    expect(answered).toBeGreaterThan(20);
    expect(healthz.length).toBeGreaterThan(5);
    expect(new Set(healthz)).toEqual(new Set([200]));
  });
});
