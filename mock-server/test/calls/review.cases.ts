import type { reviewCalls } from '@tours/contract/calls/review';
import { expect } from 'vitest';
import { callApi } from '../helper.js';
import type { AreaCases } from './cases.js';

export const reviewCases = {
  'member.product.comment.user.page': {
    happy: async (app, token) => {
      expect((await callApi(app, 'member.product.comment.user.page', {}, { token })).data?.total).toBeGreaterThan(0);
    },
    refusal: { payload: {}, code: 201 },
  },
  'member.product.comment.page': {
    happy: async (app) => {
      const body = await callApi(app, 'member.product.comment.page', { spuId: 1, pageNo: 1 });
      expect(body.data?.total).toBeGreaterThanOrEqual(0);
    },
    refusal: { payload: { spuId: 0 }, code: 400 },
  },
  'member.product.comment.add': {
    happy: async (app, token) => {
      const orders = await callApi(app, 'trade.order.page', { status: 30, commentStatus: false }, { token });
      const order = orders.data?.page.list[0];
      const draft = {
        orderId: order?.id,
        orderItemId: order?.items[0]?.id,
        content: 'Lovely',
        picUrls: '',
        guideScores: 3,
        transportationScores: 3,
        priceScores: 3,
      };
      expect(await callApi(app, 'member.product.comment.add', [draft], { token })).toMatchObject({ code: 200 });
    },
    refusal: { payload: [], code: 201 },
  },
} satisfies AreaCases<keyof typeof reviewCalls>;
