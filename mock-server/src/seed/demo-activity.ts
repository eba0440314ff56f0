import { OrderStatus } from '@tours/contract';
import type { OrderRow, PaymentRow, State, TourRow } from '../domain/state.js';
import { DAY_MS, formatDateTime } from '../domain/time.js';
import { DEMO_MESSAGES } from './messages.js';
import { seedOrder } from './users.js';

const DEMO_USER_ID = 1;
const ALICE_USER_ID = 2;

function tourAt(state: State, n: number): TourRow {
  const tour = state.tours[(n - 1) % state.tours.length];
  if (!tour) throw new Error('the seed needs at least one tour');
  return tour;
}

/**
 * The demo users' history: orders in every status (30 both reviewed and not), favourites, saved cards
 * and a conversation with a guide whose last answer is unread. Alice has her own orders, so isolation
 * between two accounts can be shown.
 */
export function seedDemoActivity(state: State, dayStartMs: number): void {
  const usd = state.currencies[0];
  if (!usd) throw new Error('the seed needs currencies');
  const specs = [
    { userId: DEMO_USER_ID, tour: tourAt(state, 1), status: OrderStatus.Unpaid, commentStatus: false, dayOffset: 10 },
    { userId: DEMO_USER_ID, tour: tourAt(state, 2), status: OrderStatus.Booked, commentStatus: false, dayOffset: 7 },
    { userId: DEMO_USER_ID, tour: tourAt(state, 3), status: OrderStatus.Completed, commentStatus: false, dayOffset: -5 },
    { userId: DEMO_USER_ID, tour: tourAt(state, 4), status: OrderStatus.Completed, commentStatus: true, dayOffset: -12 },
    { userId: DEMO_USER_ID, tour: tourAt(state, 5), status: OrderStatus.Refund, commentStatus: false, dayOffset: -20 },
    { userId: ALICE_USER_ID, tour: tourAt(state, 6), status: OrderStatus.Booked, commentStatus: false, dayOffset: 5 },
    { userId: ALICE_USER_ID, tour: tourAt(state, 7), status: OrderStatus.Completed, commentStatus: false, dayOffset: -3 },
  ] as const;
  for (const spec of specs) state.orders.push(seedOrder(state, spec, usd, dayStartMs));
  for (const order of state.orders) if (order.payStatus) state.payments.push(seededCardPayment(order));

  const reviewed = state.orders.find((o) => o.userId === DEMO_USER_ID && o.commentStatus);
  const reviewedItem = reviewed?.items[0];
  if (reviewed && reviewedItem) {
    state.reviews.push({
      id: state.seq.review++,
      spuId: reviewedItem.spuId,
      userId: DEMO_USER_ID,
      orderId: reviewed.id,
      orderItemId: reviewedItem.id,
      userNickname: 'Demo',
      userAvatar: '/media/avatars/101.svg',
      guideScores: 5,
      transportationScores: 4,
      priceScores: 4,
      scores: 4.3,
      content: '<p>Great guide, we learned a lot. Would book again.</p>',
      picUrls: [],
      commentTime: formatDateTime(dayStartMs - 10 * DAY_MS),
    });
  }

  const createTime = formatDateTime(dayStartMs - 30 * DAY_MS);
  for (const n of [1, 3, 8])
    state.favorites.push({ id: state.seq.favorite++, userId: DEMO_USER_ID, spuId: tourAt(state, n).id, createTime });
  state.favorites.push({ id: state.seq.favorite++, userId: ALICE_USER_ID, spuId: tourAt(state, 2).id, createTime });
  state.cards.push(
    { id: state.seq.card++, userId: DEMO_USER_ID, bankType: 1, cardType: 'Visa', cardName: 'Demo Traveller', last4: '4242', createTime },
    {
      id: state.seq.card++,
      userId: DEMO_USER_ID,
      bankType: 1,
      cardType: 'Mastercard',
      cardName: 'Demo Traveller',
      last4: '4444',
      createTime,
    },
    { id: state.seq.card++, userId: ALICE_USER_ID, bankType: 1, cardType: 'Visa', cardName: 'Alice Wong', last4: '1881', createTime },
  );
  seedConversation(state, tourAt(state, 2).merchantId, dayStartMs);
}

/** The card payment that paid a seeded order: every paid order has exactly one approved payment. */
function seededCardPayment(order: OrderRow): PaymentRow {
  return {
    // Hex like a real payment token, but derived from the order so the seed stays deterministic.
    token: order.payOrderId.toString(16).padStart(24, '0'),
    orderId: order.id,
    payMode: 'card',
    status: 'APPROVED',
    settleAt: null,
    returnUrl: `/orderInfo/${order.id}?type=1`,
    cancelUrl: `/orderInfo/${order.id}`,
    createTime: order.payTime ?? order.createTime,
  };
}

function seedConversation(state: State, merchantId: number, dayStartMs: number): void {
  const threadId = state.seq.thread++;
  let at = dayStartMs - 2 * DAY_MS + 10 * 3_600_000;
  for (const [index, [fromUser, content]] of DEMO_MESSAGES.entries()) {
    at += 7 * 60_000;
    state.messages.push({
      id: state.seq.message++,
      threadId,
      userId: fromUser ? DEMO_USER_ID : null,
      content,
      createTime: formatDateTime(at),
      read: fromUser || index < DEMO_MESSAGES.length - 1,
    });
  }
  const last = DEMO_MESSAGES[DEMO_MESSAGES.length - 1];
  state.threads.push({
    id: threadId,
    userId: DEMO_USER_ID,
    merchantId,
    lastestTime: formatDateTime(at),
    messageContent: last?.[1] ?? '',
    noReadCount: 1,
  });
}
