import type { messageCalls } from '@tours/contract/calls/message';
import { expect } from 'vitest';
import { callApi } from '../helper.js';
import type { AreaCases } from './cases.js';

export const messageCases = {
  'member.my.message.list': {
    happy: async (app, token) => expect((await callApi(app, 'member.my.message.list', {}, { token })).data?.length).toBeGreaterThan(0),
    refusal: { payload: {}, code: 201 },
  },
  'member.my.message.content.list': {
    happy: async (app, token) => {
      const threads = await callApi(app, 'member.my.message.list', {}, { token });
      const body = await callApi(app, 'member.my.message.content.list', { messageId: threads.data?.[0]?.id, pageNo: 1 }, { token });
      expect(body.data?.list.length).toBeGreaterThan(0);
    },
    refusal: { payload: { messageId: 1 }, code: 201 },
  },
  'member.my.message.content.add': {
    happy: async (app, token) => {
      const threads = await callApi(app, 'member.my.message.list', {}, { token });
      expect(
        (await callApi(app, 'member.my.message.content.add', { messageId: threads.data?.[0]?.id, content: 'Hello' }, { token })).code,
      ).toBe(200);
    },
    refusal: { payload: { messageId: 1, content: 'hi' }, code: 201 },
  },
  'member.my.message.content.create': {
    happy: async (app, token) => {
      expect((await callApi(app, 'member.my.message.content.create', { merchantId: 21, content: 'Hi' }, { token })).data).toBeGreaterThan(
        0,
      );
    },
    refusal: { payload: { merchantId: 1, content: 'hi' }, code: 201 },
  },
} satisfies AreaCases<keyof typeof messageCalls>;
