import { BOOKABLE_STATUS } from '@tours/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../world/index.js';
import { TestWorld } from '../world/testing.js';
import { approveWalletPayment, cancelWalletPayment, TEST_CARDS } from './payments.js';

const { demo } = DEMO_ACCOUNTS;
const urls = { returnUrl: 'http://mock.test/orderInfo/1?type=1', cancelUrl: 'http://mock.test/orderInfo/1' };
const card = (cardNumber: string) => ({ cardNumber, cardExpiry: '2030-01', cardSecurityCode: '123', cardName: 'Demo Traveller' });

/** A logged-in demo customer with a fresh unpaid order of two adults and a child on tour 10's first open slot. */
async function unpaidOrder(world: TestWorld) {
  const token = await world.login(demo.email, demo.password);
  const days = await world.call('product.appointment', { id: 10, startDate: '2025-06-16', endDate: '2025-07-15' });
  const day = days.find((d) => d.status === BOOKABLE_STATUS);
  const time = day?.times[0];
  if (!day || !time) throw new Error('tour 10 has no bookable day');
  const draft = {
    spuId: 10,
    adultCount: 2,
    childCount: 1,
    toddlerCount: 0,
    reservationDate: day.date,
    reservationTime: time,
    currencyId: 1,
  };
  const order = await world.call('trade.order.create', { ...draft, fullName: 'Demo', lastName: 'Traveller', email: demo.email }, token);
  const detail = await world.call('trade.order.get-detail', { id: order.id }, token);
  return { token, order, detail, when: `${day.date} ${time}` };
}

/** The confirmations in the outbox for one order, whatever their language. */
const confirmationsOf = (world: TestWorld, orderId: number) =>
  world.state.outbox.filter(
    (mail) => mail.subject.startsWith(`Booking confirmed, order ${orderId}:`) || mail.subject.startsWith(`订单 ${orderId} 预订成功`),
  );

async function payByWallet(world: TestWorld, token: string, payOrderId: number): Promise<string> {
  const answer = await world.call('trade.order.pay.submit', { id: payOrderId, payMode: 'quick', ...urls }, token);
  return (JSON.parse(answer.displayContent) as { id: string }).id;
}

describe('the booking confirmation email', () => {
  it('is sent when a card payment settles: order, tour, date and time, party and amount with its symbol', async () => {
    const world = new TestWorld();
    const { token, order, detail, when } = await unpaidOrder(world);
    await world.call('trade.order.pay.submit', { id: order.payOrderId, payMode: 'card', ...urls, ...card(TEST_CARDS.success) }, token);
    expect(confirmationsOf(world, order.id)).toEqual([]);
    world.advance(2_000);
    await world.call('trade.order.get-detail', { id: order.id }, token);

    const [email, ...more] = confirmationsOf(world, order.id);
    expect(more).toEqual([]);
    const tour = detail.items[0]?.spuName ?? '';
    expect(email).toMatchObject({
      to: demo.email,
      subject: `Booking confirmed, order ${order.id}: ${tour}`,
      sentAt: '2025-06-15 10:00:02',
    });
    expect(email?.text.split('\n')).toEqual([
      'Hello Demo,',
      'Thank you for your booking! We have received your payment and your tour is booked.',
      `Order: ${order.id}`,
      `Tour: ${tour}`,
      `Date and time: ${when}`,
      'Party: 2 adults, 1 child',
      `Amount paid: ${detail.currencyInco}${detail.payPrice}`,
    ]);
  });

  it('is sent when the wallet payment is approved', async () => {
    const world = new TestWorld();
    const { token, order } = await unpaidOrder(world);
    const paymentToken = await payByWallet(world, token, order.payOrderId);
    expect(confirmationsOf(world, order.id)).toEqual([]);
    approveWalletPayment(world.state, paymentToken, world.now);
    expect(confirmationsOf(world, order.id)).toHaveLength(1);
  });

  it('is written in Chinese to a customer whose language setting is Chinese', async () => {
    const world = new TestWorld();
    const { token, order, detail, when } = await unpaidOrder(world);
    await world.call('member.update', { language: 'zh' }, token);
    approveWalletPayment(world.state, await payByWallet(world, token, order.payOrderId), world.now);

    const [email] = confirmationsOf(world, order.id);
    const tour = detail.items[0]?.spuName ?? '';
    expect(email?.subject).toBe(`订单 ${order.id} 预订成功：${tour}`);
    expect(email?.text.split('\n')).toEqual([
      'Demo，您好：',
      '感谢您的预订！我们已收到您的付款，行程已预订成功。',
      `订单号：${order.id}`,
      `行程：${tour}`,
      `日期和时间：${when}`,
      '人数：成人 2 名，儿童 1 名',
      `支付金额：${detail.currencyInco}${detail.payPrice}`,
    ]);
  });

  it('is sent once per order, however often its payment is confirmed', async () => {
    const world = new TestWorld();
    const { token, order } = await unpaidOrder(world);
    const walletToken = await payByWallet(world, token, order.payOrderId);
    await world.call('trade.order.pay.submit', { id: order.payOrderId, payMode: 'card', ...urls, ...card(TEST_CARDS.success) }, token);
    approveWalletPayment(world.state, walletToken, world.now);
    approveWalletPayment(world.state, walletToken, world.now);
    // The card settles after the wallet paid the order: it is voided and sends nothing either.
    world.advance(5_000);
    await world.call('trade.order.get-detail', { id: order.id }, token);
    expect(confirmationsOf(world, order.id)).toHaveLength(1);
  });

  it('is never sent for a declined card or a cancelled wallet payment', async () => {
    const world = new TestWorld();
    const { token, order } = await unpaidOrder(world);
    const declined = await world.refusal(
      'trade.order.pay.submit',
      { id: order.payOrderId, payMode: 'card', ...urls, ...card(TEST_CARDS.decline) },
      token,
    );
    expect(declined).toMatchObject({ code: 409 });
    cancelWalletPayment(world.state, await payByWallet(world, token, order.payOrderId), world.now);
    world.advance(60_000);
    await world.call('trade.order.get-detail', { id: order.id }, token);
    expect(confirmationsOf(world, order.id)).toEqual([]);
    expect(world.state.outbox.filter((mail) => mail.to === demo.email)).toEqual([]);
  });
});
