import type { merchantCalls } from '@tours/contract/calls/merchant';
import { expect } from 'vitest';
import { callApi } from '../helper.js';
import type { AreaCases } from './cases.js';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

export const merchantCases = {
  'file.upload': {
    happy: async (app, token) => {
      const boundary = 'b0undary';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
        PNG,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const headers = { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` };
      const response = await app.inject({ method: 'POST', url: '/rest/api/file/upload', headers, payload });
      expect(response.json().data).toMatch(/^\/media\/uploads\//);
    },
    refusal: { payload: {}, code: 400 },
  },
  'member.merchant.application': {
    happy: async (app) => {
      await callApi(app, 'member.merchant.verification_code', { email: 'guide@tours.test' });
      const { code } = (await app.inject({ url: '/__mock/outbox/latest-code?email=guide@tours.test' })).json();
      const body = await callApi(app, 'member.merchant.application', {
        identity: 2,
        merchantName: 'Me',
        verificationCode: code,
        email: 'guide@tours.test',
        picUrl: '/media/uploads/a.pdf',
      });
      expect(body).toMatchObject({ code: 200 });
    },
    refusal: { payload: { identity: 3 }, code: 400 },
  },
  'member.merchant.verification_code': {
    happy: async (app) => {
      expect(await callApi(app, 'member.merchant.verification_code', { email: 'guide@tours.test' })).toMatchObject({ code: 200 });
    },
    refusal: { payload: { email: 'x' }, code: 400 },
  },
  'member.merchant.detail.check': {
    happy: async (app) => {
      expect((await callApi(app, 'member.merchant.detail.check', { merchantId: 20 })).data?.name).toBeTruthy();
    },
    refusal: { payload: { merchantId: 999_999 }, code: 404 },
  },
} satisfies AreaCases<keyof typeof merchantCalls>;
