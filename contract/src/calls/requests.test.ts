import { describe, expect, it } from 'vitest';
import { calls } from './index.js';

describe('request schemas', () => {
  it('coerces form strings to numbers and keeps an empty status as "all"', () => {
    const parsed = calls['trade.order.page'].request.parse({ pageNo: '2', status: '', commentStatus: 'false' });
    expect(parsed).toEqual({ pageNo: 2, pageSize: 10, status: undefined, commentStatus: false });
    expect(calls['trade.order.page'].request.parse({ status: '30' }).status).toBe(30);
  });

  it('reads id lists comma-joined and as repeated keys', () => {
    expect(calls['product.search'].request.parse({ cityIds: '1,2' }).cityIds).toEqual([1, 2]);
    expect(calls['product.search'].request.parse({ cityIds: ['3', '4,5'] }).cityIds).toEqual([3, 4, 5]);
    expect(calls['product.search'].request.parse({}).cityIds).toEqual([]);
    expect(calls['product.search'].request.safeParse({ cityIds: '1,x' }).success).toBe(false);
  });

  it('reads orderBy with its plus escaped or as a space', () => {
    const search = calls['product.search'].request;
    expect(search.parse({ orderBy: 'adultPrice+ASC' }).orderBy).toEqual({ field: 'adultPrice', direction: 'ASC' });
    expect(search.parse({ orderBy: 'salesCount DESC' }).orderBy).toEqual({ field: 'salesCount', direction: 'DESC' });
    expect(search.safeParse({ orderBy: 'name+ASC' }).success).toBe(false);
  });

  it('treats empty optional numbers as not given', () => {
    const parsed = calls['product.search'].request.parse({ priceMin: '', priceMax: '120.5', keyword: '' });
    expect(parsed.priceMin).toBeUndefined();
    expect(parsed.priceMax).toBe(120.5);
  });

  it('reads "false" as false, which z.coerce.boolean would not', () => {
    expect(calls['product.search'].request.parse({ recommendHot: 'false' }).recommendHot).toBe(false);
    expect(calls['product.search'].request.parse({ recommendHot: 'true' }).recommendHot).toBe(true);
  });

  it('names the field that is wrong', () => {
    const result = calls['verify.login'].request.safeParse({ username: 'not-an-email', password: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['username']);
  });

  it('takes comment/add as a JSON list of one review draft with default scores', () => {
    const [draft] = calls['member.product.comment.add'].request.parse([{ orderId: 3, orderItemId: 7, content: 'Great' }]);
    expect(draft).toEqual({
      guideScores: 5,
      transportationScores: 5,
      priceScores: 5,
      content: 'Great',
      picUrls: '',
      orderId: 3,
      orderItemId: 7,
    });
    expect(calls['member.product.comment.add'].request.safeParse([]).success).toBe(false);
  });

  it('refuses negative participant counts and malformed dates', () => {
    const settlement = calls['trade.order.settlement'].request;
    const valid = {
      spuId: '1',
      adultCount: '2',
      childCount: '0',
      toddlerCount: '0',
      reservationDate: '2026-12-01',
      reservationTime: '09:00',
    };
    expect(settlement.safeParse(valid).success).toBe(true);
    expect(settlement.safeParse({ ...valid, childCount: '-1' }).success).toBe(false);
    expect(settlement.safeParse({ ...valid, reservationDate: '01/12/2026' }).success).toBe(false);
  });

  it('accepts both pay modes and nothing else', () => {
    const pay = calls['trade.order.pay.submit'].request;
    const base = { id: '5', returnUrl: '/orderInfo/5?type=1', cancelUrl: '/orderInfo/5' };
    expect(pay.safeParse({ ...base, payMode: 'quick' }).success).toBe(true);
    expect(pay.safeParse({ ...base, payMode: 'card', cardNumber: '4242424242424242', cardExpiry: '2030-01' }).success).toBe(true);
    expect(pay.safeParse({ ...base, payMode: 'cash' }).success).toBe(false);
  });
});
