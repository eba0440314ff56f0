import { Readable } from 'node:stream';
import StructuredDataValidator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { type APIRequestContext, expect, request, test } from '@playwright/test';
import openGraph from 'open-graph-scraper';
import { parseSitemap } from 'sitemap';
import { serverURL } from '../support/server-url';

/**
 * The shop’s public pages as a search engine and a link preview read them: fetched without cookies, accepting any
 * type, in both languages, judged by parsers nobody here wrote: open-graph-scraper reads what a preview
 * shows, and Adobe's structured-data validator holds the JSON-LD to Google's rich-result requirements.
 */
const LANGUAGES = [
  { language: 'en', htmlLang: 'en', ogLocale: 'en_US' },
  { language: 'zh', htmlLang: 'zh-CN', ogLocale: 'zh_CN' },
] as const;
const RASTER = /^image\/(png|jpeg|webp)\b/;

let crawler: APIRequestContext;
test.beforeAll(async () => {
  crawler = await request.newContext({ baseURL: serverURL(), extraHTTPHeaders: { accept: '*/*' } });
});
test.afterAll(async () => {
  await crawler.dispose();
});

/** An attribute's text as a browser reads it: the drawn HTML escapes `&` in addresses. */
const attribute = (text: string | undefined) => text?.replace(/&amp;/g, '&');

async function fetchPage(address: string) {
  const response = await crawler.get(address);
  expect(response.status(), address).toBe(200);
  const html = await response.text();
  const { result } = await openGraph({ html });
  const linkOf = (pattern: RegExp) => attribute(pattern.exec(html)?.[1]);
  return {
    html,
    preview: result,
    lang: linkOf(/<html lang="([^"]+)"/),
    canonical: linkOf(/<link data-fallback rel="canonical" href="([^"]+)"/),
    alternates: Object.fromEntries(
      [...html.matchAll(/<link data-fallback rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((match) => [
        match[1],
        attribute(match[2]),
      ]),
    ),
  };
}

/** The first address of this shape a page links to, as a crawler would follow it. */
async function firstLink(from: string, pattern: RegExp): Promise<string> {
  const found = pattern.exec(await (await crawler.get(from)).text())?.[0];
  if (!found) throw new Error(`${from} links to nothing like ${pattern}`);
  return found.replace(/&amp;/g, '&');
}

/** A page's kind: its path with the id it names left out (`/productInfo/:id`). */
const kindOf = (address: string) => new URL(address).pathname.replace(/\/\d+$/, '/:id');

/** Errors of Google's rich-result requirements in the page's structured data, and the types it found. */
async function structuredDataOf(html: string) {
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html);
  const issues = await new StructuredDataValidator().validate(extracted);
  return { types: Object.keys(extracted.jsonld ?? {}), errors: issues.filter((issue) => issue.severity === 'ERROR') };
}

test('every public page, in English and in Chinese, names itself and its other language, and previews with a raster picture', async () => {
  const pages = [
    '/',
    '/productList',
    '/productInfo/1',
    await firstLink('/Blog', /\/BlogInfo\/\d+/),
    await firstLink('/', /\/article\?id=\d+/),
    '/aboutUs',
    await firstLink('/productInfo/1', /\/guide\?id=\d+/),
  ];
  const pictures = new Map<string, string>();
  for (const path of pages) {
    for (const { language, htmlLang, ogLocale } of LANGUAGES) {
      const address = language === 'zh' ? `${path}${path.includes('?') ? '&' : '?'}lang=zh` : path;
      const page = await fetchPage(address);
      expect(page.lang, address).toBe(htmlLang);
      expect(page.canonical, address).toBe(language === 'zh' ? page.alternates['zh-Hans'] : page.alternates.en);
      expect(page.alternates['x-default'], address).toBe(page.alternates.en);
      // The other language's page names the same pair: the alternates point at each other.
      const otherAddress = new URL(String(language === 'zh' ? page.alternates.en : page.alternates['zh-Hans']));
      const other = await fetchPage(`${otherAddress.pathname}${otherAddress.search}`);
      expect(other.alternates, address).toEqual(page.alternates);

      expect(page.preview.ogTitle, address).toBeTruthy();
      expect(page.preview.ogDescription, address).toBeTruthy();
      expect(page.preview.ogUrl, address).toBe(page.canonical);
      expect(page.preview.ogLocale, address).toBe(ogLocale);
      expect(page.preview.twitterCard, address).toBe('summary_large_image');
      const picture = page.preview.ogImage?.[0]?.url;
      expect(picture, address).toBeTruthy();
      if (picture) pictures.set(picture, address);
    }
  }
  for (const [picture, address] of pictures) {
    const answer = await crawler.get(new URL(picture).pathname);
    expect(answer.status(), `${address}: ${picture}`).toBe(200);
    expect(answer.headers()['content-type'], `${address}: ${picture}`).toMatch(RASTER);
  }
  // Crawlers and feed readers ask /favicon.ico without reading the page's icon link.
  const favicon = await crawler.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
});

