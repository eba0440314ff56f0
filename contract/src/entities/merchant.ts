import { z } from 'zod';
import { nullOrOmitted } from './answer-values.js';
import { tourCardSchema } from './product.js';

const merchantReviewSchema = z.object({
  userAvatar: z.string(),
  userNickname: z.string(),
  commentTime: z.string(),
  scores: z.number(),
  /** HTML; clients must sanitize it. */
  content: z.string(),
  picUrls: z.array(z.string()),
});

export const merchantProfileSchema = z.object({
  id: z.number().int().optional(),
  logo: z.string(),
  name: z.string(),
  scores: nullOrOmitted(z.number()),
  reviews: z.number().int(),
  cityEn: z.string(),
  cityCn: z.string(),
  /** About Me, HTML. */
  description: z.string(),
  merchantRouter: z.array(tourCardSchema),
  merchantView: z.array(merchantReviewSchema),
});
export type MerchantProfile = z.infer<typeof merchantProfileSchema>;
