import type { Order, ReviewDraft } from '@tours/contract';

export interface ReviewScores {
  guideScores: number;
  transportationScores: number;
  priceScores: number;
}

/** comment/add takes a JSON list of one entry: the scores, text, uploads joined by commas, the order and its first item. */
export function buildReviewPayload(
  order: Pick<Order, 'id' | 'items'>,
  scores: ReviewScores,
  content: string,
  uploads: string[],
): ReviewDraft[] {
  const firstItem = order.items[0];
  if (!firstItem) return [];
  return [{ ...scores, content, picUrls: uploads.join(','), orderId: order.id, orderItemId: firstItem.id }];
}
