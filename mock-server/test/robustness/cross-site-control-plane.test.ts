import { OrderStatus } from '@tours/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { build } from '../helper.js';
import { stateOf } from './support.js';

/** A booked order of the default world: what a cross-site form would try to refund. */
function bookedOrder(app: FastifyInstance) {
  const order = stateOf(app).orders.find((o) => o.status === OrderStatus.Booked);
  if (!order) throw new Error('the seed has no booked order');
  return order;
}

async function refused(app: FastifyInstance, request: InjectOptions, status: number, named: string) {
  const response = await app.inject(request);
  expect(response.statusCode).toBe(status);
  const { message: error } = response.json();
  expect(error).toContain(named);
  // The refusal tells a person what the control plane takes, not what some API call would.
  if (named === 'Content-Type') expect(error).toContain('application/json');
}

describe('a page on another origin driving /__mock', () => {
  it('cannot refund an order with an auto-submitted form (form body, foreign Origin)', async () => {
    const app = await build();
    const order = bookedOrder(app);
    await refused(
      app,
      {
        method: 'POST',
        url: `/__mock/orders/${order.id}/refund`,
        headers: { origin: 'http://evil.test', 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'x=1',
      },
      403,
      'Origin',
    );
    expect(stateOf(app).orders.find((o) => o.id === order.id)?.status).toBe(OrderStatus.Booked);
  });

  it('cannot refund an order with a form body even when the Origin is stripped', async () => {
    const app = await build();
    const order = bookedOrder(app);
    await refused(
      app,
      {
        method: 'POST',
        url: `/__mock/orders/${order.id}/refund`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      },
      400,
      'Content-Type',
    );
    expect(stateOf(app).orders.find((o) => o.id === order.id)?.status).toBe(OrderStatus.Booked);
  });

  it.each([
    ['text/plain', '{"name":"evil"}'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nevil\r\n--x--\r\n'],
    ['application/x-www-form-urlencoded', 'name=evil'],
  ])('cannot create a world with a no-cors %s body', async (type, payload) => {
    const app = await build();
    await refused(app, { method: 'POST', url: '/__mock/worlds', headers: { 'content-type': type }, payload }, 400, 'Content-Type');
    expect(app.mock.worlds.list().map((w) => w.name)).toEqual(['default']);
  });

  it('cannot set a fault with a text/plain body or a body without a type', async () => {
    const app = await build();
    const fault = JSON.stringify({ call: '*', errorCode: 500 });
    await refused(
      app,
      { method: 'POST', url: '/__mock/faults', headers: { 'content-type': 'text/plain' }, payload: fault },
      400,
      'Content-Type',
    );
    await refused(app, { method: 'POST', url: '/__mock/faults', payload: fault }, 400, 'Content-Type');
    expect((await app.inject({ url: '/__mock/faults' })).json().faults).toEqual({});
  });

  it.each(['http://evil.test', 'https://127.0.0.1.evil.test', 'null', 'not a url'])(
    'refuses a JSON request from Origin %s',
    async (origin) => {
      const app = await build();
      await refused(app, { method: 'POST', url: '/__mock/worlds', headers: { origin }, payload: { name: 'evil' } }, 403, 'Origin');
      await refused(app, { url: '/__mock/state', headers: { origin } }, 403, 'Origin');
      expect(app.mock.worlds.list()).toHaveLength(1);
    },
  );

  it('cannot switch a browser into another world by a cross-site link (no Origin, Sec-Fetch-Site cross-site)', async () => {
    const app = await build();
    await app.inject({ method: 'POST', url: '/__mock/worlds', payload: { name: 'trap' } });
    const response = await app.inject({ url: '/__mock/worlds/trap/enter', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(response.statusCode).toBe(403);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.json().message).toContain('Sec-Fetch-Site');
    // Typed in the address bar or followed from the console, the same link works.
    for (const site of ['none', 'same-origin']) {
      const entered = await app.inject({ url: '/__mock/worlds/trap/enter', headers: { 'sec-fetch-site': site } });
      expect(entered.statusCode).toBe(302);
    }
  });

  it('guards the control plane under a percent-encoded path too', async () => {
    const app = await build();
    const response = await app.inject({ url: '/%5F%5Fmock/state', headers: { origin: 'http://evil.test' } });
    // The router decodes %5F to _, so this is GET /__mock/state.
    expect(response.statusCode).toBe(403);
  });
});

describe('the callers /__mock is for', () => {
  it('takes JSON from the console page, the Vite dev proxy and scripts, and body-less writes typed JSON', async () => {
    const app = await build();
    const create = (name: string, headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/__mock/worlds', headers, payload: { name } });
    // The console page on the mock's own origin.
    expect((await create('console', { host: '127.0.0.1:8080', origin: 'http://127.0.0.1:8080' })).statusCode).toBe(201);
    // Vite's dev server proxies with changeOrigin: Host is the mock's, Origin the page's.
    expect((await create('vite', { host: '127.0.0.1:8080', origin: 'http://localhost:5173' })).statusCode).toBe(201);
    expect((await create('ipv6', { host: '[::1]:8080', origin: 'http://[::1]:8080' })).statusCode).toBe(201);
    // Scripts, Playwright's request context and curl send no Origin.
    expect((await create('script', {})).statusCode).toBe(201);
    const order = bookedOrder(app);
    const refund = await app.inject({
      method: 'POST',
      url: `/__mock/orders/${order.id}/refund`,
      headers: { origin: 'http://localhost:5173', 'content-type': 'application/json' },
    });
    expect(refund.statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'DELETE', url: '/__mock/worlds/script', headers: { 'content-type': 'application/json' } })).statusCode,
    ).toBe(200);
  });
});
