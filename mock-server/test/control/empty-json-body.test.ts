import { OrderStatus } from '@tours/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { build, refusal } from '../helper.js';

const JSON_TYPE = { 'content-type': 'application/json' };
const WRITING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every route of the app with its methods, read from Fastify's own route tree (printRoutes), so a control
 * route added later is covered without editing this test. Each tree line is indented by four characters
 * per level, and a child's segment continues its parent's path.
 */
function registeredRoutes(app: FastifyInstance): { url: string; methods: string[] }[] {
  const parents: string[] = [];
  const routes: { url: string; methods: string[] }[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1]?.length ?? 0) / 4;
    const url = (parents[depth - 1] ?? '') + (match[2] ?? '');
    parents[depth] = url;
    parents.length = depth + 1;
    if (match[3]) routes.push({ url, methods: match[3].split(', ') });
  }
  return routes;
}

function bookedOrderId(app: FastifyInstance): number {
  const order = app.mock.worlds.get('default').state.orders.find((o) => o.status === OrderStatus.Booked);
  if (!order) throw new Error('the seed has no booked order');
  return order.id;
}

describe('the control plane with an empty JSON body', () => {
  it('finds every writing control route in the route tree', async () => {
    const app = await build();
    const writing = registeredRoutes(app).filter((r) => r.url.startsWith('/__mock') && r.methods.some((m) => WRITING_METHODS.has(m)));
    const urls = writing.map((r) => r.url);
    expect(urls).toEqual(expect.arrayContaining(['/__mock/orders/:id/refund', '/__mock/reset', '/__mock/state', '/__mock/faults']));
  });

  it('reads it as {} on every POST and PUT route: a field may be required, the body never is', async () => {
    const app = await build();
    const id = bookedOrderId(app);
    const routes = registeredRoutes(app).filter((r) => r.url.startsWith('/__mock'));
    const tried: string[] = [];
    for (const { url, methods } of routes) {
      for (const method of methods.filter((m) => m === 'POST' || m === 'PUT')) {
        const path = url.replace(':id', String(id)).replace(':name', 'default');
        const response = await app.inject({ method: method as 'POST' | 'PUT', url: path, headers: JSON_TYPE });
        tried.push(`${method} ${url}`);
        expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
        if (response.statusCode === 400) expect(response.json().message, `${method} ${url}`).not.toMatch(/^body: is required/);
      }
    }
    expect(tried.length).toBeGreaterThanOrEqual(12);
  });

  it('refunds an order with `curl -X POST -H "content-type: application/json"` and no body', async () => {
    const app = await build();
    const id = bookedOrderId(app);
    const response = await app.inject({ method: 'POST', url: `/__mock/orders/${id}/refund`, headers: JSON_TYPE });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, status: 90 });
  });

  it('still refuses an empty JSON body under /rest/api, naming the body', async () => {
    const app = await build();
    const body = await refusal(app, { method: 'POST', url: '/rest/api/member/product/comment/add', headers: JSON_TYPE });
    expect(body.message).toMatch(/^body: /);
  });
});
