import { codes } from '@tours/contract';
import { buildApp } from '@tours/mock-server';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_TOKEN } from '../support/names';
import { catalogueHolding, pricedTour, states } from '../support/states';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp();
});
afterAll(() => app.close());

const setState = (body: unknown, query = '') => app.inject({ method: 'POST', url: `/__mock/pact/state${query}`, payload: body as object });
const memberInfo = (token = EXAMPLE_TOKEN) =>
  app.inject({
    method: 'POST',
    url: '/rest/api/member/info',
    headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
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

  it("makes the address's providerToken a session of the state's customer too, as a real backend's test account", async () => {
    const { description, parameters } = states.loggedIn;
    await setState({ state: description, params: parameters }, '?providerToken=staging-customer-7');
    expect((await memberInfo('staging-customer-7')).json()).toMatchObject({ code: codes.success });
    await setState({ state: states.unknownToken.description, params: states.unknownToken.parameters }, '?providerToken=staging-customer-7');
    expect((await memberInfo('staging-customer-7')).json()).toMatchObject({ code: codes.sessionInvalid });
  });

  it('fixes the prices of the tour at known prices, which no other tour shares', async () => {
    const { description, parameters } = states.knownPrices;
    expect((await setState({ state: description, params: parameters })).statusCode).toBe(200);
    const search = await app.inject({
      method: 'POST',
      url: '/rest/api/product/search',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `pageNo=1&pageSize=10&priceMin=${pricedTour.adultPrice}&priceMax=${pricedTour.adultPrice}&currencyId=1`,
    });
    expect(search.json().data.map((row: { id: number; adultPrice: number }) => [row.id, row.adultPrice])).toEqual([
      [pricedTour.spuId, pricedTour.adultPrice],
    ]);
    const sameAsAnother = await setState({ state: description, params: { ...parameters, adultPrice: 20 } });
    expect(sameAsAnother.statusCode).toBe(codes.badRequest);
    expect(sameAsAnother.body).toContain('also starts at 20');
  });

  it('checks each id a catalogue request names', async () => {
    const held = catalogueHolding({ cityIds: [1], blogId: 2 });
    expect((await setState({ state: held.description, params: held.parameters })).statusCode).toBe(200);
    const missing = await setState({ state: held.description, params: { categoryIds: [1, 999] } });
    expect(missing.statusCode).toBe(codes.badRequest);
    expect(missing.body).toContain('no tour type 999');
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
