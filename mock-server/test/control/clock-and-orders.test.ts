import { OrderStatus } from '@tours/contract';
import { describe, expect, it } from 'vitest';
import { build } from '../helper.js';

describe('POST /__mock/clock/advance', () => {
  it('moves a booked order whose trip has passed to status 30', async () => {
    const app = await build();
    const booked = app.mock.worlds.get('default').state.orders.find((o) => o.status === OrderStatus.Booked);
    if (!booked) throw new Error('the seed has no booked order');
    const advanced = await app.inject({ method: 'POST', url: '/__mock/clock/advance', payload: { days: 400 } });
    expect(advanced.json().offsetMs).toBe(400 * 86_400_000);
    const orders = (await app.inject({ url: '/__mock/orders' })).json().orders as { id: number; status: number }[];
    expect(orders.find((o) => o.id === booked.id)?.status).toBe(OrderStatus.Completed);
  });

  it('refuses a negative or unknown amount', async () => {
    const app = await build();
    expect((await app.inject({ method: 'POST', url: '/__mock/clock/advance', payload: { days: -1 } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/__mock/clock/advance', payload: { weeks: 1 } })).statusCode).toBe(400);
  });
});

describe('POST /__mock/clock/set', () => {
  it('sets the world time', async () => {
    const app = await build();
    const response = await app.inject({ method: 'POST', url: '/__mock/clock/set', payload: { iso: '2030-01-01T00:00:00Z' } });
    expect(Date.parse(response.json().now)).toBeGreaterThanOrEqual(Date.parse('2030-01-01T00:00:00Z'));
    expect((await app.inject({ method: 'POST', url: '/__mock/clock/set', payload: { iso: 'soon' } })).statusCode).toBe(400);
  });
});

describe('POST /__mock/orders/:id/refund and /complete', () => {
  it('refunds a booked order and refuses to complete it afterwards', async () => {
    const app = await build();
    const booked = app.mock.worlds.get('default').state.orders.find((o) => o.status === OrderStatus.Booked);
    if (!booked) throw new Error('the seed has no booked order');
    const refunded = await app.inject({
      method: 'POST',
      url: `/__mock/orders/${booked.id}/refund`,
      headers: { 'content-type': 'application/json' },
    });
    expect(refunded.json()).toMatchObject({ id: booked.id, status: 90 });
    expect(
      (await app.inject({ method: 'POST', url: `/__mock/orders/${booked.id}/complete`, headers: { 'content-type': 'application/json' } }))
        .statusCode,
    ).toBe(409);
    expect(
      (await app.inject({ method: 'POST', url: '/__mock/orders/999999/complete', headers: { 'content-type': 'application/json' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'POST', url: '/__mock/orders/abc/complete', headers: { 'content-type': 'application/json' } }))
        .statusCode,
    ).toBe(400);
  });
});

describe('GET and PUT /__mock/state', () => {
  it('exports a world and imports it into another', async () => {
    const app = await build();
    await app.inject({ method: 'POST', url: '/__mock/worlds', payload: { name: 'copy' } });
    const exported = await app.inject({ url: '/__mock/state' });
    const state = exported.json();
    state.orders = state.orders.slice(0, 1);
    const imported = await app.inject({ method: 'PUT', url: '/__mock/state', headers: { 'x-mock-world': 'copy' }, payload: state });
    expect(imported.statusCode).toBe(200);
    expect(app.mock.worlds.get('copy').state.orders).toHaveLength(1);
    expect(app.mock.worlds.get('default').state.orders.length).toBeGreaterThan(1);
  });

  it('refuses something that is not a state', async () => {
    const app = await build();
    const response = await app.inject({ method: 'PUT', url: '/__mock/state', payload: { version: 1, orders: 'no' } });
    expect(response.statusCode).toBe(400);
  });
});
