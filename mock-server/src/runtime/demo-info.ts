import { OrderStatus } from '@tours/contract';
import type { State } from '../domain/index.js';
import { CARD_SETTLE_MS, SLOW_CARD_SETTLE_MS, TEST_CARDS } from '../domain/payments.js';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts.js';

/**
 * What a person needs first in the console: the demo logins with what each has in this world now (counted
 * from the world, so a refund or a new favourite shows at once), and the test cards with their outcome.
 */
function demoAccounts(state: State) {
  return Object.values(DEMO_ACCOUNTS).map(({ email, password }) => {
    const user = state.users.find((u) => u.email === email);
    const mine = <T extends { userId: number }>(rows: T[]) => rows.filter((row) => row.userId === user?.id);
    const orders = mine(state.orders);
    const byStatus = Object.entries(OrderStatus)
      .map(([name, status]) => [name, orders.filter((o) => o.status === status).length] as const)
      .filter(([, count]) => count > 0)
      .map(([name, count]) => `${count} ${name.toLowerCase()}`);
    const has = [
      `orders: ${orders.length > 0 ? byStatus.join(', ') : 'none'}`,
      `favourites: ${mine(state.favorites).length}`,
      `saved cards: ${mine(state.cards).length}`,
      `message threads: ${mine(state.threads).length}`,
    ];
    return { email, password, has: user ? has.join('; ') : 'not in this world (reset or reseed it)' };
  });
}

const seconds = (ms: number) => `${ms / 1000} s`;

const testCards = [
  { name: 'success', number: TEST_CARDS.success, outcome: `approved about ${seconds(CARD_SETTLE_MS)} later` },
  { name: 'slow', number: TEST_CARDS.slow, outcome: `approved about ${seconds(SLOW_CARD_SETTLE_MS)} later` },
  { name: 'decline', number: TEST_CARDS.decline, outcome: 'declined: "Your card was declined; please use another card"' },
];

/** GET /__mock/info: what a person needs first, for the world of that name. */
export const infoView = (name: string, state: State) => ({
  world: name,
  demoAccounts: demoAccounts(state),
  testCards,
  links: { shop: '/', docs: '/docs', openapi: '/docs/openapi.json', console: '/__mock/' },
});
