import { BOOKABLE_STATUS, HOLD_MS, OrderStatus } from '@tours/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../world/index.js';
import { TestWorld } from '../world/testing.js';
import { completeOrder, refundOrder } from './backoffice.js';
import { checkInvariants } from './invariants.js';
import { approveWalletPayment, cancelWalletPayment, getWalletPayment, TEST_CARDS } from './payments.js';

const { demo, alice } = DEMO_ACCOUNTS;

/** The first bookable date and time of a tour from today on. */
async function bookableSlot(world: TestWorld, spuId: number) {
  const days = await world.call('product.appointment', { id: spuId, startDate: '2025-06-16', endDate: '2025-07-15' });
  const day = days.find((d) => d.status === BOOKABLE_STATUS);
  if (!day?.times[0]) throw new Error('no bookable day');
  return { reservationDate: day.date, reservationTime: day.times[0] };
}

async function createOrder(world: TestWorld, token: string, spuId = 10) {
  const slot = await bookableSlot(world, spuId);
  const draft = { spuId, adultCount: 1, childCount: 0, toddlerCount: 0, ...slot, currencyId: 1 };
  const person = { fullName: 'Demo', lastName: 'Traveller', email: demo.email };
  return { slot, ...(await world.call('trade.order.create', { ...draft, ...person }, token)) };
}

const card = (cardNumber: string) => ({ cardNumber, cardExpiry: '2030-01', cardSecurityCode: '123', cardName: 'Demo Traveller' });
const urls = { returnUrl: 'http://mock.test/orderInfo/1?type=1', cancelUrl: 'http://mock.test/orderInfo/1' };

