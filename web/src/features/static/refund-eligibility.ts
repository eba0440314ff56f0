import { type Order, OrderStatus } from '@tours/contract';

/** Why an order's refund screen offers no refund request: not paid, its tour has taken place, or already refunded. */
export type NoRefundReason = 'notPaid' | 'tourTakenPlace' | 'alreadyRefunded';

/** Spec §4: Refund is an action of a booked order (status 10) only; every other status has its reason. */
export function whyNoRefundRequest(order: Pick<Order, 'status'>): NoRefundReason | null {
  if (order.status === OrderStatus.Booked) return null;
  if (order.status === OrderStatus.Unpaid) return 'notPaid';
  if (order.status === OrderStatus.Completed) return 'tourTakenPlace';
  return 'alreadyRefunded';
}
