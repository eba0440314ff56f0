import { describe, expect, it } from 'vitest';
import { isWalletPageAddress, walletApprovalHref } from './wallet-link';

describe('walletApprovalHref', () => {
  it('takes the link named approve wherever it stands, as PayPal orders them or not', () => {
    const links = [
      { href: 'http://pay.test/self', rel: 'self' },
      { href: 'http://pay.test/capture', rel: 'capture' },
      { href: 'http://pay.test/approve', rel: 'approve' },
    ];
    expect(walletApprovalHref(JSON.stringify({ links }))).toBe('http://pay.test/approve');
    expect(walletApprovalHref(JSON.stringify({ links: [links[2], links[0]] }))).toBe('http://pay.test/approve');
    expect(walletApprovalHref(JSON.stringify({ links: [links[0], { href: 'http://pay.test/act', rel: 'payer-action' }] }))).toBe(
      'http://pay.test/act',
    );
  });

  it('takes the second link of displayContent when no link is named (spec §4)', () => {
    const links = [{ href: 'http://pay.test/self' }, { href: 'http://pay.test/approve' }];
    expect(walletApprovalHref(JSON.stringify({ links }))).toBe('http://pay.test/approve');
  });

  it('gives null for a single unnamed link, another shape, or text that is not JSON', () => {
    expect(walletApprovalHref(JSON.stringify({ links: [{ href: 'http://pay.test/self' }] }))).toBeNull();
    expect(walletApprovalHref(JSON.stringify({ url: 'http://pay.test' }))).toBeNull();
    expect(walletApprovalHref('not json')).toBeNull();
  });
});

describe('isWalletPageAddress', () => {
  it('takes an absolute http or https address, on any host', () => {
    expect(isWalletPageAddress('https://www.paypal.example/checkoutnow?token=a1')).toBe(true);
    expect(isWalletPageAddress('http://127.0.0.1:8080/mock-paypal/checkout?token=a1')).toBe(true);
  });

  it("refuses a path, a protocol-relative address or another scheme: none leads to the wallet's page", () => {
    for (const href of [
      '/checkout?token=a1',
      'checkout?token=a1',
      '//pay.test/checkout',
      'javascript:alert(1)',
      'data:text/html,x',
      'https://',
    ]) {
      expect(isWalletPageAddress(href), href).toBe(false);
    }
  });
});
