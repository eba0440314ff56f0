import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../world/index.js';
import { TestWorld } from '../world/testing.js';
import { AUTO_REPLY_DELAY_MS } from './calls/message.js';
import { checkInvariants } from './invariants.js';

const { demo, alice } = DEMO_ACCOUNTS;

async function twoUsers() {
  const world = new TestWorld();
  return { world, demoToken: await world.login(demo.email, demo.password), aliceToken: await world.login(alice.email, alice.password) };
}

describe('reviews', () => {
  it('accepts only the caller’s own completed, unreviewed item and updates the tour’s score and count', async () => {
    const { world, demoToken, aliceToken } = await twoUsers();
    const pending = (await world.call('trade.order.page', { status: '30', commentStatus: 'false' }, demoToken)).page.list[0];
    const item = pending?.items[0];
    if (!pending || !item?.spuId) throw new Error('the demo user has no order to review');
    const tour = world.state.tours.find((t) => t.id === item.spuId);
    const before = {
      count: tour?.reviewCount ?? 0,
      scores: world.state.reviews.filter((r) => r.spuId === item.spuId).map((r) => r.scores),
    };
    const draft = { orderId: pending.id, orderItemId: item.id, guideScores: 5, transportationScores: 3, priceScores: 1, content: 'Fine' };
    expect(await world.refusal('member.product.comment.add', [draft], aliceToken)).toMatchObject({ code: 404 });
    expect(await world.refusal('member.product.comment.add', [{ ...draft, orderItemId: item.id + 1000 }], demoToken)).toMatchObject({
      code: 400,
    });
    await world.call('member.product.comment.add', [draft], demoToken);
    expect(await world.refusal('member.product.comment.add', [draft], demoToken)).toMatchObject({ code: 409 });
    const all = [...before.scores, 3];
    expect(tour?.reviewCount).toBe(before.count + 1);
    expect(tour?.score).toBe(Math.round((all.reduce((a, b) => a + b, 0) / all.length) * 10) / 10);
    const shown = await world.call('member.product.comment.page', { spuId: String(item.spuId), pageSize: '50' });
    expect(shown.list[0]).toMatchObject({ cotent: 'Fine', scores: 3, userNickname: 'Demo' });
    const mine = await world.call('member.product.comment.user.page', {}, demoToken);
    expect(mine.total).toBe(2);
    expect(mine.list[0]).toMatchObject({
      content: 'Fine',
      guideScores: 5,
      transportationScores: 3,
      priceScores: 1,
      spuInformation: { id: item.spuId },
    });
    expect((await world.call('member.product.comment.user.page', {}, aliceToken)).total).toBe(0);
    expect(checkInvariants(world.state)).toEqual([]);
  });
});

describe('favourites', () => {
  it('adds idempotently, lists with collectInformation merged, cancels, and 404s an unknown tour', async () => {
    const { world, demoToken, aliceToken } = await twoUsers();
    await world.call('member.favorite.create', { spuId: '20' }, demoToken);
    await world.call('member.favorite.create', { spuId: '20' }, demoToken);
    const list = await world.call('member.favorite.list', {}, demoToken);
    expect(list.total).toBe(4);
    expect(list.list[0]).toMatchObject({ id: 20, spuId: 20, isCollect: true });
    expect((await world.call('product.detail', { id: '20' }, demoToken)).collectInformation).toEqual({ spuId: 20 });
    expect((await world.call('product.detail', { id: '20' }, aliceToken)).isCollect).toBe(false);
    await world.call('member.favorite.cancel', { spuId: '20' }, demoToken);
    expect((await world.call('member.favorite.list', {}, demoToken)).total).toBe(3);
    expect(await world.refusal('member.favorite.create', { spuId: '999999' }, demoToken)).toMatchObject({ code: 404 });
    expect(checkInvariants(world.state)).toEqual([]);
  });
});

