import type { CallParsed, ProductCard } from '@tours/contract';
import { isSoldOut } from './availability.js';
import { durationBucketIndex, startBucketIndex } from './buckets.js';
import { favouriteSet, tourCard } from './catalog.js';
import { badRequest } from './errors.js';
import { convert, currencyOf } from './pricing.js';
import { type SearchIndex, searchIndex, sortedPositions } from './search-index.js';
import type { State } from './state.js';
import { languageOfRequest, type TextLanguage } from './text-language.js';
import { clockTime, dayNumber, todayNumber, weekdayOf } from './time.js';
import type { CallContext } from './types.js';

type Query = CallParsed<'product.search'>;
type Test = (i: number) => boolean;

/** One predicate per given filter; absent filters cost nothing in the loop. */
function filters(state: State, index: SearchIndex, query: Query, language: TextLanguage, now: Date): Test[] | null {
  const tests: Test[] = [];
  const currency = currencyOf(state, query.currencyId);
  if (query.cityIds.length > 0) {
    const ids = new Set(query.cityIds);
    tests.push((i) => ids.has(index.cityId[i] ?? 0));
  }
  if (query.categoryIds.length > 0) {
    const ids = new Set(query.categoryIds);
    tests.push((i) => ids.has(index.categoryId[i] ?? 0));
  }
  if (query.languageIds.length > 0) {
    const mask = query.languageIds.reduce((m, id) => m | (1 << (id % 31)), 0);
    tests.push((i) => ((index.languageMask[i] ?? 0) & mask) !== 0);
  }
  const keyword = query.keyword?.trim().toLowerCase();
  if (keyword) tests.push((i) => (index.text[i] ?? '').includes(keyword));
  if (query.startTime) {
    const bucket = startBucketIndex(query.startTime);
    if (bucket < 0) throw badRequest('search.unknownStartTime', { field: 'startTime' });
    tests.push((i) => (((index.startMask[i] ?? 0) >> bucket) & 1) === 1);
  }
  if (query.duration) {
    const bucket = durationBucketIndex(query.duration);
    if (bucket < 0) throw badRequest('search.unknownDuration', { field: 'duration' });
    tests.push((i) => index.durationBucket[i] === bucket);
  }
  const { priceMin, priceMax } = query;
  if (priceMin !== undefined || priceMax !== undefined) {
    tests.push((i) => {
      const price = convert(index.fromPriceUsd[i] ?? 0, currency);
      return (priceMin === undefined || price >= priceMin) && (priceMax === undefined || price <= priceMax);
    });
  }
  if (query.recommendHot) tests.push((i) => state.tours[i]?.recommendHot === true);
  if (query.recommendNew) tests.push((i) => state.tours[i]?.recommendNew === true);
  // A recommendation is chosen for its reader: the home's Popular and New Routes rows (recommendHot, recommendNew) hold
  // only tours written in the caller's language (Accept-Language), as a backend that recommends decides what it shows
  // to whom. A search without them is the visitor's own and finds tours in every language.
  if (query.recommendHot || query.recommendNew) {
    const chinese = language === 'zh' ? 1 : 0;
    tests.push((i) => index.chinese[i] === chinese);
  }
  if (query.date) {
    const day = dayNumber(query.date);
    if (Number.isNaN(day)) throw badRequest('field.date', { field: 'date' });
    const today = todayNumber(now);
    if (day < today) return null;
    const weekdayBit = 1 << weekdayOf(day);
    const clock = clockTime(now);
    tests.push((i) => {
      const tour = state.tours[i];
      if (!tour || (tour.weekdayMask & weekdayBit) === 0 || isSoldOut(tour.id, day)) return false;
      return day > today || (tour.times[tour.times.length - 1] ?? '') > clock;
    });
  }
  return tests;
}

/**
 * Walks the tours in the requested order and stops as soon as the page is full: a first page over
 * 100,000 tours touches only as many tours as it needs.
 */
export function searchTours(query: Query, context: Pick<CallContext, 'state' | 'userId' | 'language' | 'now'>): ProductCard[] {
  const { state, userId, now } = context;
  const index = searchIndex(state);
  const currency = currencyOf(state, query.currencyId);
  const tests = filters(state, index, query, languageOfRequest(context), now);
  if (tests === null) return [];
  const order = query.orderBy ? sortedPositions(state, index, query.orderBy.field) : null;
  const descending = query.orderBy?.direction === 'DESC';
  const skip = (query.pageNo - 1) * query.pageSize;
  const favourites = favouriteSet(state, userId);
  const page: ProductCard[] = [];
  let matched = 0;
  for (let k = 0; k < index.size && page.length < query.pageSize; k += 1) {
    const step = descending ? index.size - 1 - k : k;
    const i = order ? (order[step] ?? 0) : step;
    if (!tests.every((test) => test(i))) continue;
    matched += 1;
    const tour = state.tours[i];
    if (matched > skip && tour) page.push(tourCard(state, tour, currency, favourites.has(tour.id)));
  }
  return page;
}
