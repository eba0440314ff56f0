import { customerLanguage, type EmailDraft, emailTo, orderTourNames, paidAmount, tourName } from './customer-email.js';
import type { OrderItemRow, OrderRow, State } from './state.js';
import type { TextLanguage } from './text-language.js';

/** The words of each participant type, singular and plural, with the shop's names for them (spec §3: Infant). */
const PARTY_WORDS: Record<TextLanguage, Record<'adultCount' | 'childCount' | 'toddlerCount', (n: number) => string>> = {
  en: {
    adultCount: (n) => `${n} ${n === 1 ? 'adult' : 'adults'}`,
    childCount: (n) => `${n} ${n === 1 ? 'child' : 'children'}`,
    toddlerCount: (n) => `${n} ${n === 1 ? 'infant' : 'infants'}`,
  },
  zh: {
    adultCount: (n) => `成人 ${n} 名`,
    childCount: (n) => `儿童 ${n} 名`,
    toddlerCount: (n) => `婴儿 ${n} 名`,
  },
};

/** The party as the order has it: only the participant types it counts (spec §5 keeps entries above 0). */
function partyText(item: OrderItemRow, language: TextLanguage): string {
  const words = PARTY_WORDS[language];
  const parts = (['adultCount', 'childCount', 'toddlerCount'] as const).filter((key) => item[key] > 0).map((key) => words[key](item[key]));
  return parts.join(language === 'zh' ? '，' : ', ');
}

function itemLines(state: State, item: OrderItemRow, language: TextLanguage): string[] {
  const when = `${item.reservationDate} ${item.reservationTime}`;
  const party = partyText(item, language);
  const tour = tourName(state, item.spuId);
  return language === 'zh'
    ? [`行程：${tour}`, `日期和时间：${when}`, `人数：${party}`]
    : [`Tour: ${tour}`, `Date and time: ${when}`, `Party: ${party}`];
}

/**
 * The email a paid order sends to the address it was booked with, in the customer's language: order number,
 * each tour with its date, time and party, and the amount paid with its currency symbol. The shop tells the
 * traveller after paying that this confirmation is on its way.
 */
export function confirmationEmail(state: State, order: OrderRow): EmailDraft {
  const language = customerLanguage(state, order);
  const tours = orderTourNames(state, order);
  const items = order.items.flatMap((item) => itemLines(state, item, language));
  const name = order.fullName.trim();
  if (language === 'zh') {
    return emailTo(order, language, `订单 ${order.id} 预订成功：${tours}`, [
      `${name}，您好：`,
      '感谢您的预订！我们已收到您的付款，行程已预订成功。',
      `订单号：${order.id}`,
      ...items,
      `支付金额：${paidAmount(order)}`,
    ]);
  }
  return emailTo(order, language, `Booking confirmed, order ${order.id}: ${tours}`, [
    `Hello ${name},`,
    'Thank you for your booking! We have received your payment and your tour is booked.',
    `Order: ${order.id}`,
    ...items,
    `Amount paid: ${paidAmount(order)}`,
  ]);
}
