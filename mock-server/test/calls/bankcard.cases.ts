import type { bankcardCalls } from '@tours/contract/calls/bankcard';
import { expect } from 'vitest';
import { TEST_CARDS } from '../../src/domain/index.js';
import { callApi } from '../helper.js';
import type { AreaCases } from './cases.js';

export const bankcardCases = {
  'member.bankcard.check': {
    happy: async (app, token) => {
      const body = await callApi(app, 'member.bankcard.check', { bankType: 1, number: TEST_CARDS.success, cardName: 'Demo' }, { token });
      expect(body.data?.valid).toBe(true);
    },
    refusal: { payload: {}, code: 201 },
  },
  'member.bankcard.add': {
    happy: async (app, token) => {
      const body = await callApi(app, 'member.bankcard.add', { bankType: 1, number: TEST_CARDS.success, cardName: 'Demo' }, { token });
      expect(body.data?.bankNumber).toMatch(/4242$/);
    },
    refusal: { payload: {}, code: 201 },
  },
  'member.bankcard.delete': {
    happy: async (app, token) => {
      const cards = await callApi(app, 'member.bankcard.page', {}, { token });
      expect((await callApi(app, 'member.bankcard.delete', { id: cards.data?.list[0]?.id }, { token })).code).toBe(200);
    },
    refusal: { payload: { id: 1 }, code: 201 },
  },
  'member.bankcard.page': {
    happy: async (app, token) => expect((await callApi(app, 'member.bankcard.page', {}, { token })).data?.total).toBeGreaterThan(0),
    refusal: { payload: {}, code: 201 },
  },
} satisfies AreaCases<keyof typeof bankcardCalls>;
