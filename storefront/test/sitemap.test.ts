import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { productCard } from '@tours/contract/samples';
import { parseSitemap, parseSitemapIndex } from 'sitemap';
import { afterAll, describe, expect, it } from 'vitest';
import type { SitePage } from '../src/page-renderer.js';
import { build } from './build.js';
import { makeFakeWebDist } from './fake-web-dist.js';
import { createSitePageLister } from './site-pages.js';
import { answerJson, answerWithSamples, callPathOf, standInBackendsPerTest } from './stand-in-backend.js';

const webDist = makeFakeWebDist();
afterAll(webDist.remove);
const backends = standInBackendsPerTest();

const SITE = 'https://tours.example.com';
const PAGES: SitePage[] = [
  { en: '/', zh: '/?lang=zh' },
  { en: '/guide?id=5', zh: '/guide?id=5&lang=zh' },
];
const listPages = async () => PAGES;
const itemsOf = (xml: string) => parseSitemap(Readable.from([xml]));

/** A backend answering every call with the contract's samples, `delayMs` late, and `failing` calls with HTTP 500. */
async function sampleBackend({ delayMs = 0, failing = '' } = {}) {
  const backend = await backends.answering((request, response) => {
    if (callPathOf(request) === failing) return answerJson(response, 500, { message: 'down' });
    setTimeout(() => answerWithSamples(request, response), delayMs);
  });
  const listings = () => backend.received.filter((request) => request.url.startsWith('/rest/api/city/list')).length;
  return { ...backend, listings };
}

describe('GET /sitemap.xml', () => {
  it('names every page in both languages, absolute under the site, each with its hreflang alternates', async () => {
    const { app } = await build({ webDist: webDist.dir, listSitePages: listPages, siteUrl: SITE });
    const answer = await app.inject('/sitemap.xml');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=600');
    expect(answer.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(answer.body).toContain(`<xhtml:link rel="alternate" hreflang="zh-Hans" href="${SITE}/guide?id=5&amp;lang=zh"/>`);
    const items = await itemsOf(answer.body);
    expect(items.map((item) => item.url)).toEqual([`${SITE}/`, `${SITE}/?lang=zh`, `${SITE}/guide?id=5`, `${SITE}/guide?id=5&lang=zh`]);
    for (const item of items.slice(2)) {
      expect(item.links).toEqual([
        { lang: 'en', url: `${SITE}/guide?id=5` },
        { lang: 'zh-Hans', url: `${SITE}/guide?id=5&lang=zh` },
        { lang: 'x-default', url: `${SITE}/guide?id=5` },
      ]);
    }
  });

  it('is sent in the encoding asked, each compressed once and kept, with its length', async () => {
    const { app } = await build({ webDist: webDist.dir, listSitePages: listPages, siteUrl: SITE });
    const plain = await app.inject('/sitemap.xml');
    expect(plain.headers['content-length']).toBe(String(plain.rawPayload.length));
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const gzipped = await app.inject({ url: '/sitemap.xml', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(plain.body);
    const brotli = await app.inject({ url: '/sitemap.xml', headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-length']).toBe(String(brotli.rawPayload.length));
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);
    // The second download is the same bytes: kept, not compressed again.
    const again = await app.inject({ url: '/sitemap.xml', headers: { 'accept-encoding': 'br, gzip' } });
    expect(again.rawPayload.equals(brotli.rawPayload)).toBe(true);
  });

  it('reads no more of a listing page than it asked for', async () => {
    const backend = await backends.answering((request, response) => {
      // Every page of tours brings the same 5,000, whatever was asked: 100 are read, and the second page brings none new.
      if (callPathOf(request) === '/product/search') {
        return answerJson(response, 200, { code: 200, data: Array.from({ length: 5_000 }, (_, n) => ({ ...productCard, id: n + 1 })) });
      }
      answerWithSamples(request, response);
    });
    const { app } = await build({ webDist: webDist.dir, listSitePages: createSitePageLister(backend.url), siteUrl: SITE });
    const answer = await app.inject('/sitemap.xml');
    expect(answer.statusCode).toBe(200);
    const tours = (await itemsOf(answer.body)).filter((item) => /\/productInfo\/\d+$/.test(item.url));
    expect(tours).toHaveLength(100);
  });

  it('becomes an index of parts past its limit, each part within it', async () => {
    const { app } = await build({ webDist: webDist.dir, listSitePages: listPages, siteUrl: SITE, sitemapLimit: 3 });
    const index = await app.inject('/sitemap.xml');
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    const parts = await parseSitemapIndex(Readable.from([index.body]));
    expect(parts.map((part) => part.url)).toEqual([`${SITE}/sitemap-1.xml`, `${SITE}/sitemap-2.xml`]);
    const first = await itemsOf((await app.inject('/sitemap-1.xml')).body);
    const second = await itemsOf((await app.inject('/sitemap-2.xml')).body);
    expect(first).toHaveLength(3);
    expect([...first, ...second].map((item) => item.url)).toEqual([
      `${SITE}/`,
      `${SITE}/?lang=zh`,
      `${SITE}/guide?id=5`,
      `${SITE}/guide?id=5&lang=zh`,
    ]);
    expect((await app.inject('/sitemap-3.xml')).statusCode).toBe(404);
  });

  it('has no parts while it is one file', async () => {
    const { app } = await build({ webDist: webDist.dir, listSitePages: listPages });
    expect((await app.inject('/sitemap-1.xml')).statusCode).toBe(404);
  });

  it("lists the shop's pages from the backend once for every request that comes meanwhile, then keeps it", async () => {
    const backend = await sampleBackend({ delayMs: 100 });
    const { app } = await build({
      webDist: webDist.dir,
      api: backend.url,
      listSitePages: createSitePageLister(backend.url),
      siteUrl: SITE,
    });
    const answers = await Promise.all(Array.from({ length: 5 }, () => app.inject('/sitemap.xml')));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers[0]?.body).toContain(`<loc>${SITE}/productInfo/${productCard.id}</loc>`);
    expect(backend.listings()).toBe(1);
    expect((await app.inject('/sitemap.xml')).statusCode).toBe(200);
    expect(backend.listings()).toBe(1);
  });

  it('with --sitemap-cache 0 lists the pages again for each request', async () => {
    const backend = await sampleBackend();
    const { app } = await build({ webDist: webDist.dir, listSitePages: createSitePageLister(backend.url), sitemapCacheSeconds: 0 });
    await app.inject('/sitemap.xml');
    await app.inject('/sitemap.xml');
    expect(backend.listings()).toBe(2);
  });

  it('answers 503 with Retry-After when a call fails, rather than half a sitemap, and does not ask again at once', async () => {
    const backend = await sampleBackend({ failing: '/blog/list' });
    const { app } = await build({ webDist: webDist.dir, listSitePages: createSitePageLister(backend.url) });
    const answer = await app.inject('/sitemap.xml');
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('60');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).not.toContain('<urlset');
    const asked = backend.received.length;
    expect((await app.inject('/sitemap.xml')).statusCode).toBe(503);
    expect(backend.received).toHaveLength(asked);
  });
});
