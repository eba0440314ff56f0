import { OrderStatus } from '@tours/contract';
import { sendEmail } from './codes.js';
import { conflict, notFound } from './errors.js';
import { refundEmail } from './refund-email.js';
import type { OrderRow, State } from './state.js';

export type OrderMove = 'complete' | 'refund';

/**
 * The back office's moves and the statuses each starts from: complete a booked order; refund money actually
 * taken (booked or completed). The moves below refuse anything else, and the console offers a button only here.
 */
export const MOVES_FROM: Record<OrderMove, readonly number[]> = {
  complete: [OrderStatus.Booked],
  refund: [OrderStatus.Booked, OrderStatus.Completed],
};

export const allowedMoves = (status: number): OrderMove[] =>
  (Object.keys(MOVES_FROM) as OrderMove[]).filter((move) => MOVES_FROM[move].includes(status));

function requireOrder(state: State, orderId: number): OrderRow {
  const order = state.orders.find((o) => o.id === orderId);
  if (!order) throw notFound('order.missing', { id: orderId });
  return order;
}

/** A back office marking a booked trip done before its date (the clock does it otherwise). */
export function completeOrder(state: State, orderId: number, _now: Date): void {
  const order = requireOrder(state, orderId);
  if (!MOVES_FROM.complete.includes(order.status)) {
    throw conflict('order.notBooked', { status: order.status });
  }
  order.status = OrderStatus.Completed;
  order.commentStatus = false;
}

/**
 * A refund: only money actually taken (booked 10 or completed 30) can be refunded. The customer is told by
 * email (spec §2: the result is emailed); a refused refund changes nothing and sends nothing.
 */
export function refundOrder(state: State, orderId: number, now: Date): void {
  const order = requireOrder(state, orderId);
  if (!MOVES_FROM.refund.includes(order.status)) {
    throw conflict('order.notRefundable', { status: order.status });
  }
  order.status = OrderStatus.Refund;
  sendEmail(state, now, refundEmail(state, order, now));
}
