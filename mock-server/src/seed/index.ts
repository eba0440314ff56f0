import { en, Faker } from '@faker-js/faker';
import type { State, TourRow } from '../domain/state.js';
import { DAY_MS, formatDateTime } from '../domain/time.js';
import { buildArticles } from './articles.js';
import { buildBanners, buildBlogs } from './blogs.js';
import { buildMerchants, buildTour, merchantLanguage } from './catalog.js';
import { buildTourTexts } from './copy/tour-templates.js';
import type { CopyLanguage } from './copy/types.js';
import { buildCountries } from './countries.js';
import { seedDemoActivity } from './demo-activity.js';
import { plantFixtures } from './fixtures.js';
import { buildCategories, buildCities, buildCurrencies, buildDictionary, buildLanguages } from './reference.js';
import { applyReviewStats, buildReviews } from './reviews.js';
import { Rng } from './rng.js';
import { renameDuplicateTours } from './tour-names.js';
import { buildDemoUsers } from './users.js';

export interface SeedOptions {
  seed: number;
  scale: number;
  /** Midnight (UTC) of the seed day: every seeded date is relative to it, so a day's seed is stable. */
  dayStartMs: number;
}

/** The whole seeded world: same seed and same day give the same data, to the byte. */
export function buildSeed({ seed, scale, dayStartMs }: SeedOptions): State {
  const faker = new Faker({ locale: [en] });
  faker.seed(seed);
  const rng = new Rng(seed);
  const cities = buildCities();
  const categories = buildCategories();
  const languages = buildLanguages();
  const texts = buildTourTexts(categories.length);
  const { rows: merchants, voices } = buildMerchants(faker, rng, cities);
  const merchantsByCity = new Map<number, number[]>();
  const merchantLanguages = new Map<number, CopyLanguage>();
  for (const [i, merchant] of merchants.entries()) {
    merchantsByCity.set(merchant.cityId, [...(merchantsByCity.get(merchant.cityId) ?? []), merchant.id]);
    merchantLanguages.set(merchant.id, merchantLanguage(i));
  }
  const tourCtx = {
    rng: new Rng(seed * 7919 + 1),
    cities,
    merchantsByCity,
    merchantLanguages,
    categoryCount: categories.length,
    languageCount: languages.length,
    texts,
    dayStartMs,
  };
  const tours: TourRow[] = new Array(scale);
  for (let i = 0; i < scale; i += 1) tours[i] = buildTour(i + 1, tourCtx);
  renameDuplicateTours(tours, { cities, merchantLanguages });
  const reviews = buildReviews(faker, rng, tours, dayStartMs, { cities, voices });
  const blogs = buildBlogs(rng, cities, tours, dayStartMs);
  plantFixtures({ scale, tours, merchants, reviews, blogs, dayStartMs });
  const seedTime = formatDateTime(dayStartMs - 400 * DAY_MS);
  const countries = buildCountries();
  const state: State = {
    version: 1,
    seed,
    scale,
    seq: {
      user: 3,
      order: 1,
      orderItem: 1,
      payOrder: 900_001,
      review: reviews.length + 1,
      favorite: 1,
      card: 1,
      thread: 1,
      message: 1,
      email: 1,
      application: 1,
    },
    catalogVersion: 0,
    cities,
    categories,
    languages,
    currencies: buildCurrencies(),
    countries,
    dict: buildDictionary(),
    banners: buildBanners(),
    articles: buildArticles(seedTime),
    blogs,
    merchants,
    tourTexts: texts.texts,
    tours,
    users: buildDemoUsers({ countries }, seedTime),
    sessions: {},
    loginFailures: [],
    codes: [],
    outbox: [],
    orders: [],
    payments: [],
    reviews,
    favorites: [],
    cards: [],
    threads: [],
    messages: [],
    pendingReplies: [],
    applications: [],
  };
  seedDemoActivity(state, dayStartMs);
  applyReviewStats(state.tours, state.reviews);
  return state;
}
