import type { Order } from '@tours/contract';
import { OrderStatus } from '@tours/contract';
import { findTour, tourPicUrlById } from './catalog.js';
import { sendEmail } from './codes.js';
import { confirmationEmail } from './confirmation-email.js';
import { notFound } from './errors.js';
import { priceModeNames } from './pricing.js';
import type { OrderRow, State } from './state.js';
import { formatDateTime, parseTime } from './time.js';

/** One of the caller's orders by id; someone else's is "not found", never "forbidden" (no probing). */
export function requireOwnOrder(state: State, userId: number, orderId: number): OrderRow {
  const order = state.orders.find((o) => o.id === orderId && o.userId === userId);
  if (!order) throw notFound('order.missing', { id: orderId });
  return order;
}

export function orderView(state: State, order: OrderRow): Order {
  return {
    id: order.id,
    payOrderId: order.payOrderId,
    status: order.status,
    payStatus: order.payStatus,
    payPrice: order.payPrice,
    payTime: order.payTime,
    payExpireTime: order.payExpireTime,
    commentStatus: order.commentStatus,
    merchantId: order.merchantId,
    fullName: order.fullName,
    lastName: order.lastName,
    email: order.email,
    mobile: order.mobile,
    currencyInco: order.currencyInco,
    payMode: order.payMode,
    createTime: order.createTime,
    items: order.items.map((item) => {
      const tour = findTour(state, item.spuId);
      const language = state.languages.find((l) => l.id === item.languageId);
      const names = priceModeNames(item.priceMode);
      return {
        id: item.id,
        spuId: item.spuId,
        spuName: tour?.name ?? '',
        picUrl: tourPicUrlById(state, item.spuId),
        score: tour?.score ?? null,
        review: tour?.reviewCount ?? 0,
        reservationDate: item.reservationDate,
        reservationTime: item.reservationTime,
        adultCount: item.adultCount,
        childCount: item.childCount,
        toddlerCount: item.toddlerCount,
        chineseLanguageName: language?.chineseName ?? '',
        priceModeName: names.cn,
        priceModeNameEn: names.en,
      };
    }),
  };
}

/**
 * Paid: booked (10). Each paid order counts one booking on its tours' cards and emails its confirmation.
 * Every payment route (a card settling, a wallet approval) ends here, and an order already paid returns at
 * once, so a payment confirmed twice neither counts nor emails twice.
 */
export function markPaid(state: State, order: OrderRow, now: Date, payMode: 'card' | 'quick'): void {
  if (order.payStatus) return;
  order.status = OrderStatus.Booked;
  order.payStatus = true;
  order.payTime = formatDateTime(now);
  order.payMode = payMode;
  order.closed = false;
  for (const item of order.items) {
    const tour = findTour(state, item.spuId);
    if (tour) tour.salesCount += 1;
  }
  state.catalogVersion += 1;
  sendEmail(state, now, confirmationEmail(state, order));
}

export const isExpired = (order: OrderRow, now: Date) =>
  !order.payStatus && (order.closed || parseTime(order.payExpireTime) <= now.getTime());

/** Start of the trip: when a booked order becomes completed. */
export const tripStartMs = (order: OrderRow) =>
  Math.max(...order.items.map((item) => parseTime(`${item.reservationDate} ${item.reservationTime}:00`)));
