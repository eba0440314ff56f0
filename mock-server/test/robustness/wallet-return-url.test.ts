import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../src/domain/index.js';
import { createOrder } from '../fixtures.js';
import { build, callApi, callRequest } from '../helper.js';
import { answer, expectConsistent, login, stateOf } from './support.js';

/**
 * Attack: returnUrl and cancelUrl took any host or scheme, so the mock's own wallet
 * page became an open redirect (`//evil`, `javascript:`, `data:`), and a non-ASCII address marked the
 * order paid and then answered HTTP 500 on the redirect.
 */
const foreign = [
  '//evil.example/steal',
  '/\\evil.example/steal',
  '/.//evil.example/steal',
  'https://evil.example/orderInfo/1',
  'http://localhost@evil.example/',
  'javascript:alert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
  'orderInfo/1',
  '/orderInfo/1\r\nSet-Cookie: a=b',
];

async function submit(app: FastifyInstance, token: string, urls: { returnUrl: string; cancelUrl: string }, host?: string) {
  const order = await createOrder(app, token);
  const request = callRequest('trade.order.pay.submit', { id: order.payOrderId, payMode: 'quick', ...urls }, { token });
  const body = await answer(app, { ...request, headers: { ...request.headers, ...(host ? { host } : {}) } });
  return { order, body };
}

const walletTokenOf = (body: { data?: unknown }) =>
  (JSON.parse((body.data as { displayContent?: string } | undefined)?.displayContent ?? '{}') as { id: string }).id;

describe('wallet return URLs', () => {
  it.each(foreign)('refuses returnUrl %j with a 400 naming the field, and changes nothing', async (url) => {
    const app = await build();
    const token = await login(app, 'demo');
    const paymentsBefore = stateOf(app).payments.length;
    const { order, body } = await submit(app, token, { returnUrl: url, cancelUrl: '/orderInfo/1' });
    expect(body.code).toBe(400);
    expect(body.message).toMatch(/^returnUrl: /);
    expect(stateOf(app).payments).toHaveLength(paymentsBefore);
    expect(stateOf(app).orders.find((o) => o.id === order.id)).toMatchObject({ status: 0, payStatus: false, payMode: null });
    expectConsistent(app);
  });

  it.each(foreign)('refuses cancelUrl %j with a 400 naming the field', async (url) => {
    const app = await build();
    const token = await login(app, 'demo');
    const { body } = await submit(app, token, { returnUrl: '/orderInfo/1?type=1', cancelUrl: url });
    expect(body.code).toBe(400);
    expect(body.message).toMatch(/^cancelUrl: /);
  });

  it('refuses a foreign return address on the card path too', async () => {
    const app = await build();
    const token = await login(app, 'demo');
    const order = await createOrder(app, token);
    const card = { cardNumber: TEST_CARDS.success, cardExpiry: '2099-12', cardSecurityCode: '123', cardName: 'Demo' };
    const body = await callApi(
      app,
      'trade.order.pay.submit',
      { id: order.payOrderId, payMode: 'card', returnUrl: 'https://evil.example/', cancelUrl: '/orderInfo/1', ...card },
      { token },
    );
    expect(body).toMatchObject({ code: 400, message: expect.stringMatching(/^returnUrl: /) });
    expect(stateOf(app).payments.filter((p) => p.orderId === order.id)).toEqual([]);
  });

  it('accepts a non-ASCII return address and redirects to it encoded, without a 500', async () => {
    const app = await build();
    const token = await login(app, 'demo');
    const { order, body } = await submit(app, token, { returnUrl: '/orderInfo/1?type=1&who=Zoë 東京', cancelUrl: '/orderInfo/ü' });
    expect(body.code).toBe(200);
    const approved = await app.inject({ url: `/mock-paypal/approve?token=${walletTokenOf(body)}` });
    expect(approved.statusCode).toBe(302);
    expect(approved.headers.location).toBe('/orderInfo/1?type=1&who=Zo%C3%AB%20%E6%9D%B1%E4%BA%AC');
    expect(stateOf(app).orders.find((o) => o.id === order.id)).toMatchObject({ payStatus: true });
  });

  it('accepts the address the web sends: the page origin, which is the origin the request came to', async () => {
    const app = await build({ allowHosts: ['shop.example'] });
    const token = await login(app, 'demo');
    const urls = { returnUrl: 'http://shop.example:8080/orderInfo/1?type=1', cancelUrl: 'http://shop.example:8080/orderInfo/1' };
    const { body } = await submit(app, token, urls, 'shop.example:8080');
    expect(body.code).toBe(200);
    const cancel = `/mock-paypal/cancel?token=${walletTokenOf(body)}`;
    // The redirect checks the stored address again, against the host the approval page was reached on.
    expect((await app.inject({ url: cancel })).headers.location).toBe('/');
    expect((await app.inject({ url: cancel, headers: { host: 'shop.example:8080' } })).headers.location).toBe(
      `${urls.cancelUrl}?payment=cancelled`,
    );
  });

  it('accepts loopback-to-loopback (the Vite dev server on localhost:5173 proxying to 127.0.0.1:8080), and nothing else', async () => {
    const app = await build({ allowHosts: ['shop.example'] });
    const token = await login(app, 'demo');
    const dev = { returnUrl: 'http://localhost:5173/orderInfo/1?type=1', cancelUrl: 'http://localhost:5173/orderInfo/1' };
    expect((await submit(app, token, dev, '127.0.0.1:8080')).body.code).toBe(200);
    expect((await submit(app, token, dev, 'shop.example')).body).toMatchObject({
      code: 400,
      message: expect.stringMatching(/^returnUrl: /),
    });
  });
});

describe('the wallet approval page under the Vite dev server', () => {
  it('lets its Approve form return to the shop origin it came from, and no other', async () => {
    const app = await build();
    const token = await login(app, 'demo');
    const shop = 'http://localhost:5173';
    const urls = { returnUrl: `${shop}/orderInfo/1?type=1`, cancelUrl: `${shop}/orderInfo/1` };
    const { body } = await submit(app, token, urls, '127.0.0.1:8080');
    expect(body.code).toBe(200);
    const page = await app.inject({ url: `/mock-paypal/checkout?token=${walletTokenOf(body)}`, headers: { host: '127.0.0.1:8080' } });
    // Chromium applies form-action to the redirect after the POST too, so 'self' alone would strand the customer.
    const formAction = String(page.headers['content-security-policy'])
      .split('; ')
      .find((directive) => directive.startsWith('form-action'));
    expect(formAction).toBe(`form-action 'self' ${shop}`);
  });
});
