import { customerLanguage, type EmailDraft, emailTo, orderTourNames, paidAmount } from './customer-email.js';
import type { OrderRow, State } from './state.js';
import { formatDateTime } from './time.js';

/**
 * The email a refund sends to the address the order was booked with: order, tour, amount with its currency
 * symbol and the refund time on the world's clock (UTC, as every stored time), around the sentence of spec §2.
 */
export function refundEmail(state: State, order: OrderRow, now: Date): EmailDraft {
  const tours = orderTourNames(state, order);
  const amount = paidAmount(order);
  const time = `${formatDateTime(now)} (UTC)`;
  const name = order.fullName.trim();
  const language = customerLanguage(state, order);
  if (language === 'zh') {
    return emailTo(order, language, `订单 ${order.id} 退款成功：${tours}`, [
      `${name}，您好：`,
      '退款已成功，款项已退回您的账户。',
      `订单号：${order.id}`,
      `行程：${tours}`,
      `退款金额：${amount}`,
      `退款时间：${time}`,
    ]);
  }
  return emailTo(order, language, `Refund of order ${order.id}: ${tours}`, [
    `Hello ${name},`,
    'The refund has been successful and the amount has been refunded to your account.',
    `Order: ${order.id}`,
    `Tour: ${tours}`,
    `Refund amount: ${amount}`,
    `Refund time: ${time}`,
  ]);
}
