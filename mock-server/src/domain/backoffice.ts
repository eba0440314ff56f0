import { sendEmail } from './codes.js';
import { conflict, notFound } from './errors.js';
import { refundEmail } from './refund-email.js';
import type { OrderRow, State } from './state.js';

function requireOrder(state: State, orderId: number): OrderRow {
  const order = state.orders.find((o) => o.id === orderId);
  if (!order) throw notFound(`Order ${orderId} does not exist`);
  return order;
}

/** A back office marking a booked trip done before its date (the clock does it otherwise). */
export function completeOrder(state: State, orderId: number, _now: Date): void {
  const order = requireOrder(state, orderId);
  if (order.status !== 10) throw conflict(`Only a booked order (10) can be completed; this one is ${order.status}`);
  order.status = 30;
  order.commentStatus = false;
}

/**
 * A refund: only money actually taken (booked 10 or completed 30) can be refunded. The customer is told by
 * email (spec §2: the result is emailed); a refused refund changes nothing and sends nothing.
 */
export function refundOrder(state: State, orderId: number, now: Date): void {
  const order = requireOrder(state, orderId);
  if (order.status !== 10 && order.status !== 30) {
    throw conflict(`Only a booked (10) or completed (30) order can be refunded; this one is ${order.status}`);
  }
  order.status = 90;
  sendEmail(state, now, refundEmail(state, order, now));
}
