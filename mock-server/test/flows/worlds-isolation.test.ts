import { describe, expect, it } from 'vitest';
import { createOrder, login } from '../fixtures.js';
import { build, callApi } from '../helper.js';

describe('isolated worlds', () => {
  it('never shows an order of one world in another', async () => {
    const app = await build();
    for (const name of ['w1', 'w2']) await app.inject({ method: 'POST', url: '/__mock/worlds', payload: { name } });
    const inW1 = await login(app, 'demo', { world: 'w1' });
    const order = await createOrder(app, inW1, { world: 'w1' });
    const inW2 = await login(app, 'demo', { world: 'w2' });
    const mine = await callApi(app, 'trade.order.get-detail', { id: order.id }, { token: inW2, world: 'w2' });
    expect(mine.code).toBe(404);
    // A token of one world means nothing in another.
    expect((await callApi(app, 'member.info', {}, { token: inW1, world: 'w2' })).code).toBe(201);
    expect((await callApi(app, 'trade.order.get-detail', { id: order.id }, { token: inW1, world: 'w1' })).code).toBe(200);
  });
});

describe('optional-auth calls', () => {
  it('serve a visitor without a token, with a forged one, and while the session switch is on', async () => {
    const app = await build();
    const token = await login(app);
    await callApi(app, 'member.favorite.create', { spuId: 2 }, { token });
    expect((await callApi(app, 'product.detail', { id: 2 }, { token })).data?.isCollect).toBeTruthy();
    expect((await callApi(app, 'product.detail', { id: 2 })).data?.isCollect).toBeFalsy();
    expect((await callApi(app, 'product.detail', { id: 2 }, { token: 'forged' })).data?.isCollect).toBeFalsy();
    await app.inject({ method: 'POST', url: '/__mock/session-expired', payload: { enabled: true } });
    const asVisitor = await callApi(app, 'product.detail', { id: 2 }, { token });
    expect(asVisitor).toMatchObject({ code: 200 });
    expect(asVisitor.data?.isCollect).toBeFalsy();
    expect((await callApi(app, 'member.info', {}, { token })).code).toBe(201);
  });
});
