import { OrderStatus } from '@tours/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { isSlotBookable } from '../../src/domain/availability.js';
import { TEST_CARDS } from '../../src/domain/index.js';
import { build, callApi, callRequest } from '../helper.js';
import { answer, expectConsistent, login, stateOf, userIdOf } from './support.js';

const PARALLEL = 50;
const DAY_MS = 86_400_000;

/** The first bookable slot of the first tour, a week or more ahead so no hold expires during the test. */
function bookableSlot(app: FastifyInstance) {
  const now = new Date();
  for (const tour of stateOf(app).tours) {
    for (let offset = 7; offset < 40; offset += 1) {
      const date = new Date(now.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
      const time = tour.times.find((t) => isSlotBookable(tour, date, t, now));
      if (time) return { spuId: tour.id, reservationDate: date, reservationTime: time };
    }
  }
  throw new Error('no bookable slot in the seed');
}

function orderDraft(app: FastifyInstance) {
  return { ...bookableSlot(app), adultCount: 1, childCount: 0, toddlerCount: 0, fullName: 'Para', lastName: 'Llel', email: 'p@tours.test' };
}

describe('parallel writes', () => {
  it(`creates ${PARALLEL} orders at once with distinct ids and consistent counts`, async () => {
    const app = await build();
    const token = await login(app, 'demo');
    const demoId = userIdOf(app, 'demo');
    const before = stateOf(app).orders.filter((o) => o.userId === demoId && o.status === OrderStatus.Unpaid && !o.closed).length;
    const draft = orderDraft(app);
    const created = await Promise.all(Array.from({ length: PARALLEL }, () => callApi(app, 'trade.order.create', draft, { token })));
    expect(created.every((body) => body.code === 200)).toBe(true);
    const ids = created.map((body) => body.data?.id);
    const payOrderIds = created.map((body) => body.data?.payOrderId);
    expect(new Set(ids).size).toBe(PARALLEL);
    expect(new Set(payOrderIds).size).toBe(PARALLEL);
    expectConsistent(app);

    const page = await callApi(app, 'trade.order.page', { pageSize: 100, status: 0 }, { token });
    expect(page.data?.unpaidCount).toBe(before + PARALLEL);
    expect(page.data?.page.total).toBe(before + PARALLEL);
  });

  it(`pays ${PARALLEL} orders at once, each exactly once, and they all end booked`, async () => {
    const app = await build();
    const token = await login(app, 'demo');
    const draft = orderDraft(app);
    const created = await Promise.all(Array.from({ length: PARALLEL }, () => callApi(app, 'trade.order.create', draft, { token })));
    const payOrderIds = created.map((body) => body.data?.payOrderId ?? 0);
    // Every order is paid twice at once: one attempt wins, the other is a clean conflict.
    const attempts = payOrderIds
      .flatMap((id) => [id, id])
      .map((id) =>
        answer(
          app,
          callRequest(
            'trade.order.pay.submit',
            {
              id,
              payMode: 'card',
              returnUrl: '/orderInfo?type=1',
              cancelUrl: '/orderInfo',
              cardNumber: TEST_CARDS.success,
              cardExpiry: '2031-12',
              cardSecurityCode: '123',
            },
            { token },
          ),
        ),
      );
    const answers = await Promise.all(attempts);
    expect(answers.filter((body) => body.code === 200)).toHaveLength(PARALLEL);
    expect(answers.filter((body) => body.code !== 200).every((body) => body.code === 409)).toBe(true);
    expectConsistent(app);

    // Card payments settle on the world's clock; move it past the settle delay.
    await app.inject({ method: 'POST', url: '/__mock/clock/advance', payload: { minutes: 1 } });
    const page = await callApi(app, 'trade.order.page', { pageSize: 100, status: 10 }, { token });
    const booked = new Set(page.data?.page.list.map((order) => order.payOrderId));
    expect(payOrderIds.every((id) => booked.has(id))).toBe(true);
    const ordersOfPayOrders = stateOf(app).orders.filter((o) => payOrderIds.includes(o.payOrderId));
    expect(ordersOfPayOrders.every((o) => o.status === OrderStatus.Booked && o.payStatus)).toBe(true);
    expectConsistent(app);
  });

  it('toggles one favourite from many requests at once without storing it twice', async () => {
    const app = await build();
    const token = await login(app, 'demo');
    const demoId = userIdOf(app, 'demo');
    const spuIds = stateOf(app)
      .tours.slice(10, 15)
      .map((t) => t.id);
    const toggles = spuIds.flatMap((spuId) =>
      Array.from({ length: 10 }, (_, n) =>
        callApi(app, n % 2 === 0 ? 'member.favorite.create' : 'member.favorite.cancel', { spuId }, { token }),
      ),
    );
    const answers = await Promise.all(toggles);
    expect(answers.every((body) => body.code === 200)).toBe(true);
    expectConsistent(app);

    const favourites = stateOf(app).favorites.filter((f) => f.userId === demoId);
    const list = await callApi(app, 'member.favorite.list', { pageSize: 100 }, { token });
    expect(list.data?.total).toBe(favourites.length);
    for (const spuId of spuIds) {
      const detail = await callApi(app, 'product.detail', { id: spuId }, { token });
      expect(detail.data?.isCollect).toBe(favourites.some((f) => f.spuId === spuId));
    }
  });
});
