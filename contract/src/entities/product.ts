import { z } from 'zod';
import { amount, nullOrOmitted } from './answer-values.js';
import { dateText } from './text-formats.js';

/** A tour as the list shows it. `model` here: 1 = priced per team, otherwise per person. */
export const productCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  introduction: z.string(),
  picUrl: z.string(),
  score: nullOrOmitted(z.number()),
  /** Hours. */
  duration: z.number(),
  appointmentCount: z.number().int(),
  currencyId: z.number().int(),
  /** Currency symbol. */
  currencyInco: z.string(),
  model: z.number().int(),
  teamPrice: nullOrOmitted(amount()),
  adultPrice: nullOrOmitted(amount()),
  teamLimit: z.number().int().nullable().optional(),
  review: z.number().int(),
  cityEnglishName: z.string(),
  cityChineseName: z.string(),
  merchantId: z.number().int(),
  isCollect: z.boolean(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

/**
 * What a tour card shows (web/src/components/tour-card.tsx): all that a guide profile's merchantRouter
 * (spec §3: "products with id") is relied on for, so neither zod nor the pact asks it for a full list card.
 */
export const tourCardSchema = productCardSchema.pick({
  id: true,
  name: true,
  introduction: true,
  picUrl: true,
  score: true,
  duration: true,
  appointmentCount: true,
  currencyInco: true,
  model: true,
  teamPrice: true,
  adultPrice: true,
  isCollect: true,
});
export type TourCardData = z.infer<typeof tourCardSchema>;

/** A tour as the detail shows it. `model` here: 1 group pricing, 2 per-person pricing. */
export const productDetailSchema = productCardSchema.extend({
  merchantName: z.string(),
  /** Merchant logo. */
  merchantInco: z.string(),
  collectInformation: z.object({ spuId: z.number().int() }).nullable().optional(),
  sliderPicUrls: z.array(z.string()),
  videoUrl: z.string().nullable().optional(),
  /** "lng,lat" text: the axis order as read is reversed (spec §3). */
  location: z.string(),
  cancellationPolicy: z.string(),
  startTime: z.string(),
  guideLanguage: z.string(),
  languageNameEn: z.string(),
  billPurchase: z.string(),
  itineraryDescription: z.string(),
  highlightDescription: z.string(),
  detailDescription: z.string(),
  travelContent: z.string(),
  limitationDescription: z.string(),
  meetingTypeName: z.string(),
  meetingPointDescription: z.string(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const availabilityDaySchema = z.object({
  date: dateText(),
  /** `可预约` means bookable; any other value is not. */
  status: z.string(),
  times: z.array(z.string()),
});
export type AvailabilityDay = z.infer<typeof availabilityDaySchema>;

/** A product as a collected (favourite) item: the id plus collectInformation merged in. */
export const collectedItemSchema = productCardSchema.extend({ spuId: z.number().int() });
export type CollectedItem = z.infer<typeof collectedItemSchema>;
