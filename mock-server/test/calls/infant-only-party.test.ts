import { messages } from '@tours/contract/rules';
import { describe, expect, it } from 'vitest';
import { bookableSlot, login } from '../fixtures.js';
import { build, callApi } from '../helper.js';

const infantsOnly = { adultCount: 0, childCount: 0, toddlerCount: 2, currencyId: 1 };

describe('a party of infants only', () => {
  it('is refused a quote with a 400 that says why', async () => {
    const app = await build();
    const slot = await bookableSlot(app);
    const body = await callApi(app, 'trade.order.settlement', { ...slot, ...infantsOnly });
    expect(body).toMatchObject({ code: 400, message: messages.infantsNeedAdult });
  });

  it('cannot be ordered either, while infants with an adult can', async () => {
    const app = await build();
    const token = await login(app);
    const slot = await bookableSlot(app);
    const person = { fullName: 'Demo', lastName: 'Traveller', email: 'demo@tours.test' };
    const refused = await callApi(app, 'trade.order.create', { ...slot, ...infantsOnly, ...person }, { token });
    expect(refused).toMatchObject({ code: 400, message: messages.infantsNeedAdult });
    const accepted = await callApi(app, 'trade.order.create', { ...slot, ...infantsOnly, adultCount: 1, ...person }, { token });
    expect(accepted.code).toBe(200);
  });
});
