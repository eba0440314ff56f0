import { type CallName, callNames, calls } from '@tours/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { build, callRequest } from '../helper.js';
import { answer, expectConsistent, login, stateOf, userIdOf } from './support.js';

/**
 * Taken from the registry's `auth` field, so a new token call joins this suite without an edit here. A hand-written copy
 * would check nothing more: the first test below holds this list to the member and trade calls less the ones the spec
 * opens, so a call that loses or gains its 'required' flag still fails.
 */
const TOKEN_CALLS = callNames.filter((name) => calls[name].auth === 'required');
/** Member and trade paths the spec opens to visitors (spec §6: reviews of a tour, merchant application, quotes). */
const OPEN_MEMBER_AND_TRADE_CALLS: readonly CallName[] = [
  'member.product.comment.page',
  'member.merchant.application',
  'member.merchant.verification_code',
  'member.merchant.detail.check',
  'trade.order.settlement',
];

const EXPIRED = 201;
const NOT_FOUND = 404;

describe('the calls that need a token', () => {
  const memberOrTrade = callNames.filter((name) => /^\/(member|trade)\//.test(calls[name].path));

  it('are the member and trade calls but those the spec opens to visitors', () => {
    expect(TOKEN_CALLS).toEqual(memberOrTrade.filter((name) => !OPEN_MEMBER_AND_TRADE_CALLS.includes(name)));
  });

  it('leave out the member and trade calls the spec opens to visitors', () => {
    expect(OPEN_MEMBER_AND_TRADE_CALLS.filter((name) => !memberOrTrade.includes(name) || calls[name].auth === 'required')).toEqual([]);
  });
});

describe.each(TOKEN_CALLS)('%s without a valid session', (name) => {
  const tokens = { 'no token': undefined, 'a forged token': 'forged-0123456789abcdef', 'a forged Bearer token': 'Bearer forged' };

  it.each(Object.entries(tokens))('answers 201 with %s, whatever the payload', async (_label, token) => {
    const app = await build();
    for (const payload of [{}, { id: 1, spuId: 1, messageId: 1, pageNo: 1 }]) {
      const body = await answer(app, callRequest(name, payload, { token }));
      expect(body.code).toBe(EXPIRED);
      expect(body.data ?? null).toBeNull();
    }
    expectConsistent(app);
  });
});

/** Alice against the demo user's records: each attempt is a 404 envelope, and nothing of demo's changes. */
describe("another user's ids", () => {
  async function twoUsers(): Promise<{ app: FastifyInstance; alice: string; demoId: number }> {
    const app = await build();
    return { app, alice: await login(app, 'alice'), demoId: userIdOf(app, 'demo') };
  }

  it("cannot read, pay or review the demo user's orders", async () => {
    const { app, alice, demoId } = await twoUsers();
    const demoOrders = stateOf(app).orders.filter((o) => o.userId === demoId);
    expect(demoOrders.length).toBeGreaterThan(0);
    const before = JSON.stringify(demoOrders);
    for (const order of demoOrders) {
      const item = order.items[0];
      const attempts = [
        callRequest('trade.order.get-detail', { id: order.id }, { token: alice }),
        callRequest(
          'trade.order.pay.submit',
          { id: order.payOrderId, payMode: 'quick', returnUrl: '/orderInfo?type=1', cancelUrl: '/orderInfo' },
          { token: alice },
        ),
        callRequest('member.product.comment.add', [{ orderId: order.id, orderItemId: item?.id ?? 1, content: 'not mine' }], {
          token: alice,
        }),
      ];
      for (const request of attempts) {
        const body = await answer(app, request);
        expect(body.code, String(request.url)).toBe(NOT_FOUND);
        expect(body.data ?? null).toBeNull();
      }
    }
    expect(JSON.stringify(stateOf(app).orders.filter((o) => o.userId === demoId))).toBe(before);
    expectConsistent(app);
  });

  it("cannot delete the demo user's saved cards", async () => {
    const { app, alice, demoId } = await twoUsers();
    const demoCards = stateOf(app).cards.filter((c) => c.userId === demoId);
    expect(demoCards.length).toBeGreaterThan(0);
    for (const card of demoCards) {
      const body = await answer(app, callRequest('member.bankcard.delete', { id: card.id }, { token: alice }));
      expect(body.code).toBe(NOT_FOUND);
    }
    expect(stateOf(app).cards.filter((c) => c.userId === demoId)).toEqual(demoCards);
  });

  it("cannot read or write in the demo user's message threads", async () => {
    const { app, alice, demoId } = await twoUsers();
    const threads = stateOf(app).threads.filter((t) => t.userId === demoId);
    expect(threads.length).toBeGreaterThan(0);
    const messageCount = stateOf(app).messages.length;
    for (const thread of threads) {
      const read = await answer(app, callRequest('member.my.message.content.list', { messageId: thread.id }, { token: alice }));
      expect(read.code).toBe(NOT_FOUND);
      expect(read.data ?? null).toBeNull();
      const write = await answer(
        app,
        callRequest('member.my.message.content.add', { messageId: thread.id, content: 'hi' }, { token: alice }),
      );
      expect(write.code).toBe(NOT_FOUND);
    }
    expect(stateOf(app).messages.length).toBe(messageCount);
  });

  it("never lists the demo user's records in her own lists", async () => {
    const { app, alice, demoId } = await twoUsers();
    const state = stateOf(app);
    const demoOrderIds = new Set(state.orders.filter((o) => o.userId === demoId).map((o) => o.id));
    const demoCardIds = new Set(state.cards.filter((c) => c.userId === demoId).map((c) => c.id));
    const demoThreadIds = new Set(state.threads.filter((t) => t.userId === demoId).map((t) => t.id));

    const orders = await answer(app, callRequest('trade.order.page', { pageSize: 100 }, { token: alice }));
    const listedOrders = (orders.data as { page: { list: { id: number }[] } }).page.list;
    expect(listedOrders.length).toBeGreaterThan(0);
    expect(listedOrders.filter((o) => demoOrderIds.has(o.id))).toEqual([]);

    const cards = await answer(app, callRequest('member.bankcard.page', { pageSize: 100 }, { token: alice }));
    expect((cards.data as { list: { id: number }[] }).list.filter((c) => demoCardIds.has(c.id))).toEqual([]);

    const threads = await answer(app, callRequest('member.my.message.list', {}, { token: alice }));
    expect((threads.data as { id: number }[]).filter((t) => demoThreadIds.has(t.id))).toEqual([]);

    const info = await answer(app, callRequest('member.info', {}, { token: alice }));
    expect(JSON.stringify(info.data)).not.toContain('demo@tours.test');
  });
});