test("the tour, a post and the home page meet Google's rich-result requirements in both languages", async () => {
  const post = await firstLink('/Blog', /\/BlogInfo\/\d+/);
  for (const [path, expected] of [
    ['/productInfo/1', ['Product', 'BreadcrumbList']],
    [post, ['BlogPosting']],
    ['/', ['WebSite', 'Organization']],
  ] as const) {
    for (const address of [path, `${path}${path.includes('?') ? '&' : '?'}lang=zh`]) {
      const { types, errors } = await structuredDataOf((await fetchPage(address)).html);
      expect(types, address).toEqual(expect.arrayContaining([...expected]));
      expect(errors, address).toEqual([]);
    }
  }
});

test('a crawl from robots.txt and the sitemap reaches every public page in both languages, each in its own language', async () => {
  const robots = await (await crawler.get('/robots.txt')).text();
  const sitemapAddress = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
  expect(sitemapAddress).toBe(new URL('/sitemap.xml', serverURL()).href);
  const entries = await parseSitemap(Readable.from([await (await crawler.get(new URL(String(sitemapAddress)).pathname)).text()]));
  const kinds = new Set(entries.map((entry) => kindOf(entry.url)));
  expect([...kinds]).toEqual(
    expect.arrayContaining(['/', '/productList', '/productInfo/:id', '/Blog', '/BlogInfo/:id', '/article', '/aboutUs', '/guide']),
  );
  for (const entry of entries) {
    const zh = new URL(entry.url).searchParams.get('lang') === 'zh';
    const alternates = Object.fromEntries(entry.links.map((link) => [link.hreflang ?? link.lang, link.url]));
    expect(alternates[zh ? 'zh-Hans' : 'en'], entry.url).toBe(entry.url);
    expect(alternates['x-default'], entry.url).toBe(alternates.en);
  }
  // Fetched as a crawler does: 200, drawn in its language, naming itself as canonical. The first and last address of each
  // kind: all 586 of the seeded shop take most of a minute of two busy cores, which the journeys cannot spare.
  const byKind = new Map<string, typeof entries>();
  for (const entry of entries) byKind.set(kindOf(entry.url), [...(byKind.get(kindOf(entry.url)) ?? []), entry]);
  const sample = [...byKind.values()].flatMap((group) => [...new Set([group[0], group.at(-1), group[1], group.at(-2)])]);
  for (const entry of sample) {
    if (!entry) continue;
    const address = new URL(entry.url);
    const page = await fetchPage(`${address.pathname}${address.search}`);
    expect(page.lang, entry.url).toBe(address.searchParams.get('lang') === 'zh' ? 'zh-CN' : 'en');
    expect(page.canonical, entry.url).toBe(entry.url);
    // The page and the sitemap name the same alternates, under the same language codes.
    expect(page.alternates, entry.url).toEqual(Object.fromEntries(entry.links.map((link) => [link.hreflang ?? link.lang, link.url])));
  }
});
