import { describe, expect, it } from 'vitest';
import { isServerRendered, isUnknownAddress } from './server-rendered-routes';

describe('isServerRendered', () => {
  it('draws the public pages whatever the draft, and no form or account screen', () => {
    for (const path of ['/', '/productList', '/productInfo/1', '/product/1', '/Blog', '/BlogInfo/2', '/article', '/aboutUs', '/guide']) {
      expect(isServerRendered(path, { bookingDraft: true }), path).toBe(true);
    }
    for (const path of ['/login', '/register', '/Settled', '/personalCenter/2', '/orderInfo/1', '/userCart']) {
      expect(isServerRendered(path, { bookingDraft: false }), path).toBe(false);
    }
  });

  it('draws checkout only for a browser without a booking draft', () => {
    expect(isServerRendered('/checkout', { bookingDraft: false })).toBe(true);
    expect(isServerRendered('/checkout', { bookingDraft: true })).toBe(false);
  });

  it('draws an address no screen owns (its not-found page), and knows it from every screen of the shop', () => {
    for (const path of ['/nope', '/productInfo', '/productInfo/1/2', '/blog/extra/parts']) {
      expect(isUnknownAddress(path), path).toBe(true);
      expect(isServerRendered(path, { bookingDraft: false }), path).toBe(true);
    }
    for (const path of ['/', '/login', '/personalCenter', '/personalCenter/3', '/orderInfo/1', '/guide', '/Blog']) {
      expect(isUnknownAddress(path), path).toBe(false);
    }
  });
});
