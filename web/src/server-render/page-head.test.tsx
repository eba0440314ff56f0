import * as sample from '@tours/contract/samples';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { configureApiBaseUrl } from '../api/client';
import { drawPage } from '../test/draw-page';
import { mockApi } from '../test/fetch-mock';
import { sampleAnswers } from '../test/sample-answers';
import { withoutNulls } from '../test/spring-answers';
import { canonicalAddressOf, drawnVisitOf } from './drawn-visit';
import { fillTemplate } from './page-template';
import { prepareRenderer } from './render-page';

/**
 * What a crawler and a link preview read of a drawn page: its addresses (canonical, one per language), its preview tags
 * and its structured data, all under the shop's public origin (the request's, which the storefront sets to --site-url).
 */
const SITE = 'https://tours.example.com';
const page = (path: string, cookie?: string) => new Request(`${SITE}${path}`, { headers: cookie ? { cookie } : {} });
/** The drawn page's template as the build writes it (build/page-template-plugin.ts), its scripts left out. */
const TEMPLATE = `<!doctype html><html lang="<!--app-lang-->"><head><meta charset="UTF-8" />
<!--app-head-->
</head><body><!--app-root--></body></html>`;

configureApiBaseUrl('http://backend.invalid');
await prepareRenderer(new JSDOM('').window);

/** The drawn document's head, parsed as a crawler would parse it. */
async function headOf(path: string, cookie?: string) {
  const drawn = await drawPage(page(path, cookie));
  if (!drawn) throw new Error(`${path} was not drawn`);
  const document = new JSDOM(fillTemplate(TEMPLATE, drawn)).window.document;
  const meta = (key: string) => document.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
  const link = (selector: string) => document.head.querySelector(`link[${selector}]`)?.getAttribute('href');
  const structured = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent ?? ''),
  );
  return { document, meta, link, structured, html: document.documentElement.outerHTML };
}

