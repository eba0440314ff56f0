import { describe, expect, it } from 'vitest';
import { namesASecret, sessionKeyOfHeader, unrecordableCalls, WITHHELD, withoutSecrets } from './recording-policy.js';

describe('what a recording keeps', () => {
  it('refuses every call whose request carries a password, an emailed code, a card or an identity number', () => {
    const refused = unrecordableCalls();
    expect([...refused.keys()].sort()).toEqual([
      'member.bankcard.add',
      'member.bankcard.check',
      'member.merchant.application',
      'trade.order.create',
      'trade.order.pay.submit',
      'verify.login',
      'verify.register',
    ]);
    expect(refused.get('verify.login')).toMatch(/password/);
    expect(refused.get('trade.order.pay.submit')).toMatch(/cardNumber, cardExpiry, cardSecurityCode/);
  });

  it('reads a secret in a field name by its words, whatever the case', () => {
    for (const name of ['token', 'apiKey', 'accessToken', 'client_secret', 'Authorization', 'x-api-key', 'password', 'refreshTokenHash'])
      expect(namesASecret(name), name).toBe(true);
    for (const name of ['keyword', 'monkey', 'tokenized', 'name', 'spuKeyword', 'passwordless'])
      expect(namesASecret(name), name).toBe(false);
  });

  it('withholds secret fields at any depth and keeps the rest as it came', () => {
    const answer = { name: 'Real', apiKey: 'k-1', list: [{ id: 1, accessToken: 't-1' }], nested: { token: 7, keyword: 'lake' } };
    expect(withoutSecrets(answer)).toEqual({
      name: 'Real',
      apiKey: WITHHELD,
      list: [{ id: 1, accessToken: WITHHELD }],
      nested: { token: WITHHELD, keyword: 'lake' },
    });
  });

  it('keys a session on the SHA-256 of its token, never the token', async () => {
    const key = await sessionKeyOfHeader('real-backend-token-1');
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(key).toBe(await sessionKeyOfHeader('Bearer real-backend-token-1'));
    expect(key).not.toBe(await sessionKeyOfHeader('real-backend-token-2'));
    expect(await sessionKeyOfHeader(undefined)).toBeNull();
  });
});
