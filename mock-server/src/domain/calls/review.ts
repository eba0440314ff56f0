import type { MyReview, Review } from '@tours/contract';
import { OrderStatus } from '@tours/contract';
import { findTour, tourPicUrlById } from '../catalog.js';
import { badRequest, conflict, notFound } from '../errors.js';
import { nextId } from '../ids.js';
import { averageScore, refreshTourScore } from '../scores.js';
import { requireUser } from '../sessions.js';
import type { ReviewRow, State } from '../state.js';
import { formatDateTime, newerFirst } from '../time.js';
import { tourIntroduction } from '../tour-copy.js';
import type { Handlers } from '../types.js';

const shown = (r: ReviewRow): Review => ({
  id: r.id,
  userAvatar: r.userAvatar,
  userNickname: r.userNickname,
  commentTime: r.commentTime,
  scores: r.scores,
  cotent: r.content,
  picUrls: r.picUrls,
});

function mine(state: State, r: ReviewRow): MyReview {
  const tour = findTour(state, r.spuId);
  return {
    ...shown(r),
    content: r.content,
    guideScores: r.guideScores,
    transportationScores: r.transportationScores,
    priceScores: r.priceScores,
    spuInformation: {
      id: r.spuId,
      picUrl: tourPicUrlById(state, r.spuId),
      name: tour?.name ?? '',
      introduction: tour ? tourIntroduction(state, tour) : '',
      scores: tour?.score ?? null,
      duration: tour?.duration ?? 0,
      book: tour?.salesCount ?? 0,
    },
  };
}

const newestFirst = (a: ReviewRow, b: ReviewRow) => newerFirst(a.commentTime, b.commentTime) || b.id - a.id;

export const reviewHandlers = {
  'member.product.comment.page': (input, ctx) => {
    if (!findTour(ctx.state, input.spuId)) throw notFound('tour.missing', { id: input.spuId });
    const all = ctx.state.reviews.filter((r) => r.spuId === input.spuId).sort(newestFirst);
    const start = (input.pageNo - 1) * input.pageSize;
    return { list: all.slice(start, start + input.pageSize).map(shown), total: all.length };
  },

  'member.product.comment.user.page': (input, ctx) => {
    const user = requireUser(ctx.state, ctx.userId);
    const all = ctx.state.reviews.filter((r) => r.userId === user.id).sort(newestFirst);
    const start = (input.pageNo - 1) * input.pageSize;
    return { list: all.slice(start, start + input.pageSize).map((r) => mine(ctx.state, r)), total: all.length };
  },

  /** All drafts are checked before any is stored, so a list is accepted whole or not at all. */
  'member.product.comment.add': (input, ctx) => {
    const { state, now } = ctx;
    const user = requireUser(state, ctx.userId);
    const targets = input.map((draft, n) => {
      const order = state.orders.find((o) => o.id === draft.orderId && o.userId === user.id);
      if (!order) throw notFound('order.missing', { id: draft.orderId });
      const item = order.items.find((i) => i.id === draft.orderItemId);
      if (!item) throw badRequest('field.notOfOrder', { field: `${n}.orderItemId` });
      if (order.status !== OrderStatus.Completed) throw conflict('review.notCompleted');
      if (order.commentStatus || state.reviews.some((r) => r.orderItemId === item.id)) throw conflict('review.done');
      if (input.some((other, m) => m < n && other.orderItemId === draft.orderItemId)) throw conflict('review.done');
      return { draft, order, item };
    });
    for (const { draft, order, item } of targets) {
      state.reviews.push({
        id: nextId(state, 'review'),
        spuId: item.spuId,
        userId: user.id,
        orderId: order.id,
        orderItemId: item.id,
        userNickname: user.nickname || user.name,
        userAvatar: user.logo,
        guideScores: draft.guideScores,
        transportationScores: draft.transportationScores,
        priceScores: draft.priceScores,
        scores: averageScore(draft.guideScores, draft.transportationScores, draft.priceScores),
        content: draft.content,
        picUrls: draft.picUrls
          .split(',')
          .map((url) => url.trim())
          .filter((url) => url !== ''),
        commentTime: formatDateTime(now),
      });
      // One item per order today; the order counts as reviewed once every item is.
      order.commentStatus = order.items.every((i) => state.reviews.some((r) => r.orderItemId === i.id));
      refreshTourScore(state, item.spuId);
    }
    return null;
  },
} satisfies Partial<Handlers>;
