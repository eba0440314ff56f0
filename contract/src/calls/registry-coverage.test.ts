import { describe, expect, it } from 'vitest';
import { fullPath } from '../define-call.js';
import { calls } from './index.js';

/**
 * Every call path of spec §7, written out from the spec's table (not from the registry), so a call
 * the spec names and the registry misses fails here. Rows that name several paths are expanded.
 */
const specCallPaths = [
  'POST /rest/api/verify/register',
  'POST /rest/api/verify/login',
  'GET /rest/api/verify/sendCode',
  'POST /rest/api/member/info',
  'POST /rest/api/member/update',
  'POST /rest/api/member/favorite/create',
  'POST /rest/api/member/favorite/cancel',
  'POST /rest/api/member/favorite/list',
  'POST /rest/api/member/product/comment/user/page',
  'POST /rest/api/member/product/comment/page',
  'POST /rest/api/member/product/comment/add',
  'POST /rest/api/member/my/message/list',
  'POST /rest/api/member/my/message/content/list',
  'POST /rest/api/member/my/message/content/add',
  'POST /rest/api/member/my/message/content/create',
  'POST /rest/api/member/bankcard/check',
  'POST /rest/api/member/bankcard/add',
  'POST /rest/api/member/bankcard/delete',
  // "list with pageNo": the spec shows no path; docs/adr/0003-calls-and-fields-the-spec-leaves-open.md records ours.
  'POST /rest/api/member/bankcard/page',
  'POST /rest/api/trade/order/page',
  'POST /rest/api/trade/order/get-detail',
  'POST /rest/api/trade/order/settlement',
  'POST /rest/api/trade/order/create',
  'POST /rest/api/trade/order/pay/submit',
  'POST /rest/api/product/appointment',
  'POST /rest/api/product/search',
  'POST /rest/api/product/detail',
  'POST /rest/api/category/list',
  'POST /rest/api/ad/list',
  'POST /rest/api/city/list',
  'POST /rest/api/language/check',
  'POST /rest/api/currency/check',
  'POST /rest/api/dict-data/list',
  'POST /rest/api/country',
  'POST /rest/api/article/list',
  'POST /rest/api/article/detail',
  'POST /rest/api/blog/list',
  'POST /rest/api/blog/detail',
  'POST /rest/api/file/upload',
  'POST /rest/api/member/merchant/application',
  'POST /rest/api/member/merchant/verification_code',
  'POST /rest/api/member/merchant/detail/check',
  // "Content list call": the spec shows no path; docs/adr/0003-calls-and-fields-the-spec-leaves-open.md records ours.
  'POST /rest/api/content/list',
];

const registryPaths = Object.values(calls).map((call) => `${call.method} ${fullPath(call)}`);

describe('the call registry', () => {
  it.each(specCallPaths)('has %s', (line) => {
    expect(registryPaths).toContain(line);
  });

  it('has nothing the spec does not name', () => {
    expect(registryPaths.filter((line) => !specCallPaths.includes(line))).toEqual([]);
  });

  it('keys every entry by its own name, once per path', () => {
    for (const [key, call] of Object.entries(calls)) expect(call.name).toBe(key);
    expect(new Set(registryPaths).size).toBe(registryPaths.length);
  });

  it('uses the encodings spec §7 names', () => {
    expect(calls['member.product.comment.add'].encoding).toBe('json');
    expect(calls['file.upload'].encoding).toBe('multipart');
    expect(calls['verify.sendCode'].method).toBe('GET');
    expect(calls['verify.sendCode'].encoding).toBe('query');
    const others = Object.values(calls).filter((c) => !['member.product.comment.add', 'file.upload', 'verify.sendCode'].includes(c.name));
    for (const call of others) expect(call.encoding, call.name).toBe('form');
  });

  it('opens the visitor calls under /member without a token', () => {
    for (const name of [
      'member.product.comment.page',
      'member.merchant.detail.check',
      'member.merchant.application',
      'member.merchant.verification_code',
    ] as const) {
      expect(calls[name].auth).toBe('none');
    }
    expect(calls['product.detail'].auth).toBe('optional');
    expect(calls['product.search'].auth).toBe('optional');
    expect(calls['trade.order.page'].auth).toBe('required');
  });

  it('keeps the form field order of the request schema', () => {
    expect(calls['verify.login'].fieldOrder).toEqual(['username', 'password']);
    expect(calls['trade.order.settlement'].fieldOrder).toEqual([
      'spuId',
      'adultCount',
      'childCount',
      'toddlerCount',
      'reservationDate',
      'reservationTime',
      'currencyId',
    ]);
  });
});
