import type { SortField } from '@tours/contract';
import { durationBucketOf, startBucketMask } from './buckets.js';
import { fromPriceUsd } from './pricing.js';
import type { State } from './state.js';
import { tourLanguage } from './text-language.js';
import { parseTime } from './time.js';
import { tourIntroduction } from './tour-copy.js';

/**
 * Per-tour facts the search reads, precomputed once per world into typed arrays, so a search over
 * 100,000 tours does no parsing, lower-casing or date maths per tour. Kept outside the State (which
 * must stay plain JSON) in a WeakMap: a copied world simply builds its own.
 */
export interface SearchIndex {
  size: number;
  text: string[];
  fromPriceUsd: Float64Array;
  cityId: Int32Array;
  categoryId: Int32Array;
  languageMask: Int32Array;
  startMask: Uint8Array;
  durationBucket: Int8Array;
  /** 1 for a tour written in Chinese (tourLanguage), 0 for one in English. */
  chinese: Uint8Array;
  /** Tour positions sorted ascending by each key (ties by id), built on first use. */
  sorted: Partial<Record<SortField, Int32Array>>;
  /** catalogVersion the sales order was built for: sales counts change with every payment. */
  salesVersion: number;
}

const cache = new WeakMap<State, SearchIndex>();

export function searchIndex(state: State): SearchIndex {
  const cached = cache.get(state);
  if (cached && cached.size === state.tours.length) return cached;
  const n = state.tours.length;
  const index: SearchIndex = {
    size: n,
    text: new Array(n),
    fromPriceUsd: new Float64Array(n),
    cityId: new Int32Array(n),
    categoryId: new Int32Array(n),
    languageMask: new Int32Array(n),
    startMask: new Uint8Array(n),
    durationBucket: new Int8Array(n),
    chinese: new Uint8Array(n),
    sorted: {},
    salesVersion: -1,
  };
  state.tours.forEach((tour, i) => {
    index.text[i] = `${tour.name}\n${tourIntroduction(state, tour)}`.toLowerCase();
    index.fromPriceUsd[i] = fromPriceUsd(tour);
    index.cityId[i] = tour.cityId;
    index.categoryId[i] = tour.categoryId;
    index.languageMask[i] = tour.languageIds.reduce((mask, id) => mask | (1 << (id % 31)), 0);
    index.startMask[i] = startBucketMask(tour.times);
    index.durationBucket[i] = durationBucketOf(tour.duration);
    index.chinese[i] = tourLanguage(tour) === 'zh' ? 1 : 0;
  });
  cache.set(state, index);
  return index;
}

/** Positions in ascending order of the field; the sales order is rebuilt when sales changed. */
export function sortedPositions(state: State, index: SearchIndex, field: SortField): Int32Array {
  const existing = index.sorted[field];
  if (existing && (field !== 'salesCount' || index.salesVersion === state.catalogVersion)) return existing;
  const tours = state.tours;
  const key =
    field === 'adultPrice'
      ? index.fromPriceUsd
      : Float64Array.from(tours, (t) => (field === 'createTime' ? parseTime(t.createTime) : t.salesCount));
  const order = Int32Array.from({ length: tours.length }, (_, i) => i);
  order.sort((a, b) => (key[a] ?? 0) - (key[b] ?? 0) || a - b);
  index.sorted[field] = order;
  if (field === 'salesCount') index.salesVersion = state.catalogVersion;
  return order;
}
