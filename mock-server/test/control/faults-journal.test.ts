import { describe, expect, it } from 'vitest';
import { newSession } from '../../src/domain/index.js';
import { build, callRequest, refusal } from '../helper.js';

describe('POST /__mock/faults', () => {
  it('answers the injected code after the delay', async () => {
    const app = await build();
    const set = await app.inject({
      method: 'POST',
      url: '/__mock/faults',
      payload: { call: 'category.list', delayMs: 30, errorCode: 500, errorMessage: 'boom' },
    });
    expect(set.statusCode).toBe(200);
    const started = Date.now();
    expect(await refusal(app, callRequest('category.list'))).toEqual({ code: 500, message: 'boom' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    await app.inject({ method: 'DELETE', url: '/__mock/faults/category.list', headers: { 'content-type': 'application/json' } });
    expect((await app.inject({ url: '/__mock/faults' })).json().faults).toEqual({});
  });

  it('refuses an unknown call name', async () => {
    const app = await build();
    expect((await app.inject({ method: 'POST', url: '/__mock/faults', payload: { call: 'nope', errorCode: 500 } })).statusCode).toBe(400);
  });
});

describe('POST /__mock/session-expired', () => {
  it('answers 201 to a required call even with a valid token', async () => {
    const app = await build();
    const state = app.mock.worlds.get('default').state;
    const user = state.users[0];
    if (!user) throw new Error('the seed has no users');
    state.sessions['valid-token'] = newSession(user.id, app.mock.worlds.now(app.mock.worlds.get('default')));
    await app.inject({ method: 'POST', url: '/__mock/session-expired', payload: { enabled: true } });
    expect((await refusal(app, callRequest('member.info', {}, { token: 'valid-token' }))).code).toBe(201);
  });
});

describe('GET /__mock/journal', () => {
  it('records calls with passwords and card numbers masked', async () => {
    const app = await build();
    await app.inject(callRequest('verify.login', { username: 'bad', password: 'Secret123' }));
    await app.inject(
      callRequest(
        'trade.order.pay.submit',
        { id: 1, payMode: 'card', cardNumber: '4242424242424242', cardSecurityCode: '123' },
        { token: 'x' },
      ),
    );
    const { entries } = (await app.inject({ url: '/__mock/journal' })).json();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      call: 'trade.order.pay.submit',
      code: 201,
      payload: { cardNumber: '************4242', cardSecurityCode: '***' },
    });
    expect(entries[1]).toMatchObject({ call: 'verify.login', code: 400, method: 'POST', payload: { username: 'bad', password: '***' } });
    expect(JSON.stringify(entries)).not.toContain('Secret123');
  });
});
