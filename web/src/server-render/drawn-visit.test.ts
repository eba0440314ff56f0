import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureApiBaseUrl } from '../api/client';
import { drawPage } from '../test/draw-page';
import { mockApi } from '../test/fetch-mock';
import { sampleAnswers } from '../test/sample-answers';
import { canonicalAddressOf, drawnVisitOf } from './drawn-visit';
import { prepareRenderer } from './render-page';

const visit = (url: string, cookie?: string, varyCookies: string[] = []) => drawnVisitOf(url, cookie, varyCookies);

describe('drawnVisitOf', () => {
  it('keeps of the query only what the page reads, sorted: an unknown parameter makes no other page', () => {
    expect(visit('/Blog?z=1&page=2&tab=latest&utm_source=x')).toEqual({ url: '/Blog?page=2&tab=latest', cookie: '', searched: true });
    expect(visit('/Blog?tab=latest&page=2')).toEqual(visit('/Blog?page=2&z=2&tab=latest'));
    expect(visit('/productInfo/12?reviewPage=2&page=9')?.url).toBe('/productInfo/12?reviewPage=2');
    expect(visit('/productList?orderBy=price%2BDESC&cityId=3&z=1')?.url).toBe('/productList?cityId=3&orderBy=price%2BDESC');
    // The header's search bar reads these on every page.
    expect(visit('/aboutUs?keyword=wall&date=2026-12-01&id=3')?.url).toBe('/aboutUs?date=2026-12-01&keyword=wall');
  });

  it("tells a visitor's own search from the addresses the shop links to and lists", () => {
    for (const listed of ['/', '/productInfo/12', '/productList', '/productList?cityId=3', '/article?id=4', '/guide?id=5&utm_source=x']) {
      expect(visit(listed)?.searched, listed).toBe(false);
    }
    for (const searched of [
      '/productList?keyword=wall',
      '/?date=2026-12-01',
      '/productList?cityId=3&page=2',
      '/productInfo/12?reviewPage=2',
    ]) {
      expect(visit(searched)?.searched, searched).toBe(true);
    }
  });

  it('reads the path decoded, without empty segments: one page however it is spelled', () => {
    for (const spelling of ['/productInfo/%31%32', '/productInfo/12/', '//productInfo//12', '/productInfo/./12']) {
      expect(visit(spelling)?.url, spelling).toBe('/productInfo/12');
    }
    // Another host's name is a path here: an address no screen owns, drawn as the not-found page.
    expect(visit('//evil.example/aboutUs')?.url).toBe('/evil.example/aboutUs');
    expect(visit('/BlogInfo/%E0%A4%A')).toBeNull();
  });

  it('passes on only the visitor, as this shop writes it, and the cookies the backend varies by', () => {
    expect(visit('/', 'session=abc; shop-visitor=zh.2.0; tracking=1')).toEqual({
      url: '/',
      cookie: 'shop-visitor=zh.2.0',
      searched: false,
    });
    // The default visitor is no visitor cookie at all: a first visit and an English one in the default currency share a page.
    expect(visit('/', 'shop-visitor=en.0.0; other=1')).toEqual(visit('/'));
    expect(visit('/', 'shop-visitor=nonsense')).toEqual(visit('/'));
    expect(visit('/', 'z=1; mock-world=w2; shop-visitor=zh.0.0', ['mock-world'])).toEqual({
      url: '/',
      cookie: 'shop-visitor=zh.0.0; mock-world=w2',
      searched: false,
    });
    expect(visit('/', 'z=1', ['mock-world'])?.cookie).toBe('');
  });

  it('draws a first visit in the language its address names; a visitor cookie, once written, wins over it', () => {
    expect(visit('/productInfo/1?lang=zh')).toEqual({ url: '/productInfo/1', cookie: 'shop-visitor=zh.0.0', searched: false });
    expect(visit('/productInfo/1?lang=zh', 'mock-world=w2', ['mock-world'])?.cookie).toBe('shop-visitor=zh.0.0; mock-world=w2');
    expect(visit('/productInfo/1?lang=zh', 'shop-visitor=en.0.0')).toEqual(visit('/productInfo/1'));
    expect(visit('/productInfo/1?lang=en')).toEqual(visit('/productInfo/1'));
    expect(visit('/productInfo/1?lang=fr')).toEqual(visit('/productInfo/1'));
  });

  it('leaves to the browser a visitor with a session, undrawn screens, and checkout with a booking draft', () => {
    expect(visit('/', 'shop-visitor=en.0.1')).toBeNull();
    expect(visit('/login')).toBeNull();
    expect(visit('/personalCenter/2')).toBeNull();
    expect(visit('/checkout', 'shop-booking-draft=1')).toBeNull();
    // Without a draft checkout is drawn ("nothing to check out"); the draft cookie is then no part of the visit.
    expect(visit('/checkout', 'shop-booking-draft=0')).toEqual({ url: '/checkout', cookie: '', searched: false });
    expect(visit('/aboutUs', 'shop-booking-draft=1')).toEqual(visit('/aboutUs'));
  });
});

