import { BOOKABLE_STATUS, OrderStatus } from '@tours/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../world/index.js';
import { TestWorld } from '../world/testing.js';
import { refundOrder } from './backoffice.js';
import { latestCode } from './codes.js';
import { approveWalletPayment, TEST_CARDS } from './payments.js';
import type { TextLanguage } from './text-language.js';

// Each email goes out in the language the traveller used the shop in: the Accept-Language of the request that
// caused it (TestWorld.call's last argument), or, for an order's emails, of the customer's latest call about it.

const { demo } = DEMO_ACCOUNTS;
const guest = 'li.wei@example.com';
const urls = { returnUrl: 'http://mock.test/orderInfo/1?type=1', cancelUrl: 'http://mock.test/orderInfo/1' };
const card = { cardNumber: TEST_CARDS.success, cardExpiry: '2030-01', cardSecurityCode: '123', cardName: 'Li Wei' };

const mailsTo = (world: TestWorld, to: string) => world.state.outbox.filter((mail) => mail.to === to);

/** Tour 10's first open slot, for two adults in dollars. */
async function draft(world: TestWorld) {
  const days = await world.call('product.appointment', { id: 10, startDate: '2025-06-16', endDate: '2025-07-15' });
  const day = days.find((d) => d.status === BOOKABLE_STATUS);
  const time = day?.times[0];
  if (!day || !time) throw new Error('tour 10 has no bookable day');
  return { spuId: 10, adultCount: 2, childCount: 0, toddlerCount: 0, reservationDate: day.date, reservationTime: time, currencyId: 1 };
}

/** Checkout as the shop runs it for a visitor: the code, the account made on the fly, the order. */
async function guestCheckout(world: TestWorld, language: TextLanguage) {
  await world.call('verify.sendCode', { account: guest }, null, language);
  const code = latestCode(world.state, guest) ?? '';
  const registration = { name: 'Li', surname: 'Wei', username: guest, password: 'Generated1!', areaId: '45', code };
  const { token } = await world.call('verify.register', registration, null, language);
  const order = await world.call(
    'trade.order.create',
    { ...(await draft(world)), fullName: 'Li', lastName: 'Wei', email: guest },
    token,
    language,
  );
  return { token, order };
}

/** A card payment from the shop in `language`, settled on the clock by a later call that says no language. */
/** The demo customer's order for one tour, created from a shop in `language`. */
const demoOrder = async (world: TestWorld, token: string, language: TextLanguage) =>
  world.call(
    'trade.order.create',
    { ...(await draft(world)), fullName: 'Demo', lastName: 'Traveller', email: demo.email },
    token,
    language,
  );

async function payByCard(world: TestWorld, token: string, payOrderId: number, orderId: number, language: TextLanguage) {
  await world.call('trade.order.pay.submit', { id: payOrderId, payMode: 'card', ...urls, ...card }, token, language);
  world.advance(2_000);
  await world.call('trade.order.get-detail', { id: orderId }, token);
}

describe('the verification code email', () => {
  it('is written in the language of the request that asked for it', async () => {
    const world = new TestWorld();
    await world.call('verify.sendCode', { account: guest }, null, 'zh');
    const code = latestCode(world.state, guest);
    expect(mailsTo(world, guest)).toEqual([
      expect.objectContaining({
        subject: `您的验证码：${code}`,
        text: `您用于注册账户的验证码是 ${code}，10 分钟内有效。`,
        language: 'zh',
        code,
      }),
    ]);

    await world.call('member.merchant.verification_code', { email: 'guide@example.com' }, null, 'zh');
    expect(mailsTo(world, 'guide@example.com').at(-1)).toMatchObject({ text: expect.stringContaining('商家入驻申请'), language: 'zh' });
  });

  it('is in English for an English request and for one that names no language', async () => {
    const world = new TestWorld();
    await world.call('verify.sendCode', { account: guest }, null, 'en');
    await world.call('verify.sendCode', { account: 'no.header@example.com' });
    expect([...mailsTo(world, guest), ...mailsTo(world, 'no.header@example.com')]).toEqual([
      expect.objectContaining({ subject: expect.stringMatching(/^Your verification code: \d{6}$/), language: 'en' }),
      expect.objectContaining({ subject: expect.stringMatching(/^Your verification code: \d{6}$/), language: 'en' }),
    ]);
  });
});

