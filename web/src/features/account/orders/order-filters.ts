import { type CallInput, OrderStatus } from '@tours/contract';

/** The status tabs of My Order (spec §4): all, unpaid, booked, pending review (completed, not reviewed), refund. */
export const ORDER_FILTERS = [
  { key: 'all', status: '', countKey: null },
  { key: 'unpaid', status: `${OrderStatus.Unpaid}`, countKey: 'unpaidCount' },
  { key: 'booked', status: `${OrderStatus.Booked}`, countKey: 'bookedCount' },
  { key: 'pendingReview', status: `${OrderStatus.Completed}`, countKey: 'pendingReviewCount' },
  { key: 'refund', status: `${OrderStatus.Refund}`, countKey: 'refundCount' },
] as const;

export type OrderFilterKey = (typeof ORDER_FILTERS)[number]['key'];

export function orderPageRequest(key: OrderFilterKey, pageNo: number): CallInput<'trade.order.page'> {
  const filter = ORDER_FILTERS.find((f) => f.key === key) ?? ORDER_FILTERS[0];
  return filter.key === 'pendingReview' ? { pageNo, status: filter.status, commentStatus: false } : { pageNo, status: filter.status };
}
