import { z } from 'zod';

/** Order status values (spec §4): 0 unpaid, 10 booked, 30 completed awaiting review, 90 refund. */
export const OrderStatus = { Unpaid: 0, Booked: 10, Completed: 30, Refund: 90 } as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];
export const orderStatusSchema = z.union([
  z.literal(OrderStatus.Unpaid),
  z.literal(OrderStatus.Booked),
  z.literal(OrderStatus.Completed),
  z.literal(OrderStatus.Refund),
]);

/** Product `model` on the detail screen: 1 group pricing, 2 per-person pricing. On the list, 1 = per team, else per person. */
export const PriceModel = { Group: 1, PerPerson: 2 } as const;
export type PriceModel = (typeof PriceModel)[keyof typeof PriceModel];

/** Participant types with their age bands (spec §3, §9). */
export const ParticipantType = { Adult: 1, Child: 2, Infant: 3 } as const;
export type ParticipantType = (typeof ParticipantType)[keyof typeof ParticipantType];
export const participantAgeBands = {
  [ParticipantType.Adult]: { minAge: 18, maxAge: 99 },
  [ParticipantType.Child]: { minAge: 6, maxAge: 17 },
  [ParticipantType.Infant]: { minAge: 0, maxAge: 5 },
} as const;

export const MerchantIdentity = { Enterprise: 1, Individual: 2 } as const;
export type MerchantIdentity = (typeof MerchantIdentity)[keyof typeof MerchantIdentity];

export const BankType = { CreditCard: 1 } as const;

/** Payment modes of pay/submit: a card, or the PayPal-style wallet. */
export const payModes = ['card', 'quick'] as const;
export type PayMode = (typeof payModes)[number];

/** The availability status that means "can be booked" is the Chinese word (spec §3). */
export const BOOKABLE_STATUS = '可预约';
/**
 * Whether an availability day can be booked. Here rather than beside the day's schema (entities/product.ts): the
 * booking panel asks it on every tour page, and importing it from there built every product schema at start.
 */
export const isBookable = (day: { status: string }): boolean => day.status === BOOKABLE_STATUS;
