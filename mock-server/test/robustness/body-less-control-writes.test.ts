import { OrderStatus } from '@tours/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { build } from '../helper.js';
import { mswWorldPerBlock } from '../msw-world.js';
import { stateOf } from './support.js';

/** A page on another port of this machine: its Origin is a loopback name, so the Origin rule alone lets it in. */
const LOCAL_PAGE = { origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-site' };
const JSON_TYPE = { 'content-type': 'application/json' };

function bookedOrderId(app: FastifyInstance): number {
  const order = stateOf(app).orders.find((o) => o.status === OrderStatus.Booked);
  if (!order) throw new Error('the seed has no booked order');
  return order.id;
}

/** Writes a page can send with `fetch(url, { method, mode: 'no-cors' })`: no body, so no Content-Type. */
const bodyLessWrites = (orderId: number): InjectOptions[] => [
  { method: 'POST', url: `/__mock/orders/${orderId}/refund` },
  { method: 'POST', url: '/__mock/reseed' },
  { method: 'POST', url: '/__mock/reset' },
  { method: 'POST', url: '/__mock/sessions/expire' },
  { method: 'DELETE', url: '/__mock/faults' },
  { method: 'DELETE', url: '/__mock/journal' },
];

describe('a body-less control-plane write from another local page', () => {
  it('is refused with 400 naming Content-Type and the rule, and changes nothing', async () => {
    const app = await build();
    const orderId = bookedOrderId(app);
    const sessions = stateOf(app).sessions.length;
    for (const request of bodyLessWrites(orderId)) {
      const response = await app.inject({ ...request, headers: LOCAL_PAGE });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(400);
      expect(response.json().message).toContain('Content-Type: must be application/json on every control-plane write');
    }
    expect(stateOf(app).orders.find((o) => o.id === orderId)?.status).toBe(OrderStatus.Booked);
    expect(stateOf(app).sessions.length).toBe(sessions);
  });

  it('is taken once it says application/json, as the console, the toolbar and scripts send it', async () => {
    const app = await build();
    const orderId = bookedOrderId(app);
    const refund = await app.inject({ method: 'POST', url: `/__mock/orders/${orderId}/refund`, headers: { ...LOCAL_PAGE, ...JSON_TYPE } });
    expect(refund.statusCode).toBe(200);
    expect(stateOf(app).orders.find((o) => o.id === orderId)?.status).toBe(OrderStatus.Refund);
  });

  it('is still fine for a read without a body or a type', async () => {
    const app = await build();
    expect((await app.inject({ url: '/__mock/clock', headers: LOCAL_PAGE })).statusCode).toBe(200);
  });
});

describe('the MSW control plane follows the same rule', () => {
  const { origin, world } = mswWorldPerBlock();

  it('refuses a body-less POST without the JSON type and takes it with the type', async () => {
    const booked = world.current?.state.orders.find((o) => o.status === OrderStatus.Booked);
    if (!booked) throw new Error('the seed has no booked order');
    const url = `${origin}/__mock/orders/${booked.id}/refund`;
    const refused = await fetch(url, { method: 'POST' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toContain('on every control-plane write');
    expect(booked.status).toBe(OrderStatus.Booked);
    expect((await fetch(url, { method: 'POST', headers: JSON_TYPE })).status).toBe(200);
    expect(world.current?.state.orders.find((o) => o.id === booked.id)?.status).toBe(OrderStatus.Refund);
  });
});