describe('a drawn page names itself for crawlers and link previews', () => {
  it('a tour in English: canonical, its address in each language, and a preview with its title, text and picture', async () => {
    mockApi({ ...sampleAnswers, '/product/detail': { ...sample.productDetail, picUrl: '/media/tours/xian/2/9/12-1.png' } });
    const { meta, link, document } = await headOf('/product/12?reviewPage=2&utm_source=x');
    expect(link('rel="canonical"')).toBe(`${SITE}/productInfo/12`);
    expect(link('hreflang="en"')).toBe(`${SITE}/productInfo/12`);
    expect(link('hreflang="zh-Hans"')).toBe(`${SITE}/productInfo/12?lang=zh`);
    expect(link('hreflang="x-default"')).toBe(`${SITE}/productInfo/12`);
    expect(document.documentElement.lang).toBe('en');
    expect(meta('og:title')).toBe(sample.productDetail.name);
    expect(meta('og:description')).toBe(sample.productDetail.introduction);
    expect(meta('og:url')).toBe(`${SITE}/productInfo/12`);
    expect(meta('og:image')).toBe(`${SITE}/media/tours/xian/2/9/12-1.png`);
    expect(meta('og:type')).toBe('website');
    expect(meta('og:site_name')).toBe('Tours');
    expect(meta('og:locale')).toBe('en_US');
    expect(meta('og:locale:alternate')).toBe('zh_CN');
    expect(meta('twitter:card')).toBe('summary_large_image');
    // One of each: the page's own, and no default of the static page beside it.
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  });

  it('a first visit to the Chinese address is drawn in Chinese, naming the Chinese address as its own', async () => {
    mockApi(sampleAnswers);
    const { meta, link, document } = await headOf('/productInfo/12', 'shop-visitor=zh.0.0');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(link('rel="canonical"')).toBe(`${SITE}/productInfo/12?lang=zh`);
    expect(meta('og:url')).toBe(`${SITE}/productInfo/12?lang=zh`);
    expect(meta('og:locale')).toBe('zh_CN');
    // No raster picture of its own (the samples' are SVG): the shop's share card.
    expect(meta('og:image')).toBe(`${SITE}/share-card.png`);
  });

  it('keeps of a list address only what names the list: a city, not its page or sort', async () => {
    mockApi(sampleAnswers);
    expect((await headOf('/productList?cityId=3&page=2&orderBy=price%2BDESC')).link('rel="canonical"')).toBe(
      `${SITE}/productList?cityId=3`,
    );
    expect((await headOf('/guide?id=4&tab=x')).link('hreflang="zh-Hans"')).toBe(`${SITE}/guide?id=4&lang=zh`);
  });

  it('a tour: Product with the price it shows, its currency and rating, and where it sits in the shop', async () => {
    mockApi(sampleAnswers);
    const { structured } = await headOf('/productInfo/12');
    const product = structured.find((thing) => thing['@type'] === 'Product');
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      name: sample.productDetail.name,
      sku: '12',
      image: [`${SITE}/media/tours/xian/2/9/12-1.svg`, `${SITE}/media/tours/xian/2/9/12-2.svg`],
      brand: { '@type': 'Brand', name: 'Li Wei Tours' },
      offers: { '@type': 'Offer', price: 89, priceCurrency: 'USD', url: `${SITE}/productInfo/12` },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6, reviewCount: 57 },
    });
    const trail = structured.find((thing) => thing['@type'] === 'BreadcrumbList');
    expect(trail.itemListElement.map((item: { item: string }) => item.item)).toEqual([
      `${SITE}/`,
      `${SITE}/productList`,
      `${SITE}/productInfo/12`,
    ]);
  });

  it('a tour without reviews claims no rating; a name that closes the script stays inside it', async () => {
    const hostile = 'Night walk </script><script>alert(1)</script>\u2028';
    mockApi({ ...sampleAnswers, '/product/detail': { ...sample.productDetail, name: hostile, review: 0 } });
    const { structured, document } = await headOf('/productInfo/12');
    const product = structured.find((thing) => thing['@type'] === 'Product');
    expect(product.name).toBe(hostile);
    expect(product.aggregateRating).toBeUndefined();
    expect([...document.querySelectorAll('script')].some((script) => script.textContent?.includes('alert(1)') && !script.type)).toBe(false);
  });

  it('a tour whose price a backend wrote as text and whose unknown score it left out: the same offer, and no rating', async () => {
    mockApi({ ...sampleAnswers, '/product/detail': withoutNulls({ ...sample.productDetail, adultPrice: '89.00', score: null }) });
    const { structured } = await headOf('/productInfo/12');
    const product = structured.find((thing) => thing['@type'] === 'Product');
    expect(product.offers).toMatchObject({ price: 89, priceCurrency: 'USD' });
    expect(product.aggregateRating).toBeUndefined();
  });

  it('names only web addresses as pictures: a backend’s javascript:, data: or broken picture is left out, a CDN kept', async () => {
    const pictures = [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'http://[broken',
      'https://cdn.example.test/12.jpg',
      '/media/12.png',
    ];
    mockApi({
      ...sampleAnswers,
      '/product/detail': { ...sample.productDetail, sliderPicUrls: pictures },
      '/blog/detail': { ...sample.blog, picUrl: 'javascript:alert(1)' },
      '/member/merchant/detail/check': { ...sample.merchantProfile, logo: 'data:image/svg+xml,<svg/>' },
    });
    const tour = (await headOf('/productInfo/12')).structured.find((thing) => thing['@type'] === 'Product');
    expect(tour.image).toEqual(['https://cdn.example.test/12.jpg', `${SITE}/media/12.png`]);
    const post = (await headOf('/BlogInfo/3')).structured.find((thing) => thing['@type'] === 'BlogPosting');
    expect(post).toBeDefined();
    expect(post.image).toBeUndefined();
    const guide = (await headOf('/guide?id=4')).structured.find((thing) => thing['@type'] === 'Organization');
    expect(guide).toBeDefined();
    expect(guide.logo).toBeUndefined();
  });

  it('home: the site with its search into the tour list, and the shop as its owner', async () => {
    mockApi(sampleAnswers);
    const { structured } = await headOf('/');
    expect(structured.find((thing) => thing['@type'] === 'WebSite')).toMatchObject({
      url: `${SITE}/`,
      potentialAction: { '@type': 'SearchAction', target: { urlTemplate: `${SITE}/productList?keyword={search_term_string}` } },
    });
    expect(structured.find((thing) => thing['@type'] === 'Organization')).toMatchObject({ url: `${SITE}/`, name: 'Tours' });
  });

  it('a post is a BlogPosting with its time as ISO 8601; a guide an Organization', async () => {
    mockApi(sampleAnswers);
    const post = (await headOf('/BlogInfo/3')).structured.find((thing) => thing['@type'] === 'BlogPosting');
    expect(post).toMatchObject({ headline: sample.blog.title, datePublished: sample.blog.createTime.replace(' ', 'T') });
    const guide = (await headOf('/guide?id=4')).structured.find((thing) => thing['@type'] === 'Organization');
    expect(guide).toMatchObject({ name: sample.merchantProfile.name, url: `${SITE}/guide?id=4` });
  });

  it('names as canonical the address a server sends its other spellings to', async () => {
    mockApi(sampleAnswers);
    /** The page a first visit to `url` is drawn as, as the storefront draws it: from its visit. */
    const canonicalOf = async (url: string) => {
      const visit = drawnVisitOf(url, undefined, []);
      if (!visit) throw new Error(`${url} is not drawn`);
      return (await headOf(visit.url, visit.cookie || undefined)).link('rel="canonical"');
    };
    for (const [spelling, canonical] of [
      ['/PRODUCTINFO/0012?reviewPage=2', '/productInfo/12'],
      ['/product/12?lang=zh&lang=en', '/productInfo/12'],
      ['/ARTICLE?id=0103&lang=en&lang=zh', '/article?id=103&lang=zh'],
      ['/blog/?cityId=2&page=3', '/Blog?cityId=2'],
    ] as const) {
      const to = canonicalAddressOf(spelling);
      expect(to, spelling).not.toBeNull();
      // The same page whichever address it is drawn at (a static host draws it at the spelling), named by the one.
      expect(await canonicalOf(spelling), spelling).toBe(`${SITE}${canonical}`);
      expect(await canonicalOf(to ?? ''), to ?? '').toBe(`${SITE}${canonical}`);
      expect(new URL(canonical, SITE).pathname).toBe(new URL(to ?? '', SITE).pathname);
    }
  });

  it('the not-found page names no address of its own', async () => {
    mockApi(sampleAnswers);
    const { link, meta } = await headOf('/no-such-page');
    expect(link('rel="canonical"')).toBeUndefined();
    expect(meta('og:url')).toBeUndefined();
  });
});
