import { z } from 'zod';
import { amount, flag, nullOrOmitted } from './answer-values.js';
import { orderStatusSchema } from './enums.js';
import { dateTimeText } from './text-formats.js';

export const quoteItemSchema = z.object({
  adultCount: z.number().int(),
  adultPrice: amount(),
  childCount: z.number().int(),
  childPrice: amount(),
  toddlerCount: z.number().int(),
  toddlerPrice: amount(),
  priceMode: z.number().int(),
  spuName: z.string(),
  picUrl: z.string(),
  score: nullOrOmitted(z.number()),
  review: z.number().int(),
  priceModeNameEn: z.string(),
  priceModeNameCn: z.string(),
  languageName: z.string(),
});

export const priceQuoteSchema = z.object({
  items: z.array(quoteItemSchema),
  price: z.object({ payPrice: amount() }),
  currencyInco: z.string(),
});
export type PriceQuote = z.infer<typeof priceQuoteSchema>;

/** What BOOK NOW keeps in session storage; checkout adds the personal details. */
export const bookingDraftSchema = z.object({
  spuId: z.number().int(),
  adultCount: z.number().int().min(0),
  childCount: z.number().int().min(0),
  toddlerCount: z.number().int().min(0),
  reservationDate: z.string(),
  reservationTime: z.string(),
  currencyId: z.number().int().optional(),
});
export type BookingDraft = z.infer<typeof bookingDraftSchema>;

const cardDetailsSchema = z.object({
  cardNumber: z.string(),
  cardType: z.string(),
  cardName: z.string(),
  /** YYYY-MM */
  cardExpiry: z.string(),
  cardSecurityCode: z.string(),
  countryCode: z.string(),
  /** Province or municipality. */
  cardAddress: z.string(),
  cardArea1: z.string(),
  cardArea2: z.string(),
  postalCode: z.string(),
});
export type CardDetails = z.infer<typeof cardDetailsSchema>;

export const savedCardSchema = z.object({
  id: z.number().int(),
  bankType: z.number().int(),
  bankInco: z.string(),
  /** Masked: only the last four digits are readable. */
  bankNumber: z.string(),
  createTime: z.string(),
  cardName: z.string().optional(),
  cardType: z.string().optional(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

const orderItemSchema = z.object({
  id: z.number().int(),
  spuId: z.number().int().optional(),
  spuName: z.string(),
  picUrl: z.string(),
  score: nullOrOmitted(z.number()),
  review: z.number().int(),
  reservationDate: z.string(),
  reservationTime: z.string(),
  adultCount: z.number().int(),
  childCount: z.number().int(),
  toddlerCount: z.number().int().optional(),
  chineseLanguageName: z.string(),
  priceModeName: z.string(),
  priceModeNameEn: z.string(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  payOrderId: z.number().int(),
  status: orderStatusSchema,
  payStatus: flag(),
  payPrice: amount(),
  payTime: nullOrOmitted(z.string()),
  payExpireTime: dateTimeText(),
  commentStatus: z.boolean(),
  merchantId: z.number().int(),
  /** First name. */
  fullName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobile: z.string(),
  currencyInco: z.string(),
  items: z.array(orderItemSchema),
  payMode: z.string().nullable().optional(),
  createTime: z.string().optional(),
});
export type Order = z.infer<typeof orderSchema>;
