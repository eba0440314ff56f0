import { describe, expect, it } from 'vitest';
import { canonicalId, canonicalPathOf } from './canonical-path';
import { paths } from './paths';

describe('canonicalId', () => {
  it('writes an id the way the app reads it: digits without leading zeros', () => {
    for (const text of ['3', '03', '003', '3.0', ' 3', '+3', '0x3', '3e0', '0b11']) expect(canonicalId(text), text).toBe('3');
    expect(canonicalId('0')).toBe('0');
    expect(canonicalId('00')).toBe('0');
  });

  it('leaves alone what the app reads as no id: text, fractions, negatives, empty, past the safe integers', () => {
    for (const text of ['abc', '3.5', '-3', '', ' ', 'Infinity', '99999999999999999999']) expect(canonicalId(text), text).toBeNull();
  });
});

describe('canonicalPathOf', () => {
  it('spells each route as the route table does, whatever the case it came in', () => {
    expect(canonicalPathOf('/PRODUCTINFO/3')).toBe('/productInfo/3');
    expect(canonicalPathOf('/blog')).toBe('/Blog');
    expect(canonicalPathOf('/bloginfo/8')).toBe('/BlogInfo/8');
    expect(canonicalPathOf('/ABOUTUS')).toBe('/aboutUs');
    expect(canonicalPathOf('/PersonalCenter/orders')).toBe('/personalCenter/orders');
  });

  it('writes ids without leading zeros, and the tour under its first spelling', () => {
    expect(canonicalPathOf('/productInfo/0003')).toBe('/productInfo/3');
    expect(canonicalPathOf('/productInfo/%33')).toBe('/productInfo/3');
    expect(canonicalPathOf('/product/03')).toBe('/productInfo/3');
    expect(canonicalPathOf('/orderInfo/07')).toBe('/orderInfo/7');
  });

  it('drops empty parts and a trailing slash, and writes other parts encoded the one way', () => {
    expect(canonicalPathOf('//productInfo//3/')).toBe('/productInfo/3');
    expect(canonicalPathOf('/Blog/')).toBe('/Blog');
    expect(canonicalPathOf('//')).toBe('/');
    // Not an id: kept as it is, encoded once.
    expect(canonicalPathOf('/productInfo/a%20b')).toBe('/productInfo/a%20b');
    expect(canonicalPathOf("/productInfo/a'b")).toBe("/productInfo/a'b");
  });

  it('names no path for an address no screen owns, or one with a bad escape', () => {
    expect(canonicalPathOf('/nope')).toBeNull();
    expect(canonicalPathOf('//evil.example/aboutUs')).toBeNull();
    expect(canonicalPathOf('/productInfo/3/reviews')).toBeNull();
    expect(canonicalPathOf('/BlogInfo/%E0%A4%A')).toBeNull();
    expect(canonicalPathOf('/productInfo/%2e%2e')).toBeNull();
    expect(canonicalPathOf('/productInfo/%2E')).toBeNull();
  });

  it('is what every route spells itself as: a link of the shop is never sent elsewhere', () => {
    for (const [name, { path }] of Object.entries(paths)) {
      const link = path.replace('/:tab?', '/orders').replace(':id', '12');
      expect(canonicalPathOf(link), name).toBe(name === 'product' ? '/productInfo/12' : link);
    }
  });
});
