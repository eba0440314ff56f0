import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../src/domain/index.js';
import { createOrder, login } from '../fixtures.js';
import { build, type CallOptions, callApi, callRequest } from '../helper.js';

const card = { cardNumber: TEST_CARDS.success, cardExpiry: '2099-12', cardSecurityCode: '123', cardName: 'Demo', cardType: 'Visa' };
const urls = { returnUrl: 'http://localhost/orderInfo/1?type=1', cancelUrl: 'http://localhost/orderInfo/1' };

async function detail(app: FastifyInstance, token: string, id: number, options: CallOptions = {}) {
  const body = await callApi(app, 'trade.order.get-detail', { id }, { ...options, token });
  if (!body.data) throw new Error(`order ${id} not found`);
  return body.data;
}

/** The path of the wallet approval link (links[1]), as the shop redirects to it. */
async function walletLink(app: FastifyInstance, token: string, options: CallOptions = {}) {
  const order = await createOrder(app, token, options);
  const body = await callApi(app, 'trade.order.pay.submit', { id: order.payOrderId, payMode: 'quick', ...urls }, { ...options, token });
  const href: string = JSON.parse(body.data?.displayContent ?? '{}').links[1].href;
  // A path of this server: the shop's page resolves it against its own origin.
  const url = new URL(href, 'http://127.0.0.1:8080');
  return { order, path: `${url.pathname}${url.search}`, token: url.searchParams.get('token') ?? '' };
}

describe('POST /rest/api/trade/order/pay/submit with a card', () => {
  it('is approved after the settle delay on the world clock', async () => {
    const app = await build();
    const token = await login(app);
    const order = await createOrder(app, token);
    const paid = await callApi(app, 'trade.order.pay.submit', { id: order.payOrderId, payMode: 'card', ...urls, ...card }, { token });
    expect(paid.code).toBe(200);
    expect((await detail(app, token, order.id)).payStatus).toBe(false);
    await app.inject({ method: 'POST', url: '/__mock/clock/advance', payload: { ms: 3_000 } });
    expect(await detail(app, token, order.id)).toMatchObject({ payStatus: true, status: 10 });
  });

  it('refuses the decline card with a message', async () => {
    const app = await build();
    const token = await login(app);
    const order = await createOrder(app, token);
    const body = await callApi(
      app,
      'trade.order.pay.submit',
      { id: order.payOrderId, payMode: 'card', ...urls, ...card, cardNumber: TEST_CARDS.decline },
      { token },
    );
    expect(body.code).toBe(409);
    expect(body.message).toMatch(/declined/);
  });

  it('refuses an order past its 30-minute hold', async () => {
    const app = await build();
    const token = await login(app);
    const order = await createOrder(app, token);
    await app.inject({ method: 'POST', url: '/__mock/clock/advance', payload: { minutes: 31 } });
    const body = await callApi(app, 'trade.order.pay.submit', { id: order.payOrderId, payMode: 'card', ...urls, ...card }, { token });
    expect(body.code).toBe(409);
  });
});

