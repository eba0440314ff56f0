import { type Order, OrderStatus } from '@tours/contract';
import { ORDER_RESULT_POLL_MS } from '@tours/contract/constants';
import { isHoldExpired } from '../../lib/order-status';
import { readRefundRequest } from '../../lib/refund-request-store';

/** A refund asked for in this browser (the request screen sends nothing, spec §1) that the back office has not made yet. */
function refundPending(order: Order): boolean {
  const refundable = order.status === OrderStatus.Booked || order.status === OrderStatus.Completed;
  return refundable && readRefundRequest(order.id) !== null;
}

/**
 * How often the order page asks for its order again: every spec §9 order-result interval while the order can change
 * without this tab doing anything (back from paying and not paid yet, spec §4; unpaid within its hold, as it can be paid
 * in another tab or window; a refund asked for and not made yet), otherwise never. TanStack Query pauses the interval
 * while the tab is hidden; the page then refetches when it is shown again.
 */
export function orderPollInterval(order: Order | undefined, returning: boolean, now?: number): number | false {
  if (!order) return returning ? ORDER_RESULT_POLL_MS : false;
  if (returning && !order.payStatus) return ORDER_RESULT_POLL_MS;
  if (order.status === OrderStatus.Unpaid && !isHoldExpired(order, now)) return ORDER_RESULT_POLL_MS;
  return refundPending(order) ? ORDER_RESULT_POLL_MS : false;
}
