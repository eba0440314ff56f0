import { describe, expect, it } from 'vitest';
import { build, callRequest, refusal } from '../helper.js';

const expired = { code: 201, message: 'Your session has expired, please log in again' };

describe('POST /rest/api/member/info', () => {
  it('answers 201 without a token', async () => {
    const app = await build();
    expect(await refusal(app, callRequest('member.info'))).toEqual(expired);
  });

  it('answers 201 with a forged token, before looking at the payload', async () => {
    const app = await build();
    expect(await refusal(app, callRequest('member.info', { junk: 1 }, { token: 'forged' }))).toEqual(expired);
  });
});

describe('POST /rest/api/trade/order/create', () => {
  it('answers 201 for a visitor', async () => {
    const app = await build();
    expect(await refusal(app, callRequest('trade.order.create', {}))).toEqual(expired);
  });
});
