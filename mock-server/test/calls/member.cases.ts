import type { memberCalls } from '@tours/contract/calls/member';
import { expect } from 'vitest';
import { callApi } from '../helper.js';
import type { AreaCases } from './cases.js';

export const memberCases = {
  'member.info': {
    happy: async (app, token) => expect((await callApi(app, 'member.info', {}, { token })).code).toBe(200),
    refusal: { payload: {}, code: 201 },
  },
  'member.update': {
    happy: async (app, token) => {
      expect((await callApi(app, 'member.update', { nickname: 'Renamed', currency: 2 }, { token })).code).toBe(200);
      expect((await callApi(app, 'member.info', {}, { token })).data?.currencyId).toBe(2);
    },
    refusal: { payload: { nickname: 'x' }, code: 201 },
  },
} satisfies AreaCases<keyof typeof memberCalls>;
