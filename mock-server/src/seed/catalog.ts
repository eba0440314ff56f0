import type { Faker } from '@faker-js/faker';
import { placesOf } from '../domain/city-places.js';
import type { CityRow, MerchantRow, TourRow } from '../domain/state.js';
import { DAY_MS, formatDateTime } from '../domain/time.js';
import {
  AFTER_LUNCH_TIMES,
  AFTERNOON_TIMES,
  DURATIONS_BY_CATEGORY,
  durationClassOf,
  EVENING_TIMES,
  FULL_DAY_TIMES,
  MORNING_TIMES,
} from './copy/durations.js';
import { type GuideVoice, guideCopy } from './copy/guides.js';
import { phrasesOf, TEXT_VARIANTS, type TourTextTable } from './copy/tour-templates.js';
import type { CopyLanguage, DurationClass } from './copy/types.js';
import type { Rng } from './rng.js';

/** Guides and agencies of the catalogue; the fixture guide (seed/fixtures.ts) comes on top. */
const MERCHANT_COUNT = 30;
const NIGHT_CATEGORY = 6;
const FOOD_CATEGORY = 2;
const CHINESE = 2;
const ENGLISH = 1;

/**
 * About a third of the merchants write in Chinese, spread so most cities have both kinds: merchant i runs
 * tours in city i mod 12, and the rule shifts with each round of twelve.
 */
export const merchantLanguage = (index: number): CopyLanguage => ((index + Math.floor(index / 12)) % 3 === 1 ? 'zh' : 'en');

export interface SeededMerchants {
  rows: MerchantRow[];
  /** Per merchant id: its language and how reviews name its guide. Seed-time only, not stored. */
  voices: Map<number, GuideVoice>;
}

export function buildMerchants(faker: Faker, rng: Rng, cities: readonly CityRow[]): SeededMerchants {
  const voices = new Map<number, GuideVoice>();
  const rows = Array.from({ length: MERCHANT_COUNT }, (_, i) => {
    const id = i + 1;
    const city = cities[i % cities.length];
    const englishName = [faker.person.firstName(), faker.person.lastName()] as const;
    const copy = guideCopy({
      rng,
      lang: merchantLanguage(i),
      person: i % 3 === 0,
      englishName,
      city: { englishName: city?.englishName ?? '', chineseName: city?.chineseName ?? '' },
      places: placesOf(city?.englishName),
      since: 2005 + (i % 15),
      index: i,
    });
    voices.set(id, copy.voice);
    return { id, name: copy.name, logo: `/media/logos/${id}.svg`, cityId: city?.id ?? 1, description: copy.about };
  });
  return { rows, voices };
}

/** Daily; Monday to Friday; Friday to Sunday; Tuesday to Sunday. */
const WEEKDAY_MASKS = [0b1111111, 0b0111110, 0b1100001, 0b1111101];

/**
 * Start times that fit the tour: night tours in the evening, long days early, 24- and 48-hour tours after
 * lunch. Short tours may run twice a day; a long one leaves once.
 */
function pickTimes(rng: Rng, categoryId: number, cls: DurationClass, hours: number): string[] {
  if (categoryId === NIGHT_CATEGORY) return distinct(rng, EVENING_TIMES);
  if (cls === 'full' || hours === 36) return [rng.pick(FULL_DAY_TIMES)];
  if (cls === 'overnight' || cls === 'twoNight') return [rng.pick(AFTER_LUNCH_TIMES)];
  const buckets = categoryId === FOOD_CATEGORY ? [MORNING_TIMES, AFTERNOON_TIMES, EVENING_TIMES] : [MORNING_TIMES, AFTERNOON_TIMES];
  return cls === 'half' ? [rng.pick(rng.pick(buckets))] : distinct(rng, rng.pick(buckets));
}

function distinct(rng: Rng, bucket: readonly string[]): string[] {
  const times = new Set([rng.pick(bucket)]);
  if (rng.chance(0.5)) times.add(rng.pick(bucket));
  return [...times].sort();
}

