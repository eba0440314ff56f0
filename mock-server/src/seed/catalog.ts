import type { Faker } from '@faker-js/faker';
import type { CityRow, MerchantRow, TourRow } from '../domain/state.js';
import { DAY_MS, formatDateTime } from '../domain/time.js';
import type { Rng } from './rng.js';
import { HOSTILE_HTML, TOUR_NAME_PATTERNS } from './texts.js';

export const MERCHANT_COUNT = 30;
/** The merchant whose About Me carries hostile markup (docs/decisions.md). */
export const HOSTILE_MERCHANT_ID = 1;

export function buildMerchants(faker: Faker, cities: readonly CityRow[]): MerchantRow[] {
  return Array.from({ length: MERCHANT_COUNT }, (_, i) => {
    const id = i + 1;
    const city = cities[i % cities.length];
    const name = i % 3 === 0 ? `${faker.person.firstName()} ${faker.person.lastName()}` : `${faker.company.name()} Tours`;
    const about = `<p>${faker.lorem.paragraph(3)}</p><p>Guiding in ${city?.englishName ?? 'town'} since ${2005 + (i % 15)}.</p>`;
    return {
      id,
      name,
      logo: `/media/logos/${id}.svg`,
      cityId: city?.id ?? 1,
      description: id === HOSTILE_MERCHANT_ID ? `${about}${HOSTILE_HTML}` : about,
    };
  });
}

const DURATIONS = [1.5, 2, 2, 3, 3, 4, 5, 6, 8, 10, 24, 36, 48];
const TIMES_BY_BUCKET = [
  ['08:00', '09:00', '09:30', '10:00', '11:00'],
  ['12:30', '13:00', '14:00', '15:30'],
  ['17:30', '18:00', '19:00', '20:00'],
];
/** Daily; Monday to Friday; Friday to Sunday; Tuesday to Sunday. */
const WEEKDAY_MASKS = [0b1111111, 0b0111110, 0b1100001, 0b1111101];

function pickTimes(rng: Rng): string[] {
  const bucket = rng.pick(TIMES_BY_BUCKET);
  const times = new Set([rng.pick(bucket)]);
  if (rng.chance(0.5)) times.add(rng.pick(bucket));
  if (rng.chance(0.25)) times.add(rng.pick(rng.pick(TIMES_BY_BUCKET)));
  return [...times].sort();
}

function pickLanguages(rng: Rng, languageCount: number): number[] {
  const ids = new Set([rng.chance(0.85) ? 1 : 2]);
  const extra = rng.int(0, 2);
  for (let n = 0; n < extra; n += 1) ids.add(rng.int(1, languageCount));
  return [...ids].sort((a, b) => a - b);
}

export interface TourSeedContext {
  rng: Rng;
  cities: readonly CityRow[];
  categoryCount: number;
  languageCount: number;
  textCount: number;
  dayStartMs: number;
}

/** One tour; cheap enough to run 100,000 times (no faker, shared texts, numbers only). */
export function buildTour(id: number, ctx: TourSeedContext): TourRow {
  const { rng } = ctx;
  const city = rng.pick(ctx.cities);
  const categoryId = rng.int(1, ctx.categoryCount);
  const pattern = rng.pick(TOUR_NAME_PATTERNS[categoryId - 1] ?? ['Tour']);
  const model = rng.chance(0.3) ? 1 : 2;
  const adultPrice = rng.int(3, 80) * 5;
  const teamLimit = model === 1 ? rng.int(4, 12) : rng.int(10, 30);
  const ageDays = rng.int(0, 720);
  const salesCount = Math.floor(rng.next() ** 2 * 3000);
  const createMs = ctx.dayStartMs - ageDays * DAY_MS + rng.int(8, 18) * 3_600_000;
  return {
    id,
    name: `${city.englishName} ${pattern}`,
    textId: rng.int(0, ctx.textCount - 1),
    cityId: city.id,
    categoryId,
    merchantId: rng.int(1, MERCHANT_COUNT),
    model,
    teamPrice: model === 1 ? adultPrice * rng.int(3, 5) : null,
    adultPrice,
    childPrice: Math.round(adultPrice * 0.6),
    toddlerPrice: rng.chance(0.8) ? 0 : Math.round(adultPrice * 0.2),
    teamLimit,
    duration: rng.pick(DURATIONS),
    times: pickTimes(rng),
    weekdayMask: rng.chance(0.15) ? rng.int(1, 127) | 1 : rng.pick(WEEKDAY_MASKS),
    languageIds: pickLanguages(rng, ctx.languageCount),
    galleryCount: rng.int(3, 9),
    videoUrl: rng.chance(0.2) ? `/media/videos/${rng.int(1, 5)}.mp4` : null,
    createTime: formatDateTime(createMs),
    salesCount,
    score: null,
    reviewCount: 0,
    recommendHot: salesCount > 1800 || rng.chance(0.05),
    recommendNew: ageDays <= 45,
  };
}
