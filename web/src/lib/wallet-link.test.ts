import { describe, expect, it } from 'vitest';
import { walletApprovalHref } from './wallet-link';

describe('walletApprovalHref', () => {
  it('takes the second link of displayContent (spec §4)', () => {
    const links = [{ href: 'http://pay.test/self' }, { href: 'http://pay.test/approve' }];
    expect(walletApprovalHref(JSON.stringify({ links }))).toBe('http://pay.test/approve');
  });

  it('gives null for a single link, another shape, or text that is not JSON', () => {
    expect(walletApprovalHref(JSON.stringify({ links: [{ href: 'http://pay.test/self' }] }))).toBeNull();
    expect(walletApprovalHref(JSON.stringify({ url: 'http://pay.test' }))).toBeNull();
    expect(walletApprovalHref('not json')).toBeNull();
  });
});
