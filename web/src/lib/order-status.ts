import { type Order, OrderStatus } from '@tours/contract';
import { serverNow } from './server-clock';

export type OrderStatusKey = 'unpaid' | 'expired' | 'booked' | 'pendingReview' | 'completed' | 'refund';

/** The server's 'YYYY-MM-DD HH:mm:ss' times are UTC (the mock's clock zone, docs/adr/0010-a-pure-deterministic-mock-domain.md). */
export function serverTimeMs(text: string): number {
  return Date.parse(`${text.replace(' ', 'T')}Z`);
}

/** An unpaid order whose hold (its payExpireTime) has run out on the server's clock: it can no longer be paid. */
export function isHoldExpired(order: Pick<Order, 'status' | 'payExpireTime'>, now = serverNow()): boolean {
  return order.status === OrderStatus.Unpaid && serverTimeMs(order.payExpireTime) <= now;
}

/**
 * Labels of spec §4; a completed order that already has its review reads 'Completed', and an unpaid order
 * past its hold 'Expired' (docs/adr/0035-the-shops-clock-is-the-servers.md).
 */
export function orderStatusKey(order: Pick<Order, 'status' | 'commentStatus' | 'payExpireTime'>, now = serverNow()): OrderStatusKey {
  if (order.status === OrderStatus.Unpaid) return isHoldExpired(order, now) ? 'expired' : 'unpaid';
  if (order.status === OrderStatus.Booked) return 'booked';
  if (order.status === OrderStatus.Completed) return order.commentStatus ? 'completed' : 'pendingReview';
  return 'refund';
}

/**
 * Each status its own Mantine colour, so a list of orders can be read at a glance. Shades chosen for a
 * contrast of at least 4.5:1 with the badge's text (axe, WCAG AA): white on the dark ones, black on yellow.
 */
export const orderStatusColors: Record<OrderStatusKey, string> = {
  unpaid: 'yellow.4',
  expired: 'gray.7',
  booked: 'teal.9',
  pendingReview: 'blue.9',
  completed: 'grape.9',
  refund: 'red.9',
};
