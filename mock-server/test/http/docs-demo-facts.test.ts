import { OrderStatus } from '@tours/contract';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/world/index.js';
import { build } from '../helper.js';
import { $, $$, openPage, PAGE_LOAD_TIMEOUT_MS, runScript } from '../page-dom.js';

describe('GET /docs: the demo accounts and test cards', () => {
  it(
    'says in English what GET /__mock/info counts, one or many, and what each test card does',
    async () => {
      const app = await build();
      const state = app.mock.worlds.get('default').state;
      const demo = state.users.find((u) => u.email === DEMO_ACCOUNTS.demo.email);
      // The demo customer left with one unpaid and one booked order and one favourite; Alice gone from the world.
      const kept = [OrderStatus.Unpaid, OrderStatus.Booked].map((status) =>
        state.orders.find((o) => o.userId === demo?.id && o.status === status && !o.closed),
      );
      state.orders = state.orders.filter((o) => o.userId !== demo?.id || kept.includes(o));
      const favourite = state.favorites.find((f) => f.userId === demo?.id);
      state.favorites = state.favorites.filter((f) => f.userId !== demo?.id || f === favourite);
      state.users = state.users.filter((u) => u.email !== DEMO_ACCOUNTS.alice.email);

      await openPage(app, '/docs');
      await runScript('src/http/assets/docs-viewer.js');
      await vi.waitFor(() => expect($('#demo-facts')?.hasAttribute('hidden')).toBe(false), { timeout: 10_000 });
      expect($$('#demo-accounts li').map((li) => li.textContent)).toEqual([
        'demo@tours.test / Demo1234! has 1 unpaid order, 1 booked order; 1 favourite, 2 saved cards, 1 message thread',
        'alice@tours.test / Alice1234! is not in this world (reset or reseed it to log in with it)',
      ]);
      expect($$('#test-cards li').map((li) => li.textContent)).toEqual([
        '4242424242424242 success: approved about 2 s later',
        '4000000000000259 slow: approved about 10 s later',
        '4000000000000002 decline: declined: "Your card was declined; please use another card"',
      ]);
      expect($('#login-email')?.value).toBe(DEMO_ACCOUNTS.demo.email);
    },
    PAGE_LOAD_TIMEOUT_MS,
  );
});
