import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../src/domain/index.js';
import { createOrder } from '../fixtures.js';
import { build, callApi } from '../helper.js';
import { expectConsistent, login, stateOf } from './support.js';

/**
 * Attack: open a wallet payment, pay the same order by the slow card, approve the
 * wallet, let the card settle. Both used to end APPROVED: the customer was charged twice for one order.
 */
const urls = { returnUrl: '/orderInfo/1?type=1', cancelUrl: '/orderInfo/1' };
const card = (cardNumber: string) => ({ cardNumber, cardExpiry: '2099-12', cardSecurityCode: '123', cardName: 'Demo', cardType: 'Visa' });

async function openWallet(app: FastifyInstance, token: string, payOrderId: number): Promise<string> {
  const body = await callApi(app, 'trade.order.pay.submit', { id: payOrderId, payMode: 'quick', ...urls }, { token });
  expect(body.code).toBe(200);
  return (JSON.parse(body.data?.displayContent ?? '{}') as { id: string }).id;
}

const payByCard = (app: FastifyInstance, token: string, payOrderId: number, cardNumber: string) =>
  callApi(app, 'trade.order.pay.submit', { id: payOrderId, payMode: 'card', ...urls, ...card(cardNumber) }, { token });

const advance = (app: FastifyInstance, ms: number) => app.inject({ method: 'POST', url: '/__mock/clock/advance', payload: { ms } });
const approve = (app: FastifyInstance, walletToken: string) => app.inject({ url: `/mock-paypal/approve?token=${walletToken}` });

function paymentsOf(app: FastifyInstance, orderId: number) {
  return stateOf(app).payments.filter((p) => p.orderId === orderId);
}

describe('one order paid twice', () => {
  it('approves only the wallet when it is approved while the slow card is pending; the card is voided', async () => {
    const app = await build();
    const token = await login(app, 'demo');
    const order = await createOrder(app, token);
    const walletToken = await openWallet(app, token, order.payOrderId);
    expect((await payByCard(app, token, order.payOrderId, TEST_CARDS.slow)).code).toBe(200);
    expect((await approve(app, walletToken)).statusCode).toBe(302);
    await advance(app, 11_000);

    const payments = paymentsOf(app, order.id);
    expect(payments.filter((p) => p.status === 'APPROVED').map((p) => p.payMode)).toEqual(['quick']);
    expect(payments.find((p) => p.payMode === 'card')?.status).toBe('VOIDED');
    expect(stateOf(app).orders.find((o) => o.id === order.id)).toMatchObject({ status: 10, payStatus: true, payMode: 'quick' });
    expectConsistent(app);
  });

  it('approves only the card when it settles first; a later wallet approval takes no money', async () => {
    const app = await build();
    const token = await login(app, 'demo');
    const order = await createOrder(app, token);
    const walletToken = await openWallet(app, token, order.payOrderId);
    expect((await payByCard(app, token, order.payOrderId, TEST_CARDS.success)).code).toBe(200);
    await advance(app, 3_000);
    const approved = await approve(app, walletToken);
    expect(approved.statusCode).toBe(302);
    expect(approved.headers.location).toBe(urls.returnUrl);

    const payments = paymentsOf(app, order.id);
    expect(payments.filter((p) => p.status === 'APPROVED').map((p) => p.payMode)).toEqual(['card']);
    expect(payments.find((p) => p.payMode === 'quick')?.status).toBe('VOIDED');
    expectConsistent(app);
  });

  it('still lets the shop retry Pay Now after a declined card and after a cancelled wallet', async () => {
    const app = await build();
    const token = await login(app, 'demo');
    const order = await createOrder(app, token);
    expect((await payByCard(app, token, order.payOrderId, TEST_CARDS.decline)).code).toBe(409);
    const walletToken = await openWallet(app, token, order.payOrderId);
    expect((await app.inject({ url: `/mock-paypal/cancel?token=${walletToken}` })).statusCode).toBe(302);
    expect((await payByCard(app, token, order.payOrderId, TEST_CARDS.success)).code).toBe(200);
    await advance(app, 3_000);
    expect(paymentsOf(app, order.id).map((p) => p.status)).toEqual(['DECLINED', 'CANCELLED', 'APPROVED']);
    expectConsistent(app);
  });

  it('refuses a new payment once the order is paid, and two wallets approved one after the other pay once', async () => {
    const app = await build();
    const token = await login(app, 'demo');
    const order = await createOrder(app, token);
    const first = await openWallet(app, token, order.payOrderId);
    const second = await openWallet(app, token, order.payOrderId);
    await approve(app, second);
    await approve(app, first);
    expect(paymentsOf(app, order.id).map((p) => p.status)).toEqual(['VOIDED', 'APPROVED']);
    const again = await payByCard(app, token, order.payOrderId, TEST_CARDS.success);
    expect(again).toMatchObject({ code: 409, message: 'This order is already paid' });
    expectConsistent(app);
  });
});
