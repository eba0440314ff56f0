import { type Order, OrderStatus } from '@tours/contract';

export type OrderStatusKey = 'unpaid' | 'booked' | 'pendingReview' | 'completed' | 'refund';

/** Labels of spec §4; a completed order that already has its review reads 'Completed' (docs/decisions.md). */
export function orderStatusKey(order: Pick<Order, 'status' | 'commentStatus'>): OrderStatusKey {
  if (order.status === OrderStatus.Unpaid) return 'unpaid';
  if (order.status === OrderStatus.Booked) return 'booked';
  if (order.status === OrderStatus.Completed) return order.commentStatus ? 'completed' : 'pendingReview';
  return 'refund';
}
