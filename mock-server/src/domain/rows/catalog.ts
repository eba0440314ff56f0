import { articleSchema, bannerSchema, citySchema, currencySchema, languageSchema } from '@tours/contract';
import { z } from 'zod';
import { count, dateTime, hourMinute, id } from './formats.js';

export const cityRowSchema = citySchema.extend({ picUrl: z.string(), isRecommend: z.boolean(), lng: z.number(), lat: z.number() });
export type CityRow = z.output<typeof cityRowSchema>;

export const languageRowSchema = languageSchema.extend({
  /** The member-settings language code ('en', 'zh'). */
  code: z.string(),
  /** Marks the two UI languages. */
  isSetting: z.boolean(),
});
export type LanguageRow = z.output<typeof languageRowSchema>;

export const currencyRowSchema = currencySchema.extend({
  code: z.string(),
  /** Units of this currency per US dollar. */
  rate: z.number().positive(),
  /** How prices are rounded. */
  decimals: count,
});
export type CurrencyRow = z.output<typeof currencyRowSchema>;

export const bannerRowSchema = bannerSchema.extend({ id, position: z.number().int() });
export type BannerRow = z.output<typeof bannerRowSchema>;

export const articleRowSchema = articleSchema.extend({
  /** The article category (footer group, content category), or 0 for stand-alone articles. */
  categoryId: z.number().int(),
  sort: z.number().int(),
  /** The contract only says text; a stored row holds a time, so moving a world to another day moves it. */
  createTime: dateTime,
});
export type ArticleRow = z.output<typeof articleRowSchema>;

export const blogRowSchema = z.object({
  id,
  title: z.string(),
  tagNames: z.array(z.string()),
  introduction: z.string(),
  picUrl: z.string(),
  hitCount: count,
  createTime: dateTime,
  content: z.string(),
  spuId: id.nullable(),
  cityId: id,
  /** Higher comes first in the recommended order (4). */
  recommendWeight: z.number(),
  recommendBanner: z.boolean(),
  recommendHot: z.boolean(),
});
export type BlogRow = z.output<typeof blogRowSchema>;

export const merchantRowSchema = z.object({
  id,
  name: z.string(),
  logo: z.string(),
  cityId: id,
  /** About Me, HTML. */
  description: z.string(),
});
export type MerchantRow = z.output<typeof merchantRowSchema>;

export const tourTextSchema = z.object({
  introduction: z.string(),
  cancellationPolicy: z.string(),
  billPurchase: z.string(),
  itineraryDescription: z.string(),
  highlightDescription: z.string(),
  detailDescription: z.string(),
  travelContent: z.string(),
  limitationDescription: z.string(),
  meetingTypeName: z.string(),
  meetingPointDescription: z.string(),
});
export type TourText = z.output<typeof tourTextSchema>;

export const tourRowSchema = z.object({
  id,
  name: z.string(),
  /** Index into State.tourTexts. */
  textId: count,
  cityId: id,
  categoryId: id,
  merchantId: id,
  /** 1 priced per group (teamPrice for the party), 2 per person. */
  model: z.literal([1, 2]),
  /** Prices in US dollars; the handlers convert them to the caller's currency. */
  teamPrice: z.number().nullable(),
  adultPrice: z.number(),
  childPrice: z.number(),
  toddlerPrice: z.number(),
  teamLimit: count,
  /** Hours. */
  duration: z.number(),
  /** 'HH:mm' slots of an open day, ascending. */
  times: z.array(hourMinute),
  /** Bit d set (d = 0 Sunday .. 6 Saturday) when the tour runs on that weekday. */
  weekdayMask: z.number().int().min(0).max(127),
  languageIds: z.array(id),
  galleryCount: count,
  videoUrl: z.string().nullable(),
  createTime: dateTime,
  /** Bookings count shown on cards: seeded base plus every paid order. */
  salesCount: z.number().int(),
  /** Average of the tour's reviews, one decimal; null without reviews. */
  score: z.number().nullable(),
  reviewCount: count,
  recommendHot: z.boolean(),
  recommendNew: z.boolean(),
});
export type TourRow = z.output<typeof tourRowSchema>;
