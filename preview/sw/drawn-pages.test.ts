import { describe, expect, it } from 'vitest';
import { drawnPageFile, drawnPageFor, type NavigationContext } from './drawn-pages';

const drawn = new Set(['', 'productList', 'productInfo/1']);
const visit = (overrides: Partial<NavigationContext>): NavigationContext => ({
  path: 'productInfo/1',
  search: new URLSearchParams(),
  visitorCookie: undefined,
  worldAsBuilt: true,
  ...overrides,
});

describe('drawnPageFile', () => {
  it('names the English page by its address and the Chinese one in a folder of its own', () => {
    expect(drawnPageFile('', 'en')).toBe('index.html');
    expect(drawnPageFile('productInfo/1', 'en')).toBe('productInfo/1.html');
    expect(drawnPageFile('productList', 'zh')).toBe('drawn-zh/productList.html');
  });
});

describe('drawnPageFor', () => {
  it('sends a first visitor the page in the language of its address', () => {
    expect(drawnPageFor(drawn, visit({}))).toBe('productInfo/1.html');
    expect(drawnPageFor(drawn, visit({ search: new URLSearchParams('lang=zh') }))).toBe('drawn-zh/productInfo/1.html');
    expect(drawnPageFor(drawn, visit({ path: '' }))).toBe('index.html');
  });

  it('sends a returning visitor without a session in the default currency the page in their language', () => {
    expect(drawnPageFor(drawn, visit({ visitorCookie: 'en.0.0' }))).toBe('productInfo/1.html');
    expect(drawnPageFor(drawn, visit({ visitorCookie: 'zh.0.0', search: new URLSearchParams('lang=zh') }))).toBe(
      'drawn-zh/productInfo/1.html',
    );
  });

  it('sends the shell to a visitor the page was not drawn for', () => {
    expect(drawnPageFor(drawn, visit({ visitorCookie: 'en.0.1' })), 'a session').toBeNull();
    expect(drawnPageFor(drawn, visit({ visitorCookie: 'en.3.0' })), 'another currency').toBeNull();
    expect(drawnPageFor(drawn, visit({ visitorCookie: 'zh.0.0' })), 'Chinese at the English address').toBeNull();
    expect(drawnPageFor(drawn, visit({ visitorCookie: null })), 'cookies the worker cannot read').toBeNull();
  });

  it('sends the shell when the world changed, or for a page or a query it did not draw', () => {
    expect(drawnPageFor(drawn, visit({ worldAsBuilt: false }))).toBeNull();
    expect(drawnPageFor(drawn, visit({ path: 'productInfo/2' }))).toBeNull();
    expect(drawnPageFor(drawn, visit({ path: 'productList', search: new URLSearchParams('pageNo=2') }))).toBeNull();
    expect(drawnPageFor(drawn, visit({ search: new URLSearchParams('lang=fr') }))).toBeNull();
  });
});
