import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../src/domain/index.js';
import { DEMO_ACCOUNTS } from '../../src/world/index.js';
import { bookableSlot, createOrder, login } from '../fixtures.js';
import { build, callApi } from '../helper.js';

interface Email {
  id: number;
  to: string;
  subject: string;
  text: string;
  sentAt: string;
  language: 'en' | 'zh';
}

/** What the Chinese shop sends on every call (web/src/lib/localize-message.ts). */
const CHINESE_SHOP = 'zh-CN,zh;q=0.9,en;q=0.5';

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

  it('names each email’s language: a guest’s code, welcome and confirmation from the Chinese shop are Chinese', async () => {
    const app = await build();
    const guest = 'li.wei@tours.test';
    const zh = { acceptLanguage: CHINESE_SHOP };
    await callApi(app, 'verify.sendCode', { account: guest }, zh);
    const { code } = (await app.inject({ url: `/__mock/outbox/latest-code?email=${guest}` })).json<{ code: string }>();
    const registration = { name: 'Li', surname: 'Wei', username: guest, password: 'Generated1!', areaId: '45', code };
    const token = (await callApi(app, 'verify.register', registration, zh)).data?.token ?? '';
    const slot = await bookableSlot(app, zh);
    const booking = {
      ...slot,
      adultCount: 1,
      childCount: 0,
      toddlerCount: 0,
      currencyId: 1,
      fullName: 'Li',
      lastName: 'Wei',
      email: guest,
    };
    const order = (await callApi(app, 'trade.order.create', booking, { token, ...zh })).data ?? { id: 0, payOrderId: 0 };
    await callApi(app, 'trade.order.pay.submit', { id: order.payOrderId, payMode: 'card', ...urls, ...card }, { token, ...zh });
    // The card settles on a later tick: here the control plane's, which carries no shop language.
    await app.inject({ method: 'POST', url: '/__mock/clock/advance', headers: json, payload: { ms: 3_000 } });

    const { emails } = (await app.inject({ url: `/__mock/outbox?to=${guest}` })).json<{ emails: Email[] }>();
    expect(emails.map(({ subject, language }) => ({ subject, language }))).toEqual([
      { subject: expect.stringMatching(new RegExp(`^订单 ${order.id} 预订成功：`)), language: 'zh' },
      { subject: '欢迎加入', language: 'zh' },
      { subject: `您的验证码：${code}`, language: 'zh' },
    ]);
  });

  it('loads a world saved before emails and orders recorded a language, and names its emails’ language from their subject', async () => {
    const app = await build();
    const state = (await app.inject({ url: '/__mock/state' })).json();
    state.outbox = [
      { id: 1, to: 'demo@tours.test', subject: 'Welcome aboard', text: 'Hello', sentAt: '2025-01-01 00:00:00' },
      { id: 2, to: 'demo@tours.test', subject: '订单 7 退款成功：Tour', text: '退款已成功', sentAt: '2025-01-01 00:00:01' },
    ];
    for (const order of state.orders) delete order.language;
    for (const session of Object.values<{ language?: string }>(state.sessions)) delete session.language;
    const imported = await app.inject({ method: 'PUT', url: '/__mock/state', headers: json, payload: state });
    expect(imported.statusCode).toBe(200);
    const { emails } = (await app.inject({ url: '/__mock/outbox' })).json<{ emails: Email[] }>();
    expect(emails.map((email) => email.language)).toEqual(['zh', 'en']);
  });
});
