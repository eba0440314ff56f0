import * as sample from '@tours/contract/samples';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { configureApiBaseUrl } from '../api/client';
import { drawPage } from '../test/draw-page';
import { envelopeError, mockApi, noAnswer } from '../test/fetch-mock';
import { sampleAnswers } from '../test/sample-answers';
import { ENTITY_NOT_FOUND, prepareRenderer, renderPage } from './render-page';

/**
 * renderPage as the storefront's server runs it: in Node, with no window, no document and no storage (this project's
 * environment is `node`), the contract's samples as the backend.
 */
const BACKEND = 'http://backend.invalid';
const page = (path: string, cookie?: string) => new Request(`http://shop.invalid${path}`, { headers: cookie ? { cookie } : {} });

configureApiBaseUrl(BACKEND);
await prepareRenderer(new JSDOM('').window);

describe('renderPage', () => {
  it('runs without a browser: no window, document or storage', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    expect(typeof localStorage).toBe('undefined');
  });

  it('sanitizes the HTML it draws, with the window it was given for that alone', async () => {
    mockApi({
      ...sampleAnswers,
      '/blog/detail': { ...sample.blog, content: '<p>Hello</p><img src=x onerror="alert(1)"><script>alert(2)</script>' },
    });
    const drawn = await drawPage(page('/BlogInfo/3'));
    expect(drawn?.body).toContain('<p>Hello</p>');
    expect(drawn?.body).not.toMatch(/onerror|<script>alert/);
  });

  it("draws the home page once with the answers its loaders asked, and hands them over for the browser's cache", async () => {
    const api = mockApi(sampleAnswers);
    const drawn = await drawPage(page('/'));
    expect(drawn).not.toBeNull();
    expect(drawn?.body).toContain(sample.productCard.name);
    expect(drawn?.body).toContain(`src="${sample.banner.picUrl}"`);
    // No part was left to load in the browser: every lazy part's code was at hand.
    expect(drawn?.body).not.toContain('<!--$!-->');
    expect(drawn?.head).toContainEqual(expect.stringMatching(/^<title>[^<]+<\/title>$/));
    expect(drawn?.leftToBrowser).toEqual([]);
    const keys = drawn?.state.queries.map((query) => String(query.queryKey[0])) ?? [];
    expect(keys).toEqual(expect.arrayContaining(['ad.list', 'product.search', 'city.list', 'category.list', 'blog.list', 'article.list']));
    expect(api.calls.filter((call) => call.path === '/ad/list')).toHaveLength(1);
    expect(api.fetchMock.mock.calls.every(([url]) => String(url).startsWith(`${BACKEND}/rest/api/`))).toBe(true);
  });

  it.each([
    ['/productList?keyword=wall&page=2', []],
    ['/productInfo/12?reviewPage=2', ['product.appointment']],
    ['/product/12', ['product.appointment']],
    ['/Blog?tab=latest', []],
    ['/BlogInfo/3', []],
    ['/article?id=7', []],
    ['/aboutUs', []],
    ['/guide?id=5', []],
    ['/checkout', []],
  ])('draws %s with every call of its first screen asked before the render', async (path, leftToBrowser) => {
    mockApi(sampleAnswers);
    const drawn = await drawPage(page(path));
    expect(drawn).not.toBeNull();
    // The calendar's month is the visitor's: only that is left to the browser.
    expect(drawn?.leftToBrowser).toEqual(leftToBrowser);
  });

  it("draws a tour in the visitor's language and currency from their cookie, passing the cookie on to the backend", async () => {
    const api = mockApi(sampleAnswers);
    const drawn = await drawPage(page('/productInfo/12', 'mock-world=w1; shop-visitor=zh.2.0'));
    expect(drawn?.body).toContain(sample.productDetail.name);
    expect(drawn?.body).toMatch(/[\u4e00-\u9fff]/);
    expect(drawn?.visitor).toEqual({ language: 'zh', currencyId: 2, signedIn: false });
    const headers = api.fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers));
    expect(headers.every((sent) => sent.get('Accept-Language')?.startsWith('zh'))).toBe(true);
    expect(headers.every((sent) => sent.get('Cookie') === 'mock-world=w1; shop-visitor=zh.2.0')).toBe(true);
    expect(api.bodiesOf('/product/detail')[0]?.get('currencyId')).toBe('2');
  });

  it('draws two visitors at the same time each in their own language', async () => {
    mockApi(sampleAnswers);
    const [english, chinese] = await Promise.all([drawPage(page('/aboutUs')), drawPage(page('/aboutUs', 'shop-visitor=zh.0.0'))]);
    expect(english?.body).not.toMatch(/[\u4e00-\u9fff]{4}/);
    expect(chinese?.body).toMatch(/[\u4e00-\u9fff]{4}/);
  });

  it('leaves a page whose call fails to the browser, which says so and offers Retry', async () => {
    mockApi({ ...sampleAnswers, '/blog/list': envelopeError(500, 'boom') });
    expect(await drawPage(page('/Blog'))).toBeNull();
  });

  it('leaves a page whose time is up to the browser, and stops its calls', async () => {
    const api = mockApi({ ...sampleAnswers, '/product/detail': noAnswer() });
    const controller = new AbortController();
    const drawing = drawPage(new Request('http://shop.invalid/productInfo/12', { signal: controller.signal }));
    setTimeout(() => controller.abort(), 50);
    expect(await drawing).toBeNull();
    const detail = api.fetchMock.mock.calls.find(([url]) => String(url).includes('/product/detail'));
    expect(detail?.[1]?.signal?.aborted).toBe(true);
  });

  it('leaves a page whose time runs out once its answers are in to the browser, without rendering it', async () => {
    const controller = new AbortController();
    // Every answer comes at once; the time runs out on the next turn of the event loop, after the loaders are done.
    const abortOnNextTurn = (data: unknown) => () => {
      setTimeout(() => controller.abort(), 0);
      return data;
    };
    const api = mockApi(Object.fromEntries(Object.entries(sampleAnswers).map(([path, data]) => [path, abortOnNextTurn(data)])));
    const drawn = await drawPage(new Request('http://shop.invalid/aboutUs', { signal: controller.signal }));
    expect(api.calls.length).toBeGreaterThan(0);
    expect(controller.signal.aborted).toBe(true);
    expect(drawn).toBeNull();
  });

  it('leaves forms, account screens, a visitor with a session and checkout with a draft to the browser', async () => {
    mockApi(sampleAnswers);
    expect(await drawPage(page('/login'))).toBeNull();
    expect(await drawPage(page('/personalCenter/2'))).toBeNull();
    expect(await drawPage(page('/', 'shop-visitor=en.0.1'))).toBeNull();
    expect(await drawPage(page('/checkout', 'shop-booking-draft=1'))).toBeNull();
  });

  it('draws an address no screen owns as the not-found page, with status 404', async () => {
    mockApi(sampleAnswers);
    const drawn = await drawPage(page('/no-such-page/here'));
    expect(drawn?.status).toBe(404);
    expect(drawn?.body).toContain('404');
    expect((await drawPage(page('/aboutUs')))?.status).toBe(200);
  });

  it('says a tour, a post or a guide the backend does not know is not found, and draws no page for it', async () => {
    mockApi({ ...sampleAnswers, '/product/detail': envelopeError(404, 'No such tour') });
    expect(await renderPage(page('/productInfo/99999'))).toBe(ENTITY_NOT_FOUND);
    mockApi({ ...sampleAnswers, '/blog/detail': envelopeError(404, 'No such post') });
    expect(await renderPage(page('/BlogInfo/99999'))).toBe(ENTITY_NOT_FOUND);
  });
});
