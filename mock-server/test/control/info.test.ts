import { OrderStatus } from '@tours/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CARD_SETTLE_MS, SLOW_CARD_SETTLE_MS, TEST_CARDS } from '../../src/domain/payments.js';
import { DEMO_ACCOUNTS } from '../../src/world/index.js';
import { createOrder, login } from '../fixtures.js';
import { build, callRequest, inLanguage, refusal } from '../helper.js';

const json = { 'content-type': 'application/json' };

interface Counts {
  orders: Record<'unpaid' | 'expired' | 'booked' | 'completed' | 'refund', number>;
  favourites: number;
  savedCards: number;
  messageThreads: number;
}
type Account = { email: string; password: string } & ({ inWorld: true; has: Counts } | { inWorld: false });
type Outcome = { kind: 'approved'; settleMs: number } | { kind: 'declined'; reason: Record<'en' | 'zh', string> };
interface Info {
  demoAccounts: Account[];
  testCards: { name: string; number: string; outcome: Outcome }[];
}

const info = async (app: FastifyInstance) => (await app.inject({ url: '/__mock/info' })).json<Info>();

async function demoHas(app: FastifyInstance): Promise<Counts> {
  const demo = (await info(app)).demoAccounts.find((a) => a.email === DEMO_ACCOUNTS.demo.email);
  if (!demo?.inWorld) throw new Error('the demo customer is not in the world');
  return demo.has;
}

describe('GET /__mock/info', () => {
  it('gives each demo login with counts of what it has in this world, never a sentence', async () => {
    const app = await build();
    const { demoAccounts } = await info(app);
    expect(demoAccounts.map(({ email, password }) => ({ email, password }))).toEqual(
      Object.values(DEMO_ACCOUNTS).map(({ email, password }) => ({ email, password })),
    );
    // The seed's demo customer (mock-server/README.md): orders in every status, favourites, two cards, a thread.
    expect(await demoHas(app)).toEqual({
      orders: { unpaid: expect.any(Number), expired: 0, booked: expect.any(Number), completed: expect.any(Number), refund: 1 },
      favourites: expect.any(Number),
      savedCards: 2,
      messageThreads: 1,
    });
    const { orders, favourites } = await demoHas(app);
    expect(Math.min(orders.unpaid, orders.booked, orders.completed, favourites)).toBeGreaterThan(0);
  });

  it('counts from the world, so a refund or an expiry shows at once', async () => {
    const app = await build();
    const before = await demoHas(app);
    const state = app.mock.worlds.get('default').state;
    const user = state.users.find((u) => u.email === DEMO_ACCOUNTS.demo.email);
    const booked = state.orders.find((o) => o.userId === user?.id && o.status === OrderStatus.Booked);
    if (!booked) throw new Error('the demo customer has no booked order');
    await app.inject({ method: 'POST', url: `/__mock/orders/${booked.id}/refund`, headers: json });
    const refunded = await demoHas(app);
    expect(refunded.orders).toEqual({ ...before.orders, booked: before.orders.booked - 1, refund: before.orders.refund + 1 });

    await createOrder(app, await login(app));
    expect((await demoHas(app)).orders.unpaid).toBe(refunded.orders.unpaid + 1);
    await app.inject({ method: 'POST', url: '/__mock/clock/advance', headers: json, payload: { minutes: 31 } });
    const expired = (await demoHas(app)).orders;
    expect(expired.expired).toBeGreaterThan(0);
    expect(expired.unpaid + expired.expired).toBe(refunded.orders.unpaid + 1);
  });

  it('marks a demo login the world does not hold, with nothing counted', async () => {
    const app = await build();
    const state = app.mock.worlds.get('default').state;
    state.users = state.users.filter((u) => u.email !== DEMO_ACCOUNTS.alice.email);
    const alice = (await info(app)).demoAccounts.find((a) => a.email === DEMO_ACCOUNTS.alice.email);
    const { email, password } = DEMO_ACCOUNTS.alice;
    expect(alice).toEqual({ email, password, inWorld: false });
  });

  it('gives each test card its outcome as data: when it settles, or what the mock says when it refuses it', async () => {
    const app = await build();
    const cards = Object.fromEntries((await info(app)).testCards.map((c) => [c.name, c]));
    expect(Object.fromEntries(Object.entries(cards).map(([name, c]) => [name, c.number]))).toEqual(TEST_CARDS);
    expect(cards.success?.outcome).toEqual({ kind: 'approved', settleMs: CARD_SETTLE_MS });
    expect(cards.slow?.outcome).toEqual({ kind: 'approved', settleMs: SLOW_CARD_SETTLE_MS });

    const token = await login(app);
    const order = await createOrder(app, token);
    const pay = callRequest(
      'trade.order.pay.submit',
      {
        id: order.payOrderId,
        payMode: 'card',
        returnUrl: 'http://localhost/orderInfo/1?type=1',
        cancelUrl: 'http://localhost/orderInfo/1',
        cardNumber: TEST_CARDS.decline,
        cardExpiry: '2099-12',
        cardSecurityCode: '123',
        cardName: 'Demo',
        cardType: 'Visa',
      },
      { token },
    );
    const said = { en: (await refusal(app, inLanguage(pay, 'en'))).message, zh: (await refusal(app, inLanguage(pay, 'zh-CN'))).message };
    expect(cards.decline?.outcome).toEqual({ kind: 'declined', reason: said });
  });
});
