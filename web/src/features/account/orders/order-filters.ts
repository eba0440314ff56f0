import type { CallInput } from '@tours/contract';

/** The status tabs of My Order (spec §4): all, Unpaid 0, Booked 10, Pending review 30 without review, Refund 90. */
export const ORDER_FILTERS = [
  { key: 'all', status: '', countKey: null },
  { key: 'unpaid', status: '0', countKey: 'unpaidCount' },
  { key: 'booked', status: '10', countKey: 'bookedCount' },
  { key: 'pendingReview', status: '30', countKey: 'pendingReviewCount' },
  { key: 'refund', status: '90', countKey: 'refundCount' },
] as const;

export type OrderFilterKey = (typeof ORDER_FILTERS)[number]['key'];
export type OrderCountKey = 'unpaidCount' | 'bookedCount' | 'pendingReviewCount' | 'refundCount';

export function orderPageRequest(key: OrderFilterKey, pageNo: number): CallInput<'trade.order.page'> {
  const filter = ORDER_FILTERS.find((f) => f.key === key) ?? ORDER_FILTERS[0];
  return filter.key === 'pendingReview' ? { pageNo, status: filter.status, commentStatus: false } : { pageNo, status: filter.status };
}
