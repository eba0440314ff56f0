import { STORAGE_LANGUAGE } from '@tours/contract/constants';
import { describe, expect, it } from 'vitest';
import * as sample from '../../../contract/src/entities/samples';
import { envelopeError, mockApi } from '../test/fetch-mock';
import { sampleAnswers } from '../test/route-pages';
import { renderPage } from './render-page';

/** renderPage in the test window (jsdom), with the contract's samples as the API, as the mock server's worker runs it. */
describe('renderPage', () => {
  it("draws the home page with its calls' answers and hands them over for the browser's cache", async () => {
    const api = mockApi(sampleAnswers);
    const page = await renderPage('http://shop.invalid/');
    expect(page).not.toBeNull();
    expect(page?.body).toContain(sample.productCard.name);
    expect(page?.body).toContain(`src="${sample.banner.picUrl}"`);
    expect(page?.body).not.toContain('<!--$!-->');
    expect(page?.head).toMatch(/<title>[^<]+<\/title>/);
    const keys = page?.state.queries.map((query) => String(query.queryKey[0])) ?? [];
    expect(keys).toEqual(expect.arrayContaining(['ad.list', 'product.search', 'city.list']));
    // Each call once, however many rounds the render took.
    const bannerCalls = api.calls.filter((call) => call.path === '/ad/list');
    expect(bannerCalls).toHaveLength(1);
  });

  it("draws a tour's page in the visitor's language, its calls asking for that language", async () => {
    window.localStorage.setItem(STORAGE_LANGUAGE, 'zh');
    const api = mockApi(sampleAnswers);
    const page = await renderPage('http://shop.invalid/productInfo/12');
    expect(page?.body).toContain(sample.productDetail.name);
    expect(page?.body).toMatch(/[\u4e00-\u9fff]/);
    expect(api.fetchMock.mock.calls.some(([, init]) => new Headers(init?.headers).get('Accept-Language')?.startsWith('zh'))).toBe(true);
  });

  it('leaves a page whose call fails to the browser, which says so and offers Retry', async () => {
    mockApi({ ...sampleAnswers, '/blog/list': envelopeError(500, 'boom') });
    expect(await renderPage('http://shop.invalid/Blog')).toBeNull();
  });
});
