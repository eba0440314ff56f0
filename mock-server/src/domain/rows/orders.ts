import { OrderStatus } from '@tours/contract';
import { z } from 'zod';
import { date, dateTime, hourMinute, id, instant, language } from './formats.js';

const orderItemRowSchema = z.object({
  id,
  spuId: id,
  reservationDate: date,
  reservationTime: hourMinute,
  adultCount: z.number().int(),
  childCount: z.number().int(),
  toddlerCount: z.number().int(),
  languageId: id,
  priceMode: z.literal([1, 2]),
});
export type OrderItemRow = z.output<typeof orderItemRowSchema>;

export const orderRowSchema = z.object({
  id,
  payOrderId: id,
  userId: id,
  status: z.literal(Object.values(OrderStatus)),
  payStatus: z.boolean(),
  payPrice: z.number(),
  currencyId: id,
  currencyInco: z.string(),
  payTime: dateTime.nullable(),
  payExpireTime: dateTime,
  commentStatus: z.boolean(),
  merchantId: id,
  fullName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobile: z.string(),
  payMode: z.string().nullable(),
  createTime: dateTime,
  /** An unpaid order past payExpireTime: hidden from lists and counts, refused for payment. */
  closed: z.boolean(),
  items: z.array(orderItemRowSchema),
  /**
   * The language of the customer's latest shop call about this order (its creation, then its payment), which its
   * emails speak (customer-email.ts). Absent when no call said one, and in seeded or older worlds.
   */
  language: language.optional(),
});
export type OrderRow = z.output<typeof orderRowSchema>;

/** VOIDED: another payment of the same order was approved first, so this one never takes money. */
const paymentStatusSchema = z.enum(['CREATED', 'PENDING', 'APPROVED', 'DECLINED', 'CANCELLED', 'VOIDED']);
export type PaymentStatus = z.output<typeof paymentStatusSchema>;

export const paymentRowSchema = z.object({
  /** Random hex, the PayPal-style payment token of the approval link. */
  token: z.string(),
  orderId: id,
  payMode: z.enum(['card', 'quick']),
  status: paymentStatusSchema,
  /** When a pending card payment is approved by tick(). */
  settleAt: instant.nullable(),
  returnUrl: z.string(),
  cancelUrl: z.string(),
  createTime: dateTime,
});
export type PaymentRow = z.output<typeof paymentRowSchema>;

export const reviewRowSchema = z.object({
  id,
  spuId: id,
  /** Null for seeded reviews written by travellers who have no account here. */
  userId: id.nullable(),
  orderId: id.nullable(),
  orderItemId: id.nullable(),
  userNickname: z.string(),
  userAvatar: z.string(),
  guideScores: z.number(),
  transportationScores: z.number(),
  priceScores: z.number(),
  /** Average of the three sub-scores, one decimal. */
  scores: z.number(),
  content: z.string(),
  picUrls: z.array(z.string()),
  commentTime: dateTime,
});
export type ReviewRow = z.output<typeof reviewRowSchema>;
