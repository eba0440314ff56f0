import type { Faker } from '@faker-js/faker';
import { PAGE_SIZE } from '@tours/contract/constants';
import { placesOf } from '../domain/city-places.js';
import { reviewPictureUrl } from '../domain/picture-urls.js';
import { averageScore, round1 } from '../domain/scores.js';
import type { CityRow, ReviewRow, TourRow } from '../domain/state.js';
import { DAY_MS, formatDateTime } from '../domain/time.js';
import { composeReview } from './copy/compose-review.js';
import type { GuideVoice } from './copy/guides.js';
import { toneOf, ZH_MASKED_SURNAMES, ZH_NICKNAMES } from './copy/review-phrases.js';
import type { CopyLanguage } from './copy/types.js';
import { Rng } from './rng.js';

/** Only the first tours get seeded reviews: a 100,000-tour catalogue does not need millions of them. */
const REVIEWED_TOUR_LIMIT = 400;

/**
 * Popular tours with more reviews than a page holds (PAGE_SIZE), so the reviews pager shows as it will in production:
 * every 20th tour from the 7th, among the first 200.
 */
const isWellReviewed = (tour: TourRow) => tour.id <= 200 && tour.id % 20 === 7;
const EXTRA_REVIEWS = { min: PAGE_SIZE + 4, max: PAGE_SIZE * 2 + 6 };

const subScore = (rng: Rng) => (rng.chance(0.75) ? rng.int(4, 5) : rng.int(1, 5));

const FOOD_CATEGORY = 2;

export interface ReviewContext {
  cities: readonly CityRow[];
  /** Per merchant id: the language its tours are written in and how reviews name its guide. */
  voices: ReadonlyMap<number, GuideVoice>;
}

/** A nickname that fits the review's language: "Anna", "J**", "旅行的猫", "张**". */
function nickname(faker: Faker, rng: Rng, lang: CopyLanguage): string {
  if (lang === 'zh') return rng.chance(0.3) ? `${rng.pick(ZH_MASKED_SURNAMES)}**` : rng.pick(ZH_NICKNAMES);
  return rng.chance(0.3) ? `${faker.person.firstName().slice(0, 1)}**` : faker.person.firstName();
}

/** One traveller's words: mostly in the tour's language, sometimes in the other, in the tone of the scores. */
function reviewText(rng: Rng, tour: TourRow, ctx: ReviewContext, scores: { overall: number; guide: number }) {
  const voice = ctx.voices.get(tour.merchantId);
  const tourLang = voice?.lang ?? 'en';
  const lang: CopyLanguage = rng.chance(0.8) ? tourLang : tourLang === 'zh' ? 'en' : 'zh';
  const city = ctx.cities.find((c) => c.id === tour.cityId);
  const places = placesOf(city?.englishName);
  const k = lang === 'zh' ? 1 : 0;
  // The first stop as the tour detail names it (domain/tour-copy.ts rotates the stops by tour id % 97).
  const place = places.stops[(tour.id % 97) % places.stops.length]?.[k] ?? '';
  const food = places.dishes[(tour.id % 97) % places.dishes.length]?.[k] ?? '';
  const content = composeReview(rng, lang, toneOf(scores.overall), toneOf(scores.guide), {
    guide: voice ? voice[lang] : lang === 'zh' ? '导游' : 'our guide',
    place,
    food,
    city: (lang === 'zh' ? city?.chineseName : city?.englishName) ?? '',
    food_tour: tour.categoryId === FOOD_CATEGORY,
  });
  return { lang, content };
}

/** One seeded review of a tour, numbered after those before it. */
function seededReview(
  rng: Rng,
  tour: TourRow,
  id: number,
  dayStartMs: number,
  ctx: ReviewContext,
  nameOf: (lang: CopyLanguage) => string,
): ReviewRow {
  const [guideScores, transportationScores, priceScores] = [subScore(rng), subScore(rng), subScore(rng)];
  const overall = averageScore(guideScores, transportationScores, priceScores);
  const { lang, content } = reviewText(rng, tour, ctx, { overall, guide: guideScores });
  return {
    id,
    spuId: tour.id,
    userId: null,
    orderId: null,
    orderItemId: null,
    userNickname: nameOf(lang),
    userAvatar: `/media/avatars/${rng.int(1, 40)}.svg`,
    guideScores,
    transportationScores,
    priceScores,
    scores: overall,
    content,
    picUrls: rng.chance(0.3) ? [1, 2].map((n) => reviewPictureUrl(ctx.cities[tour.cityId - 1]?.englishName ?? '', id, n)) : [],
    commentTime: formatDateTime(dayStartMs - rng.int(1, 300) * DAY_MS + rng.int(0, 86_399) * 1000),
  };
}

/**
 * Travellers' reviews of the first tours, composed from phrase tables (seed/copy/review-phrases.ts). The well-reviewed
 * tours' extra reviews come last, drawn from a generator of their own and named without faker, so every other seeded
 * value (ids, names, scores of other tours) is what it was without them.
 */
export function buildReviews(faker: Faker, rng: Rng, tours: readonly TourRow[], dayStartMs: number, ctx: ReviewContext): ReviewRow[] {
  const reviews: ReviewRow[] = [];
  const reviewed = tours.slice(0, REVIEWED_TOUR_LIMIT);
  for (const tour of reviewed) {
    const count = rng.int(0, 8);
    for (let n = 0; n < count; n += 1)
      reviews.push(seededReview(rng, tour, reviews.length + 1, dayStartMs, ctx, (lang) => nickname(faker, rng, lang)));
  }
  for (const tour of reviewed.filter(isWellReviewed)) {
    const own = new Rng(tour.id * 7_919);
    const maskedName = (lang: CopyLanguage) =>
      lang === 'zh' ? `${own.pick(ZH_MASKED_SURNAMES)}**` : `${String.fromCharCode(65 + own.int(0, 25))}**`;
    const count = own.int(EXTRA_REVIEWS.min, EXTRA_REVIEWS.max);
    for (let n = 0; n < count; n += 1) reviews.push(seededReview(own, tour, reviews.length + 1, dayStartMs, ctx, maskedName));
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
