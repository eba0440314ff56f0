import { expect } from 'vitest';
import { TEST_CARDS } from '../../src/domain/index.js';
import { createOrder } from '../fixtures.js';
import { callApi } from '../helper.js';
import type { Cases } from './cases.js';

type MemberCall =
  | 'member.info'
  | 'member.update'
  | 'member.favorite.create'
  | 'member.favorite.cancel'
  | 'member.favorite.list'
  | 'member.product.comment.user.page'
  | 'member.product.comment.add'
  | 'member.my.message.list'
  | 'member.my.message.content.list'
  | 'member.my.message.content.add'
  | 'member.my.message.content.create'
  | 'member.bankcard.check'
  | 'member.bankcard.add'
  | 'member.bankcard.delete'
  | 'member.bankcard.page'
  | 'trade.order.page'
  | 'trade.order.get-detail'
  | 'trade.order.create'
  | 'trade.order.pay.submit'
  | 'file.upload';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

export const memberCases: Cases<MemberCall> = {
  'member.info': async (app, token) => expect((await callApi(app, 'member.info', {}, { token })).code).toBe(200),
  'member.update': async (app, token) => {
    expect((await callApi(app, 'member.update', { nickname: 'Renamed', currency: 2 }, { token })).code).toBe(200);
    expect((await callApi(app, 'member.info', {}, { token })).data?.currencyId).toBe(2);
  },
  'member.favorite.create': async (app, token) => {
    expect((await callApi(app, 'member.favorite.create', { spuId: 3 }, { token })).code).toBe(200);
    expect((await callApi(app, 'product.detail', { id: 3 }, { token })).data?.isCollect).toBeTruthy();
  },
  'member.favorite.cancel': async (app, token) => {
    await callApi(app, 'member.favorite.create', { spuId: 3 }, { token });
    expect((await callApi(app, 'member.favorite.cancel', { spuId: 3 }, { token })).code).toBe(200);
  },
  'member.favorite.list': async (app, token) =>
    expect((await callApi(app, 'member.favorite.list', {}, { token })).data?.total).toBeGreaterThan(0),
  'member.product.comment.user.page': async (app, token) => {
    expect((await callApi(app, 'member.product.comment.user.page', {}, { token })).data?.total).toBeGreaterThan(0);
  },
  'member.product.comment.add': async (app, token) => {
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
  'member.my.message.list': async (app, token) =>
    expect((await callApi(app, 'member.my.message.list', {}, { token })).data?.length).toBeGreaterThan(0),
  'member.my.message.content.list': async (app, token) => {
    const threads = await callApi(app, 'member.my.message.list', {}, { token });
    const body = await callApi(app, 'member.my.message.content.list', { messageId: threads.data?.[0]?.id, pageNo: 1 }, { token });
    expect(body.data?.list.length).toBeGreaterThan(0);
  },
  'member.my.message.content.add': async (app, token) => {
    const threads = await callApi(app, 'member.my.message.list', {}, { token });
    expect(
      (await callApi(app, 'member.my.message.content.add', { messageId: threads.data?.[0]?.id, content: 'Hello' }, { token })).code,
    ).toBe(200);
  },
  'member.my.message.content.create': async (app, token) => {
    expect((await callApi(app, 'member.my.message.content.create', { merchantId: 21, content: 'Hi' }, { token })).data).toBeGreaterThan(0);
  },
  'member.bankcard.check': async (app, token) => {
    const body = await callApi(app, 'member.bankcard.check', { bankType: 1, number: TEST_CARDS.success, cardName: 'Demo' }, { token });
    expect(body.data?.valid).toBe(true);
  },
  'member.bankcard.add': async (app, token) => {
    const body = await callApi(app, 'member.bankcard.add', { bankType: 1, number: TEST_CARDS.success, cardName: 'Demo' }, { token });
    expect(body.data?.bankNumber).toMatch(/4242$/);
  },
  'member.bankcard.delete': async (app, token) => {
    const cards = await callApi(app, 'member.bankcard.page', {}, { token });
    expect((await callApi(app, 'member.bankcard.delete', { id: cards.data?.list[0]?.id }, { token })).code).toBe(200);
  },
  'member.bankcard.page': async (app, token) =>
    expect((await callApi(app, 'member.bankcard.page', {}, { token })).data?.total).toBeGreaterThan(0),
  'trade.order.page': async (app, token) => {
    const body = await callApi(app, 'trade.order.page', { pageNo: 1, status: '' }, { token });
    expect(body.data?.page.total).toBeGreaterThan(0);
  },
  'trade.order.get-detail': async (app, token) => {
    const orders = await callApi(app, 'trade.order.page', {}, { token });
    const id = orders.data?.page.list[0]?.id;
    expect((await callApi(app, 'trade.order.get-detail', { id }, { token })).data?.id).toBe(id);
  },
  'trade.order.create': async (app, token) => expect((await createOrder(app, token)).payOrderId).toBeGreaterThan(0),
  'trade.order.pay.submit': async (app, token) => {
    const order = await createOrder(app, token);
    const body = await callApi(
      app,
      'trade.order.pay.submit',
      { id: order.payOrderId, payMode: 'quick', returnUrl: '/r', cancelUrl: '/c' },
      { token },
    );
    expect(JSON.parse(body.data?.displayContent ?? '{}').links[1].href).toContain('/mock-paypal/checkout?token=');
  },
  'file.upload': async (app, token) => {
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
};
