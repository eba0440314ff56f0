import type { CallName } from '@tours/contract';
import { describe, expect, it } from 'vitest';
import { build, callRequest, refusal } from '../helper.js';

/**
 * One refusal per registry call. The Record type makes a new registry entry without a row here a
 * type error, so no call escapes. Calls needing a token are refused with 201 when it is missing.
 */
const refusals: Record<CallName, { payload: Record<string, unknown> | unknown[]; code: number }> = {
  'verify.register': { payload: { name: 'A', surname: 'B', username: 'a@b.test', password: 'x', areaId: 1, code: '12' }, code: 400 },
  'verify.login': { payload: { username: 'demo@tours.test', password: 'wrong' }, code: 400 },
  'verify.sendCode': { payload: { account: 'nope' }, code: 400 },
  'member.info': { payload: {}, code: 201 },
  'member.update': { payload: { nickname: 'x' }, code: 201 },
  'member.favorite.create': { payload: { spuId: 1 }, code: 201 },
  'member.favorite.cancel': { payload: { spuId: 1 }, code: 201 },
  'member.favorite.list': { payload: {}, code: 201 },
  'member.product.comment.user.page': { payload: {}, code: 201 },
  'member.product.comment.page': { payload: { spuId: 0 }, code: 400 },
  'member.product.comment.add': { payload: [], code: 201 },
  'member.my.message.list': { payload: {}, code: 201 },
  'member.my.message.content.list': { payload: { messageId: 1 }, code: 201 },
  'member.my.message.content.add': { payload: { messageId: 1, content: 'hi' }, code: 201 },
  'member.my.message.content.create': { payload: { merchantId: 1, content: 'hi' }, code: 201 },
  'member.bankcard.check': { payload: {}, code: 201 },
  'member.bankcard.add': { payload: {}, code: 201 },
  'member.bankcard.delete': { payload: { id: 1 }, code: 201 },
  'member.bankcard.page': { payload: {}, code: 201 },
  'trade.order.page': { payload: {}, code: 201 },
  'trade.order.get-detail': { payload: { id: 1 }, code: 201 },
  'trade.order.settlement': { payload: { spuId: 1, adultCount: -1 }, code: 400 },
  'trade.order.create': { payload: {}, code: 201 },
  'trade.order.pay.submit': { payload: { id: 1, payMode: 'card' }, code: 201 },
  'product.search': { payload: { pageNo: 0 }, code: 400 },
  'product.detail': { payload: { id: 999_999 }, code: 404 },
  'product.appointment': { payload: { id: 1, startDate: 'today', endDate: '2030-01-01' }, code: 400 },
  'category.list': { payload: { extra: 1 }, code: 400 },
  'ad.list': { payload: { position: 'top' }, code: 400 },
  'city.list': { payload: { isRecommend: 'maybe' }, code: 400 },
  'language.check': { payload: { isSetting: 'maybe' }, code: 400 },
  'currency.check': { payload: { isSetting: 'maybe' }, code: 400 },
  'dict-data.list': { payload: { dictType: 'colours' }, code: 400 },
  country: { payload: { extra: 1 }, code: 400 },
  'article.list': { payload: {}, code: 400 },
  'article.detail': { payload: { id: 999_999 }, code: 404 },
  'content.list': { payload: { categoryId: 'x' }, code: 400 },
  'blog.list': { payload: { orderBy: '7' }, code: 400 },
  'blog.detail': { payload: { id: 999_999 }, code: 404 },
  'file.upload': { payload: {}, code: 400 },
  'member.merchant.application': { payload: { identity: 3 }, code: 400 },
  'member.merchant.verification_code': { payload: { email: 'x' }, code: 400 },
  'member.merchant.detail.check': { payload: { merchantId: 999_999 }, code: 404 },
};

describe('every /rest/api call', () => {
  for (const [name, { payload, code }] of Object.entries(refusals) as [CallName, (typeof refusals)[CallName]][]) {
    it(`${name} refuses with ${code}`, async () => {
      const app = await build();
      const body = await refusal(app, callRequest(name, payload));
      expect(body.code).toBe(code);
      expect(body.message).toBeTruthy();
    });
  }
});
