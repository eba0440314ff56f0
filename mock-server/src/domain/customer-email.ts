import { formatAmount } from '@tours/contract/format-amount';
import { findTour } from './catalog.js';
import type { OrderRow, State } from './state.js';

/** An email the shop sends (refund, booking confirmation), before the outbox gives it an id and a time. */
export interface EmailDraft {
  to: string;
  subject: string;
  text: string;
}

export type EmailLanguage = 'en' | 'zh';

/** The customer's chosen interface language when the shop knows it ('zh' from settings), else English. */
export function customerLanguage(state: State, order: OrderRow): EmailLanguage {
  const user = state.users.find((u) => u.id === order.userId);
  return user?.language === 'zh' ? 'zh' : 'en';
}

/**
 * A tour's name as the shop shows it in both languages: a tour has one name, written by its guide, so an
 * email names it as the tour page does; a tour gone from the catalogue keeps its id.
 */
export const tourName = (state: State, spuId: number): string => findTour(state, spuId)?.name ?? `#${spuId}`;

/** Every tour of the order, comma-joined, for a subject line. */
export const orderTourNames = (state: State, order: OrderRow): string => order.items.map((item) => tourName(state, item.spuId)).join(', ');

/** The amount paid with its currency symbol, as the order page shows it. */
export const paidAmount = (order: OrderRow): string => `${order.currencyInco}${formatAmount(order.payPrice)}`;

/** An email to the address the order was booked with, its lines one per row of text. */
export const emailTo = (order: OrderRow, subject: string, lines: readonly string[]): EmailDraft => ({
  to: order.email,
  subject,
  text: lines.join('\n'),
});
