import type { verifyCalls } from '@tours/contract/calls/verify';
import { expect } from 'vitest';
import { callApi } from '../helper.js';
import { type AreaCases, ok } from './cases.js';

export const verifyCases = {
  'verify.register': {
    happy: async (app) => {
      await callApi(app, 'verify.sendCode', { account: 'new@tours.test' });
      const { code } = (await app.inject({ url: '/__mock/outbox/latest-code?email=new@tours.test' })).json();
      const body = await callApi(app, 'verify.register', {
        name: 'New',
        surname: 'Person',
        username: 'new@tours.test',
        password: 'Pw123456!',
        areaId: 1,
        code,
      });
      expect(body.data?.token).toBeTruthy();
    },
    refusal: { payload: { name: 'A', surname: 'B', username: 'a@b.test', password: 'x', areaId: 1, code: '12' }, code: 400 },
  },
  'verify.login': {
    happy: async (_app, token) => expect(token).toBeTruthy(),
    refusal: { payload: { username: 'demo@tours.test', password: 'wrong' }, code: 400 },
  },
  'verify.sendCode': {
    happy: async (app) => {
      expect(await callApi(app, 'verify.sendCode', { account: 'new@tours.test' })).toMatchObject(ok);
      expect((await app.inject({ url: '/__mock/outbox/latest-code?email=new@tours.test' })).json().code).toMatch(/^\d{6}$/);
    },
    refusal: { payload: { account: 'nope' }, code: 400 },
  },
} satisfies AreaCases<keyof typeof verifyCalls>;
