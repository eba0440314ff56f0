import { OrderStatus } from '@tours/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { build } from '../helper.js';

interface Email {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

const json = { 'content-type': 'application/json' };

async function outbox(app: FastifyInstance, to: string): Promise<Email[]> {
  return (await app.inject({ url: `/__mock/outbox?to=${encodeURIComponent(to)}` })).json().emails;
}

/** The seed's booked order of the demo customer, with its tour's name. */
function bookedOrder(app: FastifyInstance) {
  const { state } = app.mock.worlds.get('default');
  const order = state.orders.find((o) => o.status === OrderStatus.Booked && o.email === 'demo@tours.test');
  if (!order) throw new Error('the seed has no booked order of the demo customer');
  const tour = state.tours.find((t) => t.id === order.items[0]?.spuId);
  if (!tour) throw new Error(`order ${order.id} has no tour`);
  return { state, order, tourName: tour.name };
}

describe('POST /__mock/orders/:id/refund', () => {
  it('emails the customer the refund: order, tour, amount with its currency symbol, refund time and the spec sentence', async () => {
    const app = await build();
    const { order, tourName } = bookedOrder(app);
    const before = await outbox(app, order.email);
    const now = (await app.inject({ url: '/__mock/clock' })).json().now as string;

    const refunded = await app.inject({ method: 'POST', url: `/__mock/orders/${order.id}/refund`, headers: json, payload: {} });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toMatchObject({ id: order.id, status: 90 });

    const emails = await outbox(app, order.email);
    expect(emails).toHaveLength(before.length + 1);
    const [email] = emails;
    const amount = `${order.currencyInco}${Number.isInteger(order.payPrice) ? order.payPrice : order.payPrice.toFixed(2)}`;
    expect(email?.subject).toBe(`Refund of order ${order.id}: ${tourName}`);
    expect(email?.text).toContain('The refund has been successful and the amount has been refunded to your account');
    expect(email?.text).toContain(`Order: ${order.id}`);
    expect(email?.text).toContain(`Tour: ${tourName}`);
    expect(email?.text).toContain(`Refund amount: ${amount}`);
    // The world's clock, not the machine's: the email's time is the sending time of the outbox entry.
    expect(email?.text).toContain(`Refund time: ${email?.sentAt} (UTC)`);
    expect(Math.abs(Date.parse(`${email?.sentAt.replace(' ', 'T')}Z`) - Date.parse(now))).toBeLessThan(60_000);
  });

  it('follows the world clock for the refund time', async () => {
    const app = await build();
    const { order } = bookedOrder(app);
    await app.inject({ method: 'POST', url: '/__mock/clock/set', headers: json, payload: { iso: '2031-02-03T04:05:06Z' } });
    await app.inject({ method: 'POST', url: `/__mock/orders/${order.id}/refund`, headers: json, payload: {} });
    const [email] = await outbox(app, order.email);
    expect(email?.text).toMatch(/Refund time: 2031-02-03 04:05:0\d \(UTC\)/);
  });

  it('writes in Chinese to a customer who chose Chinese', async () => {
    const app = await build();
    const { state, order, tourName } = bookedOrder(app);
    const customer = state.users.find((u) => u.id === order.userId);
    if (!customer) throw new Error('the order has no customer');
    customer.language = 'zh';
    await app.inject({ method: 'POST', url: `/__mock/orders/${order.id}/refund`, headers: json, payload: {} });
    const [email] = await outbox(app, order.email);
    expect(email?.subject).toBe(`订单 ${order.id} 退款成功：${tourName}`);
    expect(email?.text).toContain('退款已成功，款项已退回您的账户。');
    expect(email?.text).toContain(`退款金额：${order.currencyInco}`);
  });

  it('refuses a second refund with 409 and sends nothing more', async () => {
    const app = await build();
    const { order } = bookedOrder(app);
    await app.inject({ method: 'POST', url: `/__mock/orders/${order.id}/refund`, headers: json, payload: {} });
    const afterFirst = await outbox(app, order.email);
    const second = await app.inject({ method: 'POST', url: `/__mock/orders/${order.id}/refund`, headers: json, payload: {} });
    expect(second.statusCode).toBe(409);
    expect(await outbox(app, order.email)).toEqual(afterFirst);
  });

  it('sends nothing when an order cannot be refunded (unpaid)', async () => {
    const app = await build();
    const { state } = app.mock.worlds.get('default');
    const unpaid = state.orders.find((o) => o.status === OrderStatus.Unpaid);
    if (!unpaid) throw new Error('the seed has no unpaid order');
    const emailsBefore = state.outbox.length;
    const refused = await app.inject({ method: 'POST', url: `/__mock/orders/${unpaid.id}/refund`, headers: json, payload: {} });
    expect(refused.statusCode).toBe(409);
    expect(app.mock.worlds.get('default').state.outbox).toHaveLength(emailsBefore);
  });
});
