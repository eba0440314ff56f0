import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createOrder, login } from '../fixtures.js';
import { build, callApi } from '../helper.js';

async function orderPage(app: FastifyInstance, token: string, status: '' | number) {
  const body = await callApi(app, 'trade.order.page', { pageNo: 1, pageSize: 100, status }, { token });
  if (!body.data) throw new Error('order/page answered no data');
  return body.data;
}

const ids = (page: { page: { list: { id: number }[] } }) => page.page.list.map((order) => order.id);

describe('POST /rest/api/trade/order/page after an unpaid order expires', () => {
  it('keeps the expired order under All, still unpaid, and leaves it out of Unpaid and its count', async () => {
    const app = await build();
    const token = await login(app);
    const order = await createOrder(app, token);
    const unpaidBefore = await orderPage(app, token, 0);
    expect(ids(unpaidBefore)).toContain(order.id);

    await app.inject({ method: 'POST', url: '/__mock/clock/advance', payload: { minutes: 31 } });

    const all = await orderPage(app, token, '');
    const expired = all.page.list.find((listed) => listed.id === order.id);
    expect(expired).toMatchObject({ status: 0, payStatus: false });
    expect(all.page.total).toBe(all.page.list.length);
    const unpaid = await orderPage(app, token, 0);
    expect(ids(unpaid)).not.toContain(order.id);
    expect(unpaid.unpaidCount).toBe(unpaidBefore.unpaidCount - 1);
    expect(all.unpaidCount).toBe(unpaid.unpaidCount);
  });
});
