import { OrderStatus } from '@tours/contract';
import type { State } from '../domain/index.js';
import { say } from '../domain/messages/say.js';
import { CARD_DECLINED, CARD_SETTLE_MS, SLOW_CARD_SETTLE_MS, TEST_CARDS } from '../domain/payments.js';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts.js';

/**
 * GET /__mock/info answers facts, never sentences: the console says them in the language its reader chose, and the
 * docs page in English. Only the decline's reason is words, the mock's own in each of its languages, because that is
 * what the shop receives when the card is refused.
 */

type OrderCounts = Record<'unpaid' | 'expired' | 'booked' | 'completed' | 'refund', number>;

/** By the contract's statuses, except that an unpaid order the clock closed is expired, as the console's orders say. */
function orderCounts(orders: State['orders']): OrderCounts {
  const counts: OrderCounts = { unpaid: 0, expired: 0, booked: 0, completed: 0, refund: 0 };
  for (const order of orders) {
    if (order.status === OrderStatus.Unpaid) counts[order.closed ? 'expired' : 'unpaid'] += 1;
    else if (order.status === OrderStatus.Booked) counts.booked += 1;
    else if (order.status === OrderStatus.Completed) counts.completed += 1;
    else if (order.status === OrderStatus.Refund) counts.refund += 1;
  }
  return counts;
}

/**
 * Each demo login with what it has in this world now (counted from the world, so a refund or a new favourite shows at
 * once); `inWorld: false` when the world holds no such user (an imported state, a reseed without it).
 */
function demoAccounts(state: State) {
  return Object.values(DEMO_ACCOUNTS).map(({ email, password }) => {
    const user = state.users.find((u) => u.email === email);
    if (!user) return { email, password, inWorld: false as const };
    const mine = <T extends { userId: number }>(rows: T[]) => rows.filter((row) => row.userId === user.id);
    const has = {
      orders: orderCounts(mine(state.orders)),
      favourites: mine(state.favorites).length,
      savedCards: mine(state.cards).length,
      messageThreads: mine(state.threads).length,
    };
    return { email, password, inWorld: true as const, has };
  });
}

const approvedAfter = (settleMs: number) => ({ kind: 'approved' as const, settleMs });

const testCards = [
  { name: 'success', number: TEST_CARDS.success, outcome: approvedAfter(CARD_SETTLE_MS) },
  { name: 'slow', number: TEST_CARDS.slow, outcome: approvedAfter(SLOW_CARD_SETTLE_MS) },
  {
    name: 'decline',
    number: TEST_CARDS.decline,
    outcome: { kind: 'declined' as const, reason: { en: say({ key: CARD_DECLINED }, 'en'), zh: say({ key: CARD_DECLINED }, 'zh') } },
  },
];

/** GET /__mock/info: what a person needs first, for the world of that name. */
export const infoView = (name: string, state: State) => ({
  world: name,
  demoAccounts: demoAccounts(state),
  testCards,
  links: { shop: '/', docs: '/docs', openapi: '/docs/openapi.json', console: '/__mock/' },
});
