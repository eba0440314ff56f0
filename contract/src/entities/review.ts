import { z } from 'zod';
import { nullOrOmitted } from './answer-values.js';

/** A review as the tour and guide screens show it. `cotent` is spelled so in the contract. */
export const reviewSchema = z.object({
  id: z.number().int().optional(),
  userAvatar: z.string(),
  userNickname: z.string(),
  commentTime: z.string(),
  scores: z.number(),
  /** HTML; clients must sanitize it. */
  cotent: z.string(),
  picUrls: z.array(z.string()),
});
export type Review = z.infer<typeof reviewSchema>;

export const myReviewSchema = reviewSchema.extend({
  content: z.string(),
  guideScores: z.number(),
  transportationScores: z.number(),
  priceScores: z.number(),
  spuInformation: z.object({
    id: z.number().int().optional(),
    picUrl: z.string(),
    name: z.string(),
    introduction: z.string(),
    scores: nullOrOmitted(z.number()),
    duration: z.number(),
    book: z.number().int(),
  }),
});
export type MyReview = z.infer<typeof myReviewSchema>;

const score = z.number().int().min(1).max(5);

/** One review draft; comment/add sends a JSON list of one. picUrls: uploaded addresses joined by commas. */
export const reviewDraftSchema = z.object({
  guideScores: score.default(5),
  transportationScores: score.default(5),
  priceScores: score.default(5),
  content: z.string().max(5000).default(''),
  picUrls: z.string().max(20_000).default(''),
  orderId: z.number().int().positive(),
  orderItemId: z.number().int().positive(),
});
export type ReviewDraft = z.input<typeof reviewDraftSchema>;