describe('the welcome email and the new account', () => {
  it('a visitor who registers in Chinese gets a Chinese account and a Chinese welcome', async () => {
    const world = new TestWorld();
    await world.call('verify.sendCode', { account: guest }, null, 'zh');
    const code = latestCode(world.state, guest) ?? '';
    const registration = { name: 'Li', surname: 'Wei', username: guest, password: 'Secret123!', areaId: '45', code };
    const { token } = await world.call('verify.register', registration, null, 'zh');

    expect(await world.call('member.info', {}, token)).toMatchObject({ language: 'zh', languageId: 2 });
    expect(mailsTo(world, guest).at(-1)).toMatchObject({ subject: '欢迎加入', text: 'Li，您好！您的账户已创建成功。', language: 'zh' });
  });

  it('a visitor who registers in English, or from a request naming no language, gets English', async () => {
    const world = new TestWorld();
    await world.call('verify.sendCode', { account: guest });
    const code = latestCode(world.state, guest) ?? '';
    const { token } = await world.call('verify.register', {
      name: 'Li',
      surname: 'Wei',
      username: guest,
      password: 'Secret123!',
      areaId: '45',
      code,
    });
    expect(await world.call('member.info', {}, token)).toMatchObject({ language: 'en', languageId: 1 });
    expect(mailsTo(world, guest).at(-1)).toMatchObject({ subject: 'Welcome aboard', language: 'en' });
  });
});

describe('the booking confirmation email', () => {
  it('a guest who checks out and pays in Chinese gets the code, the welcome and the confirmation in Chinese', async () => {
    const world = new TestWorld();
    const { token, order } = await guestCheckout(world, 'zh');
    await payByCard(world, token, order.payOrderId, order.id, 'zh');

    const mails = mailsTo(world, guest);
    expect(mails.map((mail) => mail.language)).toEqual(['zh', 'zh', 'zh']);
    expect(mails[2]?.subject).toMatch(new RegExp(`^订单 ${order.id} 预订成功：`));
    expect(mails[2]?.text).toContain('感谢您的预订！');
  });

  it('a registered customer whose profile says English gets it in Chinese when they book in Chinese', async () => {
    const world = new TestWorld();
    const token = await world.login(demo.email, demo.password);
    const order = await demoOrder(world, token, 'zh');
    await payByCard(world, token, order.payOrderId, order.id, 'zh');
    expect(mailsTo(world, demo.email)).toEqual([
      expect.objectContaining({ subject: expect.stringMatching(/^订单 \d+ 预订成功：/), language: 'zh' }),
    ]);
  });

  it('follows the language of the payment when the wallet approves it on its own page, which sends the shop’s none', async () => {
    const world = new TestWorld();
    const token = await world.login(demo.email, demo.password);
    const order = await demoOrder(world, token, 'en');
    const answer = await world.call('trade.order.pay.submit', { id: order.payOrderId, payMode: 'quick', ...urls }, token, 'zh');
    approveWalletPayment(world.state, (JSON.parse(answer.displayContent) as { id: string }).id, world.now);
    expect(mailsTo(world, demo.email).map((mail) => mail.language)).toEqual(['zh']);
  });

  it('follows the current language over the saved one: a Chinese profile booking in English gets English', async () => {
    const world = new TestWorld();
    const token = await world.login(demo.email, demo.password);
    await world.call('member.update', { language: 'zh' }, token);
    const order = await demoOrder(world, token, 'en');
    await payByCard(world, token, order.payOrderId, order.id, 'en');
    expect(mailsTo(world, demo.email)).toEqual([
      expect.objectContaining({ subject: expect.stringMatching(/^Booking confirmed, order /), language: 'en' }),
    ]);
  });
});

describe('the refund email', () => {
  it('a guest who checked out in Chinese gets the back office’s refund in Chinese', async () => {
    const world = new TestWorld();
    const { token, order } = await guestCheckout(world, 'zh');
    await payByCard(world, token, order.payOrderId, order.id, 'zh');
    refundOrder(world.state, order.id, world.now);
    expect(mailsTo(world, guest).at(-1)).toMatchObject({ subject: expect.stringMatching(/^订单 \d+ 退款成功：/), language: 'zh' });
  });

  it('the demo customer logged in from the Chinese shop gets a seeded order’s refund in Chinese, with nothing saved', async () => {
    const world = new TestWorld();
    await world.call('verify.login', { username: demo.email, password: demo.password }, null, 'zh');
    const booked = world.state.orders.find((o) => o.email === demo.email && o.status === OrderStatus.Booked);
    if (!booked) throw new Error('the seed has no booked order of the demo customer');
    refundOrder(world.state, booked.id, world.now);
    expect(world.state.users.find((u) => u.email === demo.email)?.language).toBe('en');
    expect(mailsTo(world, demo.email).at(-1)).toMatchObject({
      subject: `订单 ${booked.id} 退款成功：${world.state.tours.find((t) => t.id === booked.items[0]?.spuId)?.name}`,
      language: 'zh',
    });
  });

  it('is in the saved profile language when no call of the customer named one', async () => {
    const world = new TestWorld();
    const token = await world.login(demo.email, demo.password);
    await world.call('member.update', { language: 'zh' }, token);
    const booked = world.state.orders.find((o) => o.email === demo.email && o.status === OrderStatus.Booked);
    if (!booked) throw new Error('the seed has no booked order of the demo customer');
    refundOrder(world.state, booked.id, world.now);
    expect(mailsTo(world, demo.email).at(-1)).toMatchObject({ language: 'zh' });
  });
});