describe('the order state machine on the clock', () => {
  it('goes unpaid -> card pay -> booked after the delay -> completed after the trip -> reviewed -> refunded', async () => {
    const world = new TestWorld();
    const token = await world.login(demo.email, demo.password);
    const { id, payOrderId, slot } = await createOrder(world, token);
    const created = await world.call('trade.order.get-detail', { id }, token);
    expect(created).toMatchObject({ status: OrderStatus.Unpaid, payStatus: false, commentStatus: false, payTime: null });
    expect(payOrderId).not.toBe(id);
    expect(Date.parse(`${created.payExpireTime.replace(' ', 'T')}Z`) - world.now.getTime()).toBe(HOLD_MS);

    const paid = await world.call(
      'trade.order.pay.submit',
      { id: payOrderId, payMode: 'card', ...urls, ...card(TEST_CARDS.success) },
      token,
    );
    expect(JSON.parse(paid.displayContent)).toMatchObject({ status: 'PENDING' });
    world.advance(1_000);
    expect((await world.call('trade.order.get-detail', { id }, token)).payStatus).toBe(false);
    world.advance(1_500);
    const booked = await world.call('trade.order.get-detail', { id }, token);
    expect(booked).toMatchObject({ status: OrderStatus.Booked, payStatus: true, payMode: 'card' });
    expect(booked.payTime).toBe('2025-06-15 10:00:02');

    await expect(
      world.call('member.product.comment.add', [{ orderId: id, orderItemId: booked.items[0]?.id ?? 0 }], token),
    ).rejects.toMatchObject({ code: 409 });
    world.now = new Date(`${slot.reservationDate}T${slot.reservationTime}:00Z`);
    const done = await world.call('trade.order.get-detail', { id }, token);
    expect(done).toMatchObject({ status: OrderStatus.Completed, commentStatus: false });

    await world.call(
      'member.product.comment.add',
      [{ orderId: id, orderItemId: done.items[0]?.id ?? 0, content: 'Lovely', guideScores: 5, transportationScores: 4, priceScores: 3 }],
      token,
    );
    expect((await world.call('trade.order.get-detail', { id }, token)).commentStatus).toBe(true);
    refundOrder(world.state, id, world.now);
    expect((await world.call('trade.order.get-detail', { id }, token)).status).toBe(90);
    expect(() => refundOrder(world.state, id, world.now)).toThrow(/Only a booked/);
    expect(checkInvariants(world.state)).toEqual([]);
  });

  it('lets the back office complete a booked order but refuses refunding an unpaid one', async () => {
    const world = new TestWorld();
    const token = await world.login(demo.email, demo.password);
    const { id } = await createOrder(world, token);
    expect(() => refundOrder(world.state, id, world.now)).toThrow(expect.objectContaining({ code: 409 }));
    expect(() => completeOrder(world.state, id, world.now)).toThrow(expect.objectContaining({ code: 409 }));
    expect(() => completeOrder(world.state, 99_999, world.now)).toThrow(expect.objectContaining({ code: 404 }));
    const booked = world.state.orders.find((o) => o.userId === 1 && o.status === OrderStatus.Booked);
    completeOrder(world.state, booked?.id ?? 0, world.now);
    expect(booked?.status).toBe(30);
  });

  it('closes an unpaid order at payExpireTime: hidden from the list and refused for payment', async () => {
    const world = new TestWorld();
    const token = await world.login(demo.email, demo.password);
    const before = await world.call('trade.order.page', { status: '0' }, token);
    const { id, payOrderId } = await createOrder(world, token);
    expect((await world.call('trade.order.page', { status: '0' }, token)).unpaidCount).toBe(before.unpaidCount + 1);
    world.advance(HOLD_MS);
    const refusal = await world.refusal(
      'trade.order.pay.submit',
      { id: payOrderId, payMode: 'card', ...urls, ...card(TEST_CARDS.success) },
      token,
    );
    expect(refusal).toMatchObject({ code: 409, message: expect.stringMatching(/expired/) });
    const after = await world.call('trade.order.page', { status: '0' }, token);
    expect(after.unpaidCount).toBe(before.unpaidCount);
    expect(after.page.list.map((o) => o.id)).not.toContain(id);
    expect((await world.call('trade.order.get-detail', { id }, token)).status).toBe(0);
  });

  it('declines the decline card with a message, settles the slow card after 10 s, refuses non-Luhn numbers', async () => {
    const world = new TestWorld();
    const token = await world.login(demo.email, demo.password);
    const { id, payOrderId } = await createOrder(world, token);
    const pay = (cardNumber: string) => ({ id: payOrderId, payMode: 'card' as const, ...urls, ...card(cardNumber) });
    expect(await world.refusal('trade.order.pay.submit', pay('4242424242424241'), token)).toMatchObject({ code: 400, field: 'cardNumber' });
    expect(await world.refusal('trade.order.pay.submit', pay(TEST_CARDS.decline), token)).toMatchObject({
      code: 409,
      message: expect.stringMatching(/declined/),
    });
    await world.call('trade.order.pay.submit', pay(TEST_CARDS.slow), token);
    expect(await world.refusal('trade.order.pay.submit', pay(TEST_CARDS.success), token)).toMatchObject({ code: 409 });
    world.advance(9_000);
    expect((await world.call('trade.order.get-detail', { id }, token)).payStatus).toBe(false);
    world.advance(1_000);
    expect((await world.call('trade.order.get-detail', { id }, token)).payStatus).toBe(true);
    expect(await world.refusal('trade.order.pay.submit', pay(TEST_CARDS.success), token)).toMatchObject({
      message: 'This order is already paid',
    });
  });

  it('pays through the wallet: approval link, approve marks paid and returns, cancel leaves it unpaid', async () => {
    const world = new TestWorld();
    const token = await world.login(demo.email, demo.password);
    const first = await createOrder(world, token);
    const answer = await world.call('trade.order.pay.submit', { id: first.payOrderId, payMode: 'quick', ...urls }, token);
    const content = JSON.parse(answer.displayContent) as { id: string; status: string; links: { href: string; rel: string }[] };
    expect(content.status).toBe('CREATED');
    // Absolute, on the origin of the shop's returnUrl: a path would land on the shop's own 404.
    expect(content.links[1]).toMatchObject({ rel: 'approve', href: `http://mock.test/mock-paypal/checkout?token=${content.id}` });
    expect(getWalletPayment(world.state, content.id)).toMatchObject({ orderId: first.id, status: 'CREATED', returnUrl: urls.returnUrl });
    expect(approveWalletPayment(world.state, content.id, world.now)).toEqual({ redirectUrl: urls.returnUrl });
    expect(await world.call('trade.order.get-detail', { id: first.id }, token)).toMatchObject({
      status: OrderStatus.Booked,
      payStatus: true,
      payMode: 'quick',
    });

    const second = await createOrder(world, token, 11);
    const other = JSON.parse(
      (await world.call('trade.order.pay.submit', { id: second.payOrderId, payMode: 'quick', ...urls }, token)).displayContent,
    ) as { id: string };
    expect(cancelWalletPayment(world.state, other.id, world.now)).toEqual({ redirectUrl: `${urls.cancelUrl}?payment=cancelled` });
    expect((await world.call('trade.order.get-detail', { id: second.id }, token)).payStatus).toBe(false);
    expect(getWalletPayment(world.state, 'nope')).toBeNull();
  });

  it('refuses the wallet in CNY (id 2)', async () => {
    const world = new TestWorld();
    const token = await world.login(demo.email, demo.password);
    const slot = await bookableSlot(world, 10);
    const order = await world.call(
      'trade.order.create',
      { spuId: 10, adultCount: 1, childCount: 0, toddlerCount: 0, ...slot, currencyId: 2, fullName: 'D', lastName: 'T', email: demo.email },
      token,
    );
    expect(await world.refusal('trade.order.pay.submit', { id: order.payOrderId, payMode: 'quick', ...urls }, token)).toMatchObject({
      code: 409,
      message: 'This currency is not supported',
    });
  });
});

describe('isolation between two users', () => {
  it('never shows one user another’s orders or counts', async () => {
    const world = new TestWorld();
    const demoToken = await world.login(demo.email, demo.password);
    const aliceToken = await world.login(alice.email, alice.password);
    const demoPage = await world.call('trade.order.page', {}, demoToken);
    const alicePage = await world.call('trade.order.page', {}, aliceToken);
    expect(demoPage).toMatchObject({ unpaidCount: 1, bookedCount: 1, pendingReviewCount: 1, refundCount: 1 });
    expect(demoPage.page.total).toBe(5);
    expect(alicePage).toMatchObject({ unpaidCount: 0, bookedCount: 1, pendingReviewCount: 1, refundCount: 0 });
    const aliceOrder = alicePage.page.list[0]?.id ?? 0;
    expect(await world.refusal('trade.order.get-detail', { id: aliceOrder }, demoToken)).toMatchObject({ code: 404 });
    const reviewable = await world.call('trade.order.page', { status: '30', commentStatus: 'false' }, demoToken);
    expect(reviewable.page.list).toHaveLength(1);
    expect(reviewable.page.list[0]).toMatchObject({ status: OrderStatus.Completed, commentStatus: false });
  });
});
