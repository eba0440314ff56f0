import type { BookingDraft } from '@tours/contract';
import type { CartItem } from './cart-item-card';
import { CART_SAMPLE } from './cart-sample';

/** The cart item as the booking draft checkout reads (spec §3), the same draft BOOK NOW stores for a tour. */
export const cartBookingDraft = (item: CartItem, currencyId: number): BookingDraft => ({
  spuId: CART_SAMPLE.spuId,
  adultCount: item.adults,
  childCount: item.children,
  toddlerCount: 0,
  reservationDate: item.date,
  reservationTime: CART_SAMPLE.time,
  currencyId,
});
