import { OrderStatus } from '@tours/contract';
import { tripStartMs } from './orders.js';
import { approvePayment } from './payments.js';
import type { State } from './state.js';
import { formatDateTime, parseTime } from './time.js';

/**
 * Time-based transitions, applied before every call on the world's clock: card payments settle,
 * unpaid orders past payExpireTime close, trips that have started complete, guides answer.
 */
export function tick(state: State, now: Date): void {
  const nowMs = now.getTime();
  settleCardPayments(state, nowMs);
  for (const order of state.orders) {
    if (order.status === OrderStatus.Unpaid && !order.closed && parseTime(order.payExpireTime) <= nowMs) {
      const paying = state.payments.some((p) => p.orderId === order.id && p.status === 'PENDING');
      if (!paying) order.closed = true;
    } else if (order.status === OrderStatus.Booked && tripStartMs(order) <= nowMs) {
      order.status = OrderStatus.Completed;
      order.commentStatus = false;
    }
  }
  deliverReplies(state, nowMs);
}

/** A card settling after its order was paid another way is voided by approvePayment: one charge per order. */
function settleCardPayments(state: State, nowMs: number): void {
  for (const payment of state.payments) {
    if (payment.status !== 'PENDING' || payment.settleAt === null || parseTime(payment.settleAt) > nowMs) continue;
    const order = state.orders.find((o) => o.id === payment.orderId);
    if (!order) {
      payment.status = 'VOIDED';
      continue;
    }
    // Paid at the moment it settled, not at the (possibly much later) tick.
    approvePayment(state, payment, order, new Date(Math.min(nowMs, parseTime(payment.settleAt))));
  }
}

function deliverReplies(state: State, nowMs: number): void {
  if (state.pendingReplies.length === 0) return;
  const due = state.pendingReplies.filter((r) => parseTime(r.dueAt) <= nowMs);
  if (due.length === 0) return;
  state.pendingReplies = state.pendingReplies.filter((r) => parseTime(r.dueAt) > nowMs);
  for (const reply of due) {
    const thread = state.threads.find((t) => t.id === reply.threadId);
    if (!thread) continue;
    const at = formatDateTime(parseTime(reply.dueAt));
    state.messages.push({
      id: state.seq.message++,
      threadId: thread.id,
      userId: null,
      content: reply.content,
      createTime: at,
      read: false,
    });
    thread.noReadCount += 1;
    thread.lastestTime = at;
    thread.messageContent = reply.content;
  }
}
