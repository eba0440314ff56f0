import * as sample from '@tours/contract/samples';
import { describe, expect, it } from 'vitest';
import { shopIds } from '../config/shop-ids';
import { envelopeError, mockApi } from '../test/fetch-mock';
import { canonicalAddressOf } from './drawn-visit';
import { MAX_LISTING_PAGES } from './every-item-of';
import { createSitePageLister } from './site-pages';

/** The lister as the storefront's server runs it: in Node, no window, the backend answered by a stub. */
const listSitePages = createSitePageLister('http://backend.invalid');
const list = () => listSitePages(new AbortController().signal);

const tour = (id: number, merchantId: number) => ({ ...sample.productCard, id, merchantId });
const paged = <T>(items: T[]) => ({ list: items, total: items.length });

/** Answers a paged call from the pages given, in order; past them, an empty page. */
const pagesOf =
  <T>(pages: T[][], shape: (items: T[]) => unknown = (items) => items) =>
  (body: URLSearchParams) =>
    shape(pages[Number(body.get('pageNo')) - 1] ?? []);

const shop = {
  '/product/search': pagesOf([[tour(1, 50), tour(2, 50)], [tour(3, 51)]]),
  '/blog/list': pagesOf([[sample.blog]], paged),
  '/article/list': pagesOf([[{ ...sample.article, id: 7 }]], paged),
  '/city/list': { list: [sample.city, { ...sample.city, id: 2 }] },
};

describe('the public pages a sitemap names', () => {
  it('names every page once by its address in each language', async () => {
    mockApi(shop);
    const pages = await list();
    expect(pages.map((page) => page.en)).toEqual([
      '/',
      '/productList',
      '/Blog',
      '/aboutUs',
      '/productList?cityId=1',
      '/productList?cityId=2',
      '/productInfo/1',
      '/productInfo/2',
      '/productInfo/3',
      '/guide?id=50',
      '/guide?id=51',
      `/BlogInfo/${sample.blog.id}`,
      '/article?id=7',
      `/article?id=${shopIds.legalArticles.terms}`,
      `/article?id=${shopIds.legalArticles.privacy}`,
    ]);
    expect(pages).toContainEqual({ en: '/', zh: '/?lang=zh' });
    expect(pages).toContainEqual({ en: '/guide?id=50', zh: '/guide?id=50&lang=zh' });
    expect(pages).toContainEqual({ en: '/productList?cityId=2', zh: '/productList?cityId=2&lang=zh' });
    // Each its page's one spelling: a crawler following the sitemap is never sent elsewhere.
    for (const address of pages.flatMap((page) => [page.en, page.zh])) expect(canonicalAddressOf(address), address).toBeNull();
  });

  it('pages through the tours with the largest page the contract allows, and stops at the first empty page', async () => {
    const api = mockApi(shop);
    await list();
    const asked = api.bodiesOf('/product/search').map((body) => [body.get('pageNo'), body.get('pageSize')]);
    expect(asked).toEqual([
      ['1', '100'],
      ['2', '100'],
      ['3', '100'],
    ]);
    expect(api.bodiesOf('/article/list').map((body) => body.get('categoryId'))).toEqual([
      String(shopIds.footerArticleCategories.usefulInformation),
      String(shopIds.footerArticleCategories.usefulInformation),
    ]);
  });

  it('stops at a page that brings nothing new, as from a backend that ignores the page number', async () => {
    const api = mockApi({ ...shop, '/product/search': [tour(1, 50)] });
    const pages = await list();
    expect(api.bodiesOf('/product/search')).toHaveLength(2);
    expect(pages.filter((page) => page.en.startsWith('/productInfo/'))).toHaveLength(1);
  });

  it('fails rather than list forever from a backend that never runs out', async () => {
    const api = mockApi({ ...shop, '/product/search': (body: URLSearchParams) => [tour(Number(body.get('pageNo')), 50)] });
    await expect(list()).rejects.toThrow(`product.search had more after ${MAX_LISTING_PAGES} pages`);
    expect(api.bodiesOf('/product/search')).toHaveLength(MAX_LISTING_PAGES);
  });

  it('fails whole when a call fails, rather than name half the shop', async () => {
    mockApi({ ...shop, '/blog/list': envelopeError(500, 'down') });
    await expect(list()).rejects.toThrow();
  });
});
