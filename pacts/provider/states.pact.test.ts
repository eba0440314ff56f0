import { codes } from '@tours/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../mock-server/src/index';
import { EXAMPLE_TOKEN } from '../support/names';
import { states } from '../support/states';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp();
});
afterAll(() => app.close());

const setState = (body: unknown) => app.inject({ method: 'POST', url: '/__mock/pact/state', payload: body as object });
const memberInfo = () =>
  app.inject({
    method: 'POST',
    url: '/rest/api/member/info',
    headers: { authorization: EXAMPLE_TOKEN, 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });

describe('POST /__mock/pact/state', () => {
  it('logs the example token in for the demo customer, on a world pinned to a fixed clock', async () => {
    const { description, parameters } = states.loggedIn;
    expect((await setState({ state: description, params: parameters, action: 'setup' })).statusCode).toBe(200);
    expect((await memberInfo()).json()).toMatchObject({ code: codes.success });
    const { worlds } = app.mock;
    expect(Math.abs(worlds.now(worlds.get('default')).getTime() - Date.parse('2030-06-03T08:00:00Z'))).toBeLessThan(60_000);
  });

  it('starts every setup from a fresh world, so an earlier session is gone', async () => {
    await setState({ state: states.loggedIn.description, params: states.loggedIn.parameters });
    await setState({ state: states.catalogue.description });
    expect((await memberInfo()).json()).toMatchObject({ code: codes.sessionInvalid });
  });

  it('ignores teardown', async () => {
    expect((await setState({ state: states.catalogue.description, action: 'teardown' })).statusCode).toBe(200);
  });

  it('refuses an unknown state and parameters the seed does not hold, naming them', async () => {
    const unknown = await setState({ state: 'a unicorn' });
    expect(unknown.statusCode).toBe(codes.badRequest);
    expect(unknown.body).toContain('a unicorn');
    const wrongOrder = { ...states.unpaidOrder.parameters, orderId: 2 };
    const refusal = await setState({ state: states.unpaidOrder.description, params: wrongOrder });
    expect(refusal.statusCode).toBe(codes.badRequest);
    expect(refusal.body).toContain('order in status 0');
  });
});
