import { describe, expect, it } from 'vitest';
import { addressIn, languageOfAddress } from './site-address';

const query = (text: string) => new URLSearchParams(text);

describe('addressIn', () => {
  it('names a page in English by its own address and in Chinese with lang=zh', () => {
    expect(addressIn('en', '/aboutUs', query(''))).toBe('/aboutUs');
    expect(addressIn('zh', '/aboutUs', query('lang=en'))).toBe('/aboutUs?lang=zh');
    expect(addressIn('zh', '/', query(''))).toBe('/?lang=zh');
  });

  it('keeps only what names the page: an article, a guide, a city of tours or posts; never a page, sort or keyword', () => {
    expect(addressIn('en', '/article', query('id=7&x=1'))).toBe('/article?id=7');
    expect(addressIn('zh', '/guide', query('id=4'))).toBe('/guide?id=4&lang=zh');
    expect(addressIn('en', '/productList', query('keyword=wall&cityId=3&page=2&orderBy=price%2BDESC'))).toBe('/productList?cityId=3');
    expect(addressIn('en', '/Blog', query('tab=latest&cityId=2&page=3'))).toBe('/Blog?cityId=2');
    expect(addressIn('en', '/productInfo/12', query('reviewPage=2'))).toBe('/productInfo/12');
  });

  it('spells a tour one way, without a trailing slash', () => {
    expect(addressIn('en', '/product/12', query(''))).toBe('/productInfo/12');
    expect(addressIn('zh', '/productInfo/12/', query(''))).toBe('/productInfo/12?lang=zh');
  });

  it('names a page reached by another spelling by its one spelling: the route as the table spells it, ids without zeros', () => {
    expect(addressIn('en', '/PRODUCTINFO/012', query(''))).toBe('/productInfo/12');
    expect(addressIn('zh', '/blog', query('cityId=2'))).toBe('/Blog?cityId=2&lang=zh');
    expect(addressIn('en', '/ARTICLE', query('id=007'))).toBe('/article?id=7');
    expect(addressIn('en', '/guide', query('id=abc'))).toBe('/guide?id=abc');
  });
});

describe('languageOfAddress', () => {
  it('reads en or zh, and nothing else', () => {
    expect(languageOfAddress(query('lang=zh'))).toBe('zh');
    expect(languageOfAddress(query('lang=en'))).toBe('en');
    expect(languageOfAddress(query('lang=fr'))).toBeNull();
    expect(languageOfAddress(query(''))).toBeNull();
  });

  it('reads the last of two: a link that adds lang means to change it', () => {
    expect(languageOfAddress(query('lang=zh&lang=en'))).toBe('en');
    expect(languageOfAddress(query('lang=en&x=1&lang=zh'))).toBe('zh');
    expect(languageOfAddress(query('lang=zh&lang=fr'))).toBeNull();
  });
});
