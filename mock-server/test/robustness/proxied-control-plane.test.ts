import { OrderStatus } from '@tours/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { build, callRequest } from '../helper.js';
import { mswWorldPerBlock } from '../msw-world.js';
import { stateOf } from './support.js';

const JSON_TYPE = { 'content-type': 'application/json' };

/** What a forwarder adds to a request it passes on, and the name the refusal gives it. */
const PROXY_HEADERS: [Record<string, string>, string][] = [
  [{ 'x-forwarded-for': '203.0.113.7' }, 'X-Forwarded-For'],
  [{ 'x-forwarded-host': 'shop.example' }, 'X-Forwarded-Host'],
  [{ 'x-forwarded-proto': 'https' }, 'X-Forwarded-Proto'],
  [{ forwarded: 'for=203.0.113.7;host=shop.example' }, 'Forwarded'],
  [{ via: '1.1 shop-proxy' }, 'Via'],
];

function bookedOrderId(app: FastifyInstance): number {
  const order = stateOf(app).orders.find((o) => o.status === OrderStatus.Booked);
  if (!order) throw new Error('the seed has no booked order');
  return order.id;
}

describe('/__mock reached through a proxy (the shop server in front of the mock, a tunnel)', () => {
  it.each(PROXY_HEADERS)('refuses a read and a write carrying %o with 403 naming %s, and changes nothing', async (headers, named) => {
    const app = await build();
    const orderId = bookedOrderId(app);
    const read = await app.inject({ url: '/__mock/state', headers });
    expect(read.statusCode).toBe(403);
    expect(read.json().message).toBe(
      `${named}: the control plane takes no request that came through a proxy; call the mock server's own address on this machine (the console is its /__mock/).`,
    );
    const write = await app.inject({ method: 'POST', url: `/__mock/orders/${orderId}/refund`, headers: { ...headers, ...JSON_TYPE } });
    expect(write.statusCode).toBe(403);
    expect(stateOf(app).orders.find((o) => o.id === orderId)?.status).toBe(OrderStatus.Booked);
    expect((await app.inject({ url: '/__mock/', headers })).statusCode).toBe(403);
  });

  it('still answers control requests made directly, and API calls that came through the shop server', async () => {
    const app = await build();
    expect((await app.inject({ url: '/__mock/clock' })).statusCode).toBe(200);
    const orderId = bookedOrderId(app);
    expect((await app.inject({ method: 'POST', url: `/__mock/orders/${orderId}/refund`, headers: JSON_TYPE })).statusCode).toBe(200);
    const request = callRequest('category.list');
    const forwarded = {
      ...(request.headers as Record<string, string>),
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-host': '127.0.0.1:8080',
    };
    expect((await app.inject({ ...request, headers: forwarded })).json()).toMatchObject({ code: 200 });
  });
});

describe('the browser adapter (MSW) refuses the same', () => {
  const { origin } = mswWorldPerBlock();

  it('answers 403 to a control request with X-Forwarded-For and 200 without', async () => {
    const refused = await fetch(`${origin}/__mock/clock`, { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^X-Forwarded-For: the control plane takes no request/);
    expect((await fetch(`${origin}/__mock/clock`)).status).toBe(200);
  });
});
