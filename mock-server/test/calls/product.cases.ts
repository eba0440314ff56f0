import type { productCalls } from '@tours/contract/calls/product';
import { expect } from 'vitest';
import { callApi } from '../helper.js';
import { type AreaCases, day, ok } from './cases.js';

export const productCases = {
  'product.search': {
    happy: async (app, token) => {
      const body = await callApi(app, 'product.search', { pageSize: 3, orderBy: 'adultPrice ASC', cityIds: ['1', '2'] }, { token });
      expect(body).toMatchObject(ok);
      const prices = (body.data ?? []).map((t) => Number(t.adultPrice ?? 0));
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    },
    refusal: { payload: { pageNo: 0 }, code: 400 },
  },
  'product.detail': {
    happy: async (app) => expect((await callApi(app, 'product.detail', { id: 1 })).data?.id).toBe(1),
    refusal: { payload: { id: 999_999 }, code: 404 },
  },
  'product.appointment': {
    happy: async (app) => {
      const body = await callApi(app, 'product.appointment', { id: 1, startDate: day(1), endDate: day(10) });
      expect(body.data).toHaveLength(10);
    },
    refusal: { payload: { id: 1, startDate: 'today', endDate: '2030-01-01' }, code: 400 },
  },
} satisfies AreaCases<keyof typeof productCalls>;