describe('canonicalAddressOf', () => {
  it('sends another spelling of a page to its one spelling, keeping the query', () => {
    expect(canonicalAddressOf('/PRODUCTINFO/3')).toBe('/productInfo/3');
    expect(canonicalAddressOf('/productInfo/03?reviewPage=2&utm_source=x')).toBe('/productInfo/3?reviewPage=2&utm_source=x');
    expect(canonicalAddressOf('/product/3?lang=zh')).toBe('/productInfo/3?lang=zh');
    expect(canonicalAddressOf('//productInfo//3/')).toBe('/productInfo/3');
    expect(canonicalAddressOf('/blog/?cityId=2&page=3')).toBe('/Blog?cityId=2&page=3');
    // The query comes back as it was sent, escapes and order included.
    expect(canonicalAddressOf('/productlist?orderBy=price%2BDESC&keyword=a+b&cityId=3')).toBe(
      '/productList?orderBy=price%2BDESC&keyword=a+b&cityId=3',
    );
  });

  it('writes an id in the query the one way too', () => {
    expect(canonicalAddressOf('/article?id=007&x=1')).toBe('/article?id=7&x=1');
    expect(canonicalAddressOf('/guide?%69d=04')).toBe('/guide?id=4');
    expect(canonicalAddressOf('/guide?id=abc')).toBeNull();
  });

  it('keeps the last of a repeated lang, the one the page is shown in, and drops the others', () => {
    expect(canonicalAddressOf('/aboutUs?lang=zh&lang=en')).toBe('/aboutUs?lang=en');
    expect(canonicalAddressOf('/?lang=en&keyword=wall&lang=zh')).toBe('/?keyword=wall&lang=zh');
    expect(canonicalAddressOf('/aboutUs?lang=zh')).toBeNull();
  });

  it("leaves alone an address that is already its page's one spelling, and one that names no page", () => {
    for (const url of ['/', '/productInfo/3?reviewPage=2', '/Blog?tab=latest', '/article?id=7&lang=zh', '/productInfo/abc', '/nope/']) {
      expect(canonicalAddressOf(url), url).toBeNull();
    }
    // Never another host: an address that would start with two slashes names no screen.
    expect(canonicalAddressOf('//evil.example/aboutUs')).toBeNull();
    expect(canonicalAddressOf('/BlogInfo/%E0%A4%A')).toBeNull();
  });

  it('sends nowhere it would send on from: where it sends is its own one spelling', () => {
    for (const url of ['/PRODUCTINFO/03?lang=zh&lang=en', '/product/0x3/', '/ARTICLE?id=03&id=04', '/%42log?page=2', '//']) {
      const to = canonicalAddressOf(url);
      expect(to, url).not.toBeNull();
      expect(canonicalAddressOf(to ?? ''), `${url} -> ${to}`).toBeNull();
    }
  });
});

describe('a page drawn from its visit', () => {
  beforeAll(async () => {
    configureApiBaseUrl('http://backend.invalid');
    await prepareRenderer(new JSDOM('').window);
  });
  afterAll(() => configureApiBaseUrl(''));
  /** Every parameter a link of the shop writes, and one it never does. */
  const everyParameter =
    'keyword=wall&date=2026-12-01&cityId=3&categoryIds=2&startTime=1&duration=2&priceMin=10&priceMax=90&languageIds=1' +
    '&orderBy=price%2BDESC&page=2&reviewPage=2&tab=latest&id=7&type=1&z=1';
  const drawnFrom = async (url: string, cookie: string) => {
    mockApi(sampleAnswers);
    const page = await drawPage(new Request(`http://shop.invalid${url}`, { headers: { cookie } }));
    return page && { body: page.body, head: page.head, queries: page.state.queries.map((query) => query.queryKey) };
  };

  it.each(['/', '/productList', '/productInfo/12', '/Blog', '/BlogInfo/3', '/article', '/guide', '/aboutUs', '/checkout'])(
    'is the page drawn from the whole address and cookie: %s',
    async (path) => {
      const url = `${path}?${everyParameter}`;
      const cookie = 'shop-visitor=zh.2.0; other=1';
      const drawnVisit = visit(url, cookie);
      expect(drawnVisit).not.toBeNull();
      const whole = await drawnFrom(url, cookie);
      expect(whole).not.toBeNull();
      expect(await drawnFrom(drawnVisit?.url ?? '', drawnVisit?.cookie ?? '')).toEqual(whole);
    },
  );
});
