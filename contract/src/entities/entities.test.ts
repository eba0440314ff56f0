import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BlogOrder, sortFields } from '../constants.js';
import * as entities from './index.js';
import * as samples from './samples.js';

const cases: [string, z.ZodType, unknown, Record<string, unknown>][] = [
  ['product card', entities.productCardSchema, samples.productCard, { isCollect: 'no' }],
  ['product detail', entities.productDetailSchema, samples.productDetail, { sliderPicUrls: 'a.svg' }],
  ['collected item', entities.collectedItemSchema, samples.collectedItem, { spuId: undefined }],
  ['availability day', entities.availabilityDaySchema, samples.availabilityDay, { times: '08:00' }],
  ['banner', entities.bannerSchema, samples.banner, { wapPicUrl: undefined }],
  ['city', entities.citySchema, samples.city, { chineseName: undefined }],
  ['category', entities.categorySchema, samples.category, { nameEn: 3 }],
  ['language', entities.languageSchema, samples.language, { id: '1' }],
  ['currency', entities.currencySchema, samples.currency, { moneyIcon: undefined }],
  ['dictionary entry', entities.dictEntrySchema, samples.dictEntry, { remark: undefined }],
  ['country', entities.countrySchema, samples.country, { phoneCode: 86 }],
  ['article', entities.articleSchema, samples.article, { contentEn: undefined }],
  ['blog', entities.blogSchema, samples.blog, { tagNames: 'food' }],
  ['member', entities.memberSchema, samples.member, { language: 1 }],
  ['saved card', entities.savedCardSchema, samples.savedCard, { bankNumber: undefined }],
  ['order', entities.orderSchema, samples.order, { status: 20 }],
  ['price quote', entities.priceQuoteSchema, samples.priceQuote, { price: { payPrice: '$223' } }],
  ['review', entities.reviewSchema, samples.review, { cotent: undefined }],
  ['my review', entities.myReviewSchema, samples.myReview, { guideScores: undefined }],
  ['message thread', entities.messageThreadSchema, samples.messageThread, { lastestTime: undefined }],
  ['chat message', entities.chatMessageSchema, samples.chatMessage, { content: null }],
  ['merchant profile', entities.merchantProfileSchema, samples.merchantProfile, { merchantRouter: [{}] }],
];

describe.each(cases)('the %s schema', (_name, schema, sample, breakage) => {
  it('accepts a realistic sample', () => {
    expect(schema.safeParse(sample).error).toBeUndefined();
  });
  it('rejects a wrong one', () => {
    expect(schema.safeParse({ ...(sample as object), ...breakage }).success).toBe(false);
  });
});

describe('the quirks the contract keeps', () => {
  it('spells the spec’s field names as the backend does', () => {
    expect(Object.keys(entities.reviewSchema.shape)).toContain('cotent');
    expect(Object.keys(entities.productCardSchema.shape)).toContain('currencyInco');
    expect(Object.keys(entities.messageThreadSchema.shape)).toContain('lastestTime');
    expect(Object.keys(entities.productDetailSchema.shape)).toContain('merchantInco');
    expect(Object.keys(entities.bannerSchema.shape)).toContain('wapPicUrl');
  });

  it('names the enumerations', () => {
    expect(entities.OrderStatus).toEqual({ Unpaid: 0, Booked: 10, Completed: 30, Refund: 90 });
    expect(entities.ParticipantType).toEqual({ Adult: 1, Child: 2, Infant: 3 });
    expect(entities.participantAgeBands[entities.ParticipantType.Child]).toEqual({ minAge: 6, maxAge: 17 });
    expect(entities.MerchantIdentity).toEqual({ Enterprise: 1, Individual: 2 });
    expect(BlogOrder).toEqual({ Recommended: 4, Latest: 1 });
    expect(sortFields).toEqual(['adultPrice', 'createTime', 'salesCount']);
    expect(entities.BankType.CreditCard).toBe(1);
    expect(entities.PriceModel).toEqual({ Group: 1, PerPerson: 2 });
  });

  it('knows bookable days by the Chinese status word', () => {
    expect(entities.isBookable(samples.availabilityDay)).toBe(true);
    expect(entities.isBookable({ ...samples.availabilityDay, status: '已约满' })).toBe(false);
  });
});
