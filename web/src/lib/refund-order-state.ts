import { type Order, orderSchema } from '@tours/contract';

/**
 * The refund screens make no call (spec §1), so the order they show travels in React Router's location
 * state: Refund (My Order, the order page) and View refund put it there, the screens read it back. A typed
 * URL or another tab has none, and the screens say so instead of guessing.
 */
export interface RefundOrderState {
  order: Order;
}

export const refundOrderState = (order: Order): RefundOrderState => ({ order });

/**
 * The order in a location state, checked like an answer from the network (history state outlives the page
 * that wrote it); null when it is missing, malformed or another order than the route's id.
 */
export function readRefundOrder(state: unknown, routeId: number): Order | null {
  if (typeof state !== 'object' || state === null || !('order' in state)) return null;
  const parsed = orderSchema.safeParse(state.order);
  return parsed.success && parsed.data.id === routeId ? parsed.data : null;
}
