import { OrderStatus } from '@tours/contract';
import type { State } from './state.js';

const STATUSES = new Set(Object.values(OrderStatus));

/**
 * Consistency of a world, as messages (empty when consistent). Tests and the fuzzing suite call it
 * after every step, so a handler that half-updates the state is caught where it happens.
 */
export function checkInvariants(state: State): string[] {
  const problems: string[] = [];
  const tourIds = new Set(state.tours.map((t) => t.id));
  const reviewCounts = new Map<number, number>();
  for (const review of state.reviews) reviewCounts.set(review.spuId, (reviewCounts.get(review.spuId) ?? 0) + 1);
  for (const tour of state.tours) {
    if ((reviewCounts.get(tour.id) ?? 0) !== tour.reviewCount)
      problems.push(`tour ${tour.id}: review count ${tour.reviewCount} does not match its reviews`);
    if (tour.salesCount < 0) problems.push(`tour ${tour.id}: negative sales count`);
    if ((tour.reviewCount === 0) !== (tour.score === null)) problems.push(`tour ${tour.id}: score and review count disagree`);
  }
  const approved = new Map<number, number>();
  const open = new Set<number>();
  for (const payment of state.payments) {
    if (payment.status === 'APPROVED') approved.set(payment.orderId, (approved.get(payment.orderId) ?? 0) + 1);
    if (payment.status === 'CREATED' || payment.status === 'PENDING') open.add(payment.orderId);
  }
  const orderIds = new Set<number>();
  for (const order of state.orders) {
    // One charge per order: a paid order has exactly one approved payment and no open one left.
    const charges = approved.get(order.id) ?? 0;
    if (order.payStatus ? charges !== 1 : charges !== 0)
      problems.push(`order ${order.id}: payStatus ${order.payStatus} with ${charges} approved payments`);
    if (order.payStatus && open.has(order.id)) problems.push(`order ${order.id}: paid but a payment is still open`);
    if (orderIds.has(order.id)) problems.push(`order ${order.id}: id used twice`);
    orderIds.add(order.id);
    if (!STATUSES.has(order.status)) problems.push(`order ${order.id}: unknown status ${order.status}`);
    if (order.payStatus !== (order.status !== OrderStatus.Unpaid))
      problems.push(`order ${order.id}: payStatus ${order.payStatus} with status ${order.status}`);
    if (order.closed && order.status !== OrderStatus.Unpaid) problems.push(`order ${order.id}: closed but not unpaid`);
    if (order.commentStatus && order.status === OrderStatus.Unpaid) problems.push(`order ${order.id}: reviewed but unpaid`);
    if (order.payPrice < 0) problems.push(`order ${order.id}: negative price`);
    if (!state.users.some((u) => u.id === order.userId)) problems.push(`order ${order.id}: unknown user ${order.userId}`);
    for (const item of order.items) {
      if (!tourIds.has(item.spuId)) problems.push(`order ${order.id}: item ${item.id} references missing tour ${item.spuId}`);
      if (item.adultCount < 0 || item.childCount < 0 || item.toddlerCount < 0) problems.push(`order ${order.id}: negative party count`);
    }
  }
  const favourites = new Set<string>();
  for (const favourite of state.favorites) {
    const key = `${favourite.userId}:${favourite.spuId}`;
    if (favourites.has(key)) problems.push(`favourite ${key} stored twice`);
    favourites.add(key);
    if (!tourIds.has(favourite.spuId)) problems.push(`favourite ${key} references a missing tour`);
  }
  for (const thread of state.threads) {
    const unread = state.messages.filter((m) => m.threadId === thread.id && m.userId === null && !m.read).length;
    if (unread !== thread.noReadCount) problems.push(`thread ${thread.id}: noReadCount ${thread.noReadCount} but ${unread} unread`);
  }
  const payOrderIds = new Set(state.orders.map((o) => o.payOrderId));
  if (payOrderIds.size !== state.orders.length) problems.push('payOrderId used twice');
  for (const [table, next] of Object.entries(state.seq)) if (next < 1) problems.push(`sequence ${table} is ${next}`);
  return problems;
}
