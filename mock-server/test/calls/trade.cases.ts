import type { tradeCalls } from '@tours/contract/calls/trade';
import { expect } from 'vitest';
import { createOrder } from '../fixtures.js';
import { callApi } from '../helper.js';
import { type AreaCases, day } from './cases.js';

export const tradeCases = {
  'trade.order.page': {
    happy: async (app, token) => {
      const body = await callApi(app, 'trade.order.page', { pageNo: 1, status: '' }, { token });
      expect(body.data?.page.total).toBeGreaterThan(0);
    },
    refusal: { payload: {}, code: 201 },
  },
  'trade.order.get-detail': {
    happy: async (app, token) => {
      const orders = await callApi(app, 'trade.order.page', {}, { token });
      const id = orders.data?.page.list[0]?.id;
      expect((await callApi(app, 'trade.order.get-detail', { id }, { token })).data?.id).toBe(id);
    },
    refusal: { payload: { id: 1 }, code: 201 },
  },
  'trade.order.settlement': {
    happy: async (app) => {
      const days = await callApi(app, 'product.appointment', { id: 1, startDate: day(1), endDate: day(31) });
      const open = days.data?.find((d) => d.times.length > 0);
      const draft = {
        spuId: 1,
        adultCount: 2,
        childCount: 1,
        toddlerCount: 0,
        reservationDate: open?.date,
        reservationTime: open?.times[0],
      };
      expect((await callApi(app, 'trade.order.settlement', draft)).data?.price.payPrice).toBeGreaterThan(0);
    },
    refusal: { payload: { spuId: 1, adultCount: -1 }, code: 400 },
  },
  'trade.order.create': {
    happy: async (app, token) => expect((await createOrder(app, token)).payOrderId).toBeGreaterThan(0),
    refusal: { payload: {}, code: 201 },
  },
  'trade.order.pay.submit': {
    happy: async (app, token) => {
      const order = await createOrder(app, token);
      const body = await callApi(
        app,
        'trade.order.pay.submit',
        { id: order.payOrderId, payMode: 'quick', returnUrl: 'http://localhost/r', cancelUrl: 'http://localhost/c' },
        { token },
      );
      expect(JSON.parse(body.data?.displayContent ?? '{}').links[1].href).toMatch(/^http:\/\/localhost\/mock-paypal\/checkout\?token=/);
    },
    refusal: { payload: { id: 1, payMode: 'card' }, code: 201 },
  },
} satisfies AreaCases<keyof typeof tradeCalls>;
