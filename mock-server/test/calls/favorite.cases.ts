import type { favoriteCalls } from '@tours/contract/calls/favorite';
import { expect } from 'vitest';
import { callApi } from '../helper.js';
import type { AreaCases } from './cases.js';

export const favoriteCases = {
  'member.favorite.create': {
    happy: async (app, token) => {
      expect((await callApi(app, 'member.favorite.create', { spuId: 3 }, { token })).code).toBe(200);
      expect((await callApi(app, 'product.detail', { id: 3 }, { token })).data?.isCollect).toBeTruthy();
    },
    refusal: { payload: { spuId: 1 }, code: 201 },
  },
  'member.favorite.cancel': {
    happy: async (app, token) => {
      await callApi(app, 'member.favorite.create', { spuId: 3 }, { token });
      expect((await callApi(app, 'member.favorite.cancel', { spuId: 3 }, { token })).code).toBe(200);
    },
    refusal: { payload: { spuId: 1 }, code: 201 },
  },
  'member.favorite.list': {
    happy: async (app, token) => expect((await callApi(app, 'member.favorite.list', {}, { token })).data?.total).toBeGreaterThan(0),
    refusal: { payload: {}, code: 201 },
  },
} satisfies AreaCases<keyof typeof favoriteCalls>;
