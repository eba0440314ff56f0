import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../src/domain/index.js';
import { DEMO_ACCOUNTS } from '../../src/world/index.js';
import { createOrder, login } from '../fixtures.js';
import { build, callApi } from '../helper.js';

interface Email {
  id: number;
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

const json = { 'content-type': 'application/json' };
const card = { cardNumber: TEST_CARDS.success, cardExpiry: '2099-12', cardSecurityCode: '123', cardName: 'Demo', cardType: 'Visa' };
const urls = { returnUrl: 'http://localhost/orderInfo/1?type=1', cancelUrl: 'http://localhost/orderInfo/1' };

describe('GET /__mock/outbox', () => {
  it('carries every email’s whole text, which the console opens: here the confirmation of a card payment', async () => {
    const app = await build();
    const token = await login(app);
    const order = await createOrder(app, token);
    await callApi(app, 'trade.order.pay.submit', { id: order.payOrderId, payMode: 'card', ...urls, ...card }, { token });
    await app.inject({ method: 'POST', url: '/__mock/clock/advance', headers: json, payload: { ms: 3_000 } });
    const detail = (await callApi(app, 'trade.order.get-detail', { id: order.id }, { token })).data;
    const item = detail?.items[0];
    if (!detail || !item) throw new Error(`order ${order.id} has no item`);

    const { emails } = (await app.inject({ url: `/__mock/outbox?to=${DEMO_ACCOUNTS.demo.email}` })).json<{ emails: Email[] }>();
    const confirmations = emails.filter((email) => email.subject === `Booking confirmed, order ${order.id}: ${item.spuName}`);
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]?.text).toContain(`Order: ${order.id}\nTour: ${item.spuName}\n`);
    expect(confirmations[0]?.text).toContain(`Date and time: ${item.reservationDate} ${item.reservationTime}\nParty: 2 adults\n`);
    expect(confirmations[0]?.text).toContain(`Amount paid: ${detail.currencyInco}`);
  });

  it('answers a verification code’s email with its text as well as its code', async () => {
    const app = await build();
    await callApi(app, 'verify.sendCode', { account: 'new.traveller@tours.test' });
    const { emails } = (await app.inject({ url: '/__mock/outbox?to=new.traveller@tours.test' })).json<{
      emails: (Email & { code: string })[];
    }>();
    expect(emails).toHaveLength(1);
    expect(emails[0]?.text).toBe(`Your verification code for your account is ${emails[0]?.code}. It expires in 10 minutes.`);
  });
});