/** The merchant's language leads; a few tours add another guide language. */
function pickLanguages(rng: Rng, lang: CopyLanguage, languageCount: number): number[] {
  const ids = new Set([lang === 'zh' ? CHINESE : ENGLISH]);
  const extra = rng.int(0, 2);
  for (let n = 0; n < extra; n += 1) ids.add(rng.int(1, languageCount));
  return [...ids].sort((a, b) => a - b);
}

export interface TourSeedContext {
  rng: Rng;
  cities: readonly CityRow[];
  /** Merchant ids per city id: a guide runs tours in its own city. */
  merchantsByCity: ReadonlyMap<number, readonly number[]>;
  merchantLanguages: ReadonlyMap<number, CopyLanguage>;
  categoryCount: number;
  languageCount: number;
  texts: TourTextTable;
  dayStartMs: number;
}

/**
 * One tour; cheap enough to run 100,000 times (no faker, shared texts, numbers only). Its facts agree with
 * its text: the duration fits the category, the start fits the duration, the language is its guide's.
 */
export function buildTour(id: number, ctx: TourSeedContext): TourRow {
  const { rng } = ctx;
  const city = rng.pick(ctx.cities);
  const categoryId = rng.int(1, ctx.categoryCount);
  const merchantId = rng.pick(ctx.merchantsByCity.get(city.id) ?? [1]);
  const lang = ctx.merchantLanguages.get(merchantId) ?? 'en';
  const duration = rng.pick(DURATIONS_BY_CATEGORY[categoryId - 1] ?? [2]);
  const cls = durationClassOf(duration);
  const names = phrasesOf(lang, categoryId)?.names[cls] ?? ['Tour'];
  const pattern = rng.pick(names);
  const model = rng.chance(0.3) ? 1 : 2;
  const adultPrice = rng.int(3, 80) * 5 * (cls === 'overnight' || cls === 'twoNight' ? 3 : 1);
  const teamLimit = model === 1 ? rng.int(4, 12) : rng.int(10, 30);
  const ageDays = rng.int(0, 720);
  const salesCount = Math.floor(rng.next() ** 2 * 3000);
  const createMs = ctx.dayStartMs - ageDays * DAY_MS + rng.int(8, 18) * 3_600_000;
  const tour: TourRow = {
    id,
    name: lang === 'zh' ? `${city.chineseName}${pattern}` : `${city.englishName} ${pattern}`,
    textId: ctx.texts.idOf(categoryId, lang, cls, rng.int(0, TEXT_VARIANTS - 1)) ?? 0,
    cityId: city.id,
    categoryId,
    merchantId,
    model,
    teamPrice: model === 1 ? adultPrice * rng.int(3, 5) : null,
    adultPrice,
    childPrice: Math.round(adultPrice * 0.6),
    toddlerPrice: rng.chance(0.8) ? 0 : Math.round(adultPrice * 0.2),
    teamLimit,
    duration,
    times: pickTimes(rng, categoryId, cls, duration),
    weekdayMask: rng.chance(0.15) ? rng.int(1, 127) | 1 : rng.pick(WEEKDAY_MASKS),
    languageIds: pickLanguages(rng, lang, ctx.languageCount),
    galleryCount: rng.int(3, 9),
    videoUrl: rng.chance(0.2) ? `/media/videos/${rng.int(1, 5)}.mp4` : null,
    createTime: formatDateTime(createMs),
    salesCount,
    score: null,
    reviewCount: 0,
    recommendHot: salesCount > 1800 || rng.chance(0.05),
    recommendNew: ageDays <= 45,
  };
  // Recommended as popular or as new, never both: the home shows the two rows one above the other, and one tour in
  // both reads as a listing error. Decided after the draws (recommendHot draws last), so no seeded value moves.
  tour.recommendNew &&= !tour.recommendHot;
  return tour;
}
