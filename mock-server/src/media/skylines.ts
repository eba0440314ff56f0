import type { Rng } from './hash.js';
import type { DrawSkyline } from './skyline.js';
import { beijing, chengdu, guilin, hangzhou, hongKong, shanghai, xian } from './skylines-china.js';
import { generic, kyoto, london, newYork, paris, tokyo } from './skylines-world.js';

/** A silhouette per seeded city (reference.ts), by the city's slug in the picture URL. */
const BY_SLUG: Readonly<Record<string, DrawSkyline>> = {
  beijing,
  shanghai,
  xian,
  chengdu,
  guilin,
  hangzhou,
  'hong-kong': hongKong,
  tokyo,
  kyoto,
  paris,
  london,
  'new-york': newYork,
};

export const CITY_SLUGS: readonly string[] = Object.keys(BY_SLUG);

/** Own keys only: a slug such as "constructor" or "__proto__" must not reach Object.prototype. */
export const skylineOf = (slug: string): DrawSkyline => (Object.hasOwn(BY_SLUG, slug) ? (BY_SLUG[slug] ?? generic) : generic);

/** One of the known skylines, for pictures whose URL names no city (a category, an unknown path). */
export const anySkyline = (rng: Rng): DrawSkyline => skylineOf(rng.pick(CITY_SLUGS));
