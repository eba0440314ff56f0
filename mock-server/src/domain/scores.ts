import { findTour } from './catalog.js';
import type { State } from './state.js';

export const round1 = (n: number) => Math.round(n * 10) / 10;

/** A review's score: the average of its three sub-scores, one decimal. */
export const averageScore = (guide: number, transport: number, price: number) => round1((guide + transport + price) / 3);

/** A tour's score and count from its reviews (the average of review scores, one decimal). */
export function refreshTourScore(state: State, spuId: number): void {
  const tour = findTour(state, spuId);
  if (!tour) return;
  const reviews = state.reviews.filter((r) => r.spuId === spuId);
  tour.reviewCount = reviews.length;
  tour.score = reviews.length === 0 ? null : round1(reviews.reduce((sum, r) => sum + r.scores, 0) / reviews.length);
}