describe('saved cards', () => {
  it('checks Luhn and type, stores only a masked number, deletes only one’s own', async () => {
    const { world, demoToken, aliceToken } = await twoUsers();
    expect(await world.call('member.bankcard.check', { bankType: '1', number: '5555 5555 5555 4444', cardName: 'D' }, demoToken)).toEqual({
      valid: true,
      cardType: 'Mastercard',
    });
    expect(
      await world.call('member.bankcard.check', { bankType: '1', number: '4242424242424241', cardName: 'D' }, demoToken),
    ).toMatchObject({ valid: false });
    expect(
      await world.refusal('member.bankcard.add', { bankType: '1', number: '4242424242424241', cardName: 'D' }, demoToken),
    ).toMatchObject({ code: 400, field: 'number' });
    const added = await world.call('member.bankcard.add', { bankType: '1', number: '3782 822463 10005', cardName: 'Demo T' }, demoToken);
    expect(added).toMatchObject({
      bankType: 1,
      bankNumber: '**** **** **** 0005',
      cardType: 'American Express',
      bankInco: expect.stringMatching(/^\/media\/.+\.svg$/),
    });
    expect(JSON.stringify(world.state.cards)).not.toContain('378282246310005');
    expect((await world.call('member.bankcard.page', {}, demoToken)).total).toBe(3);
    expect(await world.refusal('member.bankcard.delete', { id: String(added.id) }, aliceToken)).toMatchObject({ code: 404 });
    await world.call('member.bankcard.delete', { id: String(added.id) }, demoToken);
    expect((await world.call('member.bankcard.page', {}, demoToken)).total).toBe(2);
  });
});

describe('messages', () => {
  it('opens a thread per guide, the guide answers a moment later, reading clears the unread count', async () => {
    const { world, demoToken, aliceToken } = await twoUsers();
    const seeded = await world.call('member.my.message.list', {}, demoToken);
    expect(seeded).toHaveLength(1);
    expect(seeded[0]?.noReadCount).toBe(1);
    const threadId = await world.call('member.my.message.content.create', { merchantId: '7', content: 'Hello there' }, demoToken);
    expect(await world.call('member.my.message.content.create', { merchantId: '7', content: 'Again' }, demoToken)).toBe(threadId);
    world.advance(AUTO_REPLY_DELAY_MS - 1);
    const early = (await world.call('member.my.message.list', {}, demoToken)).find((t) => t.id === threadId);
    expect(early).toMatchObject({ noReadCount: 0, messageContent: 'Again' });
    world.advance(1);
    const later = (await world.call('member.my.message.list', {}, demoToken)).find((t) => t.id === threadId);
    expect(later?.noReadCount).toBe(2);
    expect(later?.lastestTime).toBe('2025-06-15 10:00:01');
    const history = await world.call('member.my.message.content.list', { messageId: String(threadId) }, demoToken);
    expect(history.list.map((m) => m.userId ?? null)).toEqual([1, 1, null, null]);
    expect((await world.call('member.my.message.list', {}, demoToken)).find((t) => t.id === threadId)?.noReadCount).toBe(0);
    expect(await world.refusal('member.my.message.content.add', { messageId: String(threadId), content: 'hi' }, aliceToken)).toMatchObject({
      code: 404,
    });
    expect(await world.refusal('member.my.message.content.create', { merchantId: '999', content: 'hi' }, demoToken)).toMatchObject({
      code: 404,
    });
    expect(checkInvariants(world.state)).toEqual([]);
  });
});

describe('member profile and settings', () => {
  it('updates only what is sent and validates language, currency and area', async () => {
    const { world, demoToken } = await twoUsers();
    await world.call('member.update', { language: 'zh' }, demoToken);
    await world.call('member.update', { currency: '3' }, demoToken);
    const cn = world.state.countries.find((c) => c.countryCode === 'CN');
    await world.call('member.update', { nickname: 'Dee', areaId: String(cn?.id) }, demoToken);
    expect(await world.call('member.info', {}, demoToken)).toMatchObject({
      language: 'zh',
      languageId: 2,
      currencyId: 3,
      nickname: 'Dee',
      name: 'Demo',
      areaName: 'China',
    });
    expect(await world.refusal('member.update', { currency: '99' }, demoToken)).toMatchObject({ code: 400, field: 'currency' });
    expect(await world.refusal('member.update', { language: 'xx' }, demoToken)).toMatchObject({ code: 400, field: 'language' });
    expect(await world.refusal('member.update', { areaId: '9999' }, demoToken)).toMatchObject({ code: 400, field: 'areaId' });
    expect(await world.refusal('member.update', { email: alice.email }, demoToken)).toMatchObject({ code: 400, field: 'email' });
  });
});
