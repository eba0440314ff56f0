import { formatAmount } from '@tours/contract/format-amount';
import { findTour } from './catalog.js';
import type { OrderRow, SessionRow, State } from './state.js';
import type { TextLanguage } from './text-language.js';

/** An email the shop sends, in the language it is written in, before the outbox gives it an id and a time. */
export interface EmailDraft {
  to: string;
  subject: string;
  text: string;
  language: TextLanguage;
  /** The verification code it carries, for the control plane's latest-code. */
  code?: string;
}

/** A language saved to a profile ('zh' from settings), else English, the shop's default. */
function profileLanguage(state: State, userId: number): TextLanguage {
  return state.users.find((u) => u.id === userId)?.language === 'zh' ? 'zh' : 'en';
}

/** The language of the customer's newest login or sign-up that named one. */
function sessionLanguage(state: State, userId: number): TextLanguage | undefined {
  let newest: SessionRow | undefined;
  for (const session of Object.values(state.sessions)) {
    if (session.userId === userId && session.language && (!newest || session.createdAt >= newest.createdAt)) newest = session;
  }
  return newest?.language;
}

/**
 * The language of an order's emails (its confirmation, its refund): the customer's current one. That is the language
 * of their latest shop call about the order (its creation, then its payment, kept on the order); for an order no such
 * call touched (a seeded one), the language of their newest login; else the one saved to their profile. Never the
 * language of the request that completes the order: a card settles on a later tick of the clock, during whatever
 * request comes next; a wallet payment is approved on the wallet's own page, whose browser header is not the
 * language the shop was used in; and a refund is the back office's move, sent by whoever runs it.
 */
export function customerLanguage(state: State, order: OrderRow): TextLanguage {
  return order.language ?? sessionLanguage(state, order.userId) ?? profileLanguage(state, order.userId);
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
export const emailTo = (order: OrderRow, language: TextLanguage, subject: string, lines: readonly string[]): EmailDraft => ({
  to: order.email,
  subject,
  text: lines.join('\n'),
  language,
});