describe('the wallet approval page /mock-paypal/checkout', () => {
  it('shows the amount and Approve, and Approve pays the order and returns to returnUrl', async () => {
    const app = await build();
    const token = await login(app);
    const link = await walletLink(app, token);
    const page = await app.inject({ url: link.path, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Approve');
    expect(page.headers['content-security-policy']).toBeDefined();
    const approved = await app.inject({
      method: 'POST',
      url: '/mock-paypal/approve',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${link.token}`,
    });
    expect(approved.statusCode).toBe(302);
    expect(approved.headers.location).toBe(urls.returnUrl);
    expect(await detail(app, token, link.order.id)).toMatchObject({ payStatus: true, status: 10 });
  });

  it('Cancel returns to cancelUrl and leaves the order unpaid', async () => {
    const app = await build();
    const token = await login(app);
    const link = await walletLink(app, token);
    const cancelled = await app.inject({ url: `/mock-paypal/cancel?token=${link.token}` });
    expect(cancelled.statusCode).toBe(302);
    expect(cancelled.headers.location).toBe(`${urls.cancelUrl}?payment=cancelled`);
    expect(await detail(app, token, link.order.id)).toMatchObject({ payStatus: false, status: 0 });
  });

  it('finds the payment of another world when the browser sends no world header', async () => {
    const app = await build();
    await app.inject({ method: 'POST', url: '/__mock/worlds', payload: { name: 'e2e-1' } });
    const world = { world: 'e2e-1' };
    const token = await login(app, 'demo', world);
    const link = await walletLink(app, token, world);
    const approved = await app.inject({ url: `/mock-paypal/approve?token=${link.token}` });
    expect(approved.statusCode).toBe(302);
    expect(await detail(app, token, link.order.id, world)).toMatchObject({ payStatus: true });
  });

  it('speaks the language the shop was in when it asked for the payment', async () => {
    const app = await build();
    const token = await login(app);
    const english = await app.inject({ url: (await walletLink(app, token)).path });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('>Cancel and return to the shop</a>');
    const chinese = await app.inject({ url: (await walletLink(app, token, { acceptLanguage: 'zh-CN,zh;q=0.9' })).path });
    expect(chinese.body).toContain('<html lang="zh">');
    expect(chinese.body).toContain('<title>模拟 PayPal – 确认付款</title>');
    expect(chinese.body).toContain('>确认付款</button>');
    expect(chinese.body).toContain('>取消并返回商店</a>');
  });

  it('answers a clear 404 page for an unknown token', async () => {
    const app = await build();
    const page = await app.inject({ url: '/mock-paypal/checkout?token=nope', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('This payment link is unknown');
  });
});

describe('the payment method recorded on the order', () => {
  it('names the wallet when the wallet paid, though a card was declined first', async () => {
    const app = await build();
    const token = await login(app);
    const link = await walletLink(app, token);
    const declined = { id: link.order.payOrderId, payMode: 'card', ...urls, ...card, cardNumber: TEST_CARDS.decline };
    expect((await callApi(app, 'trade.order.pay.submit', declined, { token })).code).toBe(409);
    expect((await detail(app, token, link.order.id)).payMode ?? null).toBeNull();
    await app.inject({ url: `/mock-paypal/approve?token=${link.token}` });
    expect(await detail(app, token, link.order.id)).toMatchObject({ payStatus: true, payMode: 'quick' });
  });

  it('names the card when a card paid after an abandoned wallet payment', async () => {
    const app = await build();
    const token = await login(app);
    const link = await walletLink(app, token);
    await app.inject({ url: `/mock-paypal/cancel?token=${link.token}` });
    const paid = { id: link.order.payOrderId, payMode: 'card', ...urls, ...card };
    expect((await callApi(app, 'trade.order.pay.submit', paid, { token })).code).toBe(200);
    await app.inject({ method: 'POST', url: '/__mock/clock/advance', payload: { ms: 3_000 } });
    expect(await detail(app, token, link.order.id)).toMatchObject({ payStatus: true, payMode: 'card' });
  });
});

describe('the Date header of /rest/api answers', () => {
  it('carries the world clock, also after the clock was advanced', async () => {
    const app = await build();
    const before = await app.inject(callRequest('category.list'));
    const first = Date.parse(String(before.headers.date));
    expect(Math.abs(first - Date.now())).toBeLessThan(2_000);
    await app.inject({ method: 'POST', url: '/__mock/clock/advance', payload: { minutes: 45 } });
    const after = await app.inject(callRequest('category.list'));
    const world = await app.inject({ url: '/__mock/clock' });
    const worldNow = Date.parse(JSON.parse(world.body).now);
    expect(Math.abs(Date.parse(String(after.headers.date)) - worldNow)).toBeLessThan(2_000);
    expect(Date.parse(String(after.headers.date)) - first).toBeGreaterThan(44 * 60_000);
  });

  it('says the card problem before anything is charged, with the contract’s words', async () => {
    const app = await build();
    const token = await login(app);
    const order = await createOrder(app, token);
    const body = await callApi(
      app,
      'trade.order.pay.submit',
      { id: order.payOrderId, payMode: 'card', ...urls, ...card, cardExpiry: '' },
      { token },
    );
    expect(body).toMatchObject({ code: 400, message: 'cardExpiry: is required' });
  });
});
