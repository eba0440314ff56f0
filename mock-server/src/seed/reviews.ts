import type { Faker } from '@faker-js/faker';
import { averageScore, round1 } from '../domain/scores.js';
import type { ReviewRow, TourRow } from '../domain/state.js';
import { DAY_MS, formatDateTime } from '../domain/time.js';
import type { Rng } from './rng.js';
import { HOSTILE_HTML } from './texts.js';

/** Only the first tours get seeded reviews: a 100,000-tour catalogue does not need millions of them. */
export const REVIEWED_TOUR_LIMIT = 400;

const subScore = (rng: Rng) => (rng.chance(0.75) ? rng.int(4, 5) : rng.int(1, 5));

/** Travellers' reviews; the first review of the first tour carries hostile markup (docs/decisions.md). */
export function buildReviews(faker: Faker, rng: Rng, tours: readonly TourRow[], dayStartMs: number): ReviewRow[] {
  const reviews: ReviewRow[] = [];
  for (const tour of tours.slice(0, REVIEWED_TOUR_LIMIT)) {
    const count = rng.int(0, 8);
    for (let n = 0; n < count; n += 1) {
      const [guideScores, transportationScores, priceScores] = [subScore(rng), subScore(rng), subScore(rng)];
      const text = `<p>${faker.lorem.sentences(rng.int(1, 3))}</p>`;
      const id = reviews.length + 1;
      reviews.push({
        id,
        spuId: tour.id,
        userId: null,
        orderId: null,
        orderItemId: null,
        userNickname: rng.chance(0.3) ? `${faker.person.firstName().slice(0, 1)}**` : faker.person.firstName(),
        userAvatar: `/media/avatars/${rng.int(1, 40)}.svg`,
        guideScores,
        transportationScores,
        priceScores,
        scores: averageScore(guideScores, transportationScores, priceScores),
        content: id === 1 ? `${text}${HOSTILE_HTML}` : text,
        picUrls: rng.chance(0.3) ? [`/media/reviews/${id}-1.svg`, `/media/reviews/${id}-2.svg`] : [],
        commentTime: formatDateTime(dayStartMs - rng.int(1, 300) * DAY_MS + rng.int(0, 86_399) * 1000),
      });
    }
  }
  return reviews;
}

/** A tour's score and review count from its reviews: what comment/add keeps up to date afterwards. */
export function applyReviewStats(tours: TourRow[], reviews: readonly ReviewRow[]): void {
  const sums = new Map<number, { total: number; count: number }>();
  for (const review of reviews) {
    const entry = sums.get(review.spuId) ?? { total: 0, count: 0 };
    entry.total += review.scores;
    entry.count += 1;
    sums.set(review.spuId, entry);
  }
  for (const tour of tours) {
    const entry = sums.get(tour.id);
    tour.reviewCount = entry?.count ?? 0;
    tour.score = entry ? round1(entry.total / entry.count) : null;
  }
}
