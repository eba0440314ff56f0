import { z } from 'zod';
import { PAGE_SIZE } from '../constants.js';
import { defineCalls } from '../define-call.js';
import { myReviewSchema, reviewDraftSchema, reviewSchema } from '../entities/review.js';
import { id, paged, pageNo, pageSize } from '../fields.js';
import { unreadData } from '../unread-data.js';

export const reviewCalls = defineCalls({
  'member.product.comment.user.page': {
    auth: 'required',
    summary: 'The caller’s own reviews with sub-scores and tour information (My Review).',
    request: z.object({ pageNo: pageNo(), pageSize: pageSize(PAGE_SIZE) }),
    data: paged(myReviewSchema),
  },
  'member.product.comment.page': {
    auth: 'none',
    summary: 'A tour’s reviews, paged; open to visitors despite the /member path.',
    request: z.object({ spuId: id(), pageNo: pageNo(), pageSize: pageSize(PAGE_SIZE) }),
    data: paged(reviewSchema),
  },
  'member.product.comment.add': {
    encoding: 'json',
    auth: 'required',
    summary: 'Review a completed order item: a JSON list of one review draft.',
    request: z.array(reviewDraftSchema).min(1).max(10),
    data: unreadData(),
  },
});
