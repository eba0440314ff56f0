import type { FastifyInstance, InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { build, callApi } from '../helper.js';
import { worldData } from './world-snapshot.js';

const json = (method: InjectOptions['method'], url: string, body?: unknown): InjectOptions => ({
  method,
  url,
  headers: { 'content-type': 'application/json' },
  payload: body === undefined ? undefined : JSON.stringify(body),
});

/** A refusal of the control plane: HTTP 400, a JSON error naming `field`, and the world as it was. */
async function refused(app: FastifyInstance, request: InjectOptions, field: string, status = 400) {
  const before = worldData(app);
  const response = await app.inject(request);
  expect(response.statusCode, `${request.url} ${String(request.payload)}`).toBe(status);
  const body = response.json();
  expect(body).toMatchObject({ code: status });
  expect(body.message).toMatch(new RegExp(`^${field}`));
  expect(worldData(app)).toEqual(before);
  return body.message as string;
}

async function stillServing(app: FastifyInstance) {
  expect((await callApi(app, 'product.search', {})).code).toBe(200);
  expect((await app.inject({ url: '/__mock/clock' })).statusCode).toBe(200);
}

describe('a clock advanced past the end of time (POST /__mock/clock/advance {"days":1e8})', () => {
  it('is refused naming the field, and later calls keep working', async () => {
    const app = await build();
    await refused(app, json('POST', '/__mock/clock/advance', { days: 1e8 }), 'days');
    await refused(app, json('POST', '/__mock/clock/advance', { ms: 1e308 }), 'ms');
    await refused(app, json('POST', '/__mock/clock/advance', { hours: 1, minutes: 1e15 }), 'minutes');
    await stillServing(app);
  });

  it('still moves a clock by centuries inside the range', async () => {
    const app = await build();
    const response = await app.inject(json('POST', '/__mock/clock/advance', { days: 365 * 500 }));
    expect(response.statusCode).toBe(200);
    await stillServing(app);
  });
});

describe('a clock set outside 1970..9999 (POST /__mock/clock/set)', () => {
  it('is refused naming iso', async () => {
    const app = await build();
    await refused(app, json('POST', '/__mock/clock/set', { iso: '9999-06-01T00:00:00Z' }), 'iso');
    await refused(app, json('POST', '/__mock/clock/set', { iso: '1969-12-31T23:59:59Z' }), 'iso');
    await stillServing(app);
  });
});

describe('a fractional or tiny scale (POST /__mock/reseed)', () => {
  it('is refused naming scale, leaving the world as it was', async () => {
    const app = await build();
    await refused(app, json('POST', '/__mock/reseed', { scale: 1.5 }), 'scale');
    // Fewer tours than the seed's demo history uses would give a world that fails its own invariants.
    await refused(app, json('POST', '/__mock/reseed', { scale: 3 }), 'scale');
    await refused(app, json('POST', '/__mock/reseed', { seed: 0.5 }), 'seed');
    await stillServing(app);
  });
});

describe('prototype names as provider states (POST /__mock/pact/state)', () => {
  it('are unknown states: 400 naming state, and the world is not reseeded', async () => {
    const app = await build();
    await app.inject(json('POST', '/__mock/clock/advance', { hours: 5 }));
    for (const state of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'no such state']) {
      const error = await refused(app, json('POST', '/__mock/pact/state', { state }), 'state');
      expect(error).toContain('unknown provider state');
    }
  });

  it('refuses a "__proto__" token, which would replace the sessions table\'s prototype', async () => {
    const app = await build();
    const params = { token: '__proto__', email: 'demo@tours.test' };
    await refused(app, json('POST', '/__mock/pact/state', { state: 'a logged-in customer', params }), 'params.token');
    expect(Object.getPrototypeOf(app.mock.worlds.get('default').state.sessions)).toBe(Object.prototype);
  });

  it('leaves the world as it was when a known state lacks its parameters', async () => {
    const app = await build();
    await refused(app, json('POST', '/__mock/pact/state', { state: 'a logged-in customer', params: {} }), 'params.email');
  });
});

describe('a prototype name as a fault (DELETE /__mock/faults/toString)', () => {
  it('answers 404: no fault is set on it', async () => {
    const app = await build();
    for (const name of ['toString', 'constructor', 'hasOwnProperty', '__proto__', 'valueOf']) {
      await refused(
        app,
        { method: 'DELETE', url: `/__mock/faults/${name}`, headers: { 'content-type': 'application/json' } },
        'No fault is set',
        404,
      );
    }
    await app.inject(json('POST', '/__mock/faults', { call: 'product.search', delayMs: 1 }));
    expect(
      (await app.inject({ method: 'DELETE', url: '/__mock/faults/product.search', headers: { 'content-type': 'application/json' } }))
        .statusCode,
    ).toBe(200);
  });
});
