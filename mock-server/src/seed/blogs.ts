import { placesOf } from '../domain/city-places.js';
import { bannerPictureUrl, blogPictureUrl } from '../domain/picture-urls.js';
import type { BannerRow, BlogRow, CityRow, TourRow } from '../domain/state.js';
import { type TextLanguage, tourLanguage } from '../domain/text-language.js';
import { DAY_MS, formatDateTime } from '../domain/time.js';
import { BLOG_TAGS, blogCopy } from './copy/blog-phrases.js';
import type { Rng } from './rng.js';

/** Posts of the blog; the last one is the hostile-markup fixture (seed/fixtures.ts). */
const BLOG_COUNT = 40;

/** City guides by our guides; every fourth post is written in Chinese. */
/** The blog's carousel shows its first three posts (recommendBanner). */
const FEATURED_POSTS = 3;

/**
 * A post may feature one of the first 200 tours, never the last one (the hostile-markup fixture): a tour near the top
 * of the catalogue whatever its size.
 */
const featurableCount = (tourCount: number) => Math.min(tourCount - 1, 200);

/**
 * A featured post always recommends a tour: it is the first a reader opens. Where the draw gave none, one is picked
 * from the post's number, without drawing, so every later seeded value stays as it was.
 */
const tourOrFeatured = (drawn: number | null, index: number, tourCount: number): number | null =>
  drawn ?? (index < FEATURED_POSTS ? 1 + ((index * 41) % featurableCount(tourCount)) : null);

/** The ids of the tours a post may feature, per city and language. */
function featurableTours(tours: readonly TourRow[]): Map<string, number[]> {
  const byCity = new Map<string, number[]>();
  for (const tour of tours.slice(0, featurableCount(tours.length))) {
    const key = `${tour.cityId}|${tourLanguage(tour)}`;
    byCity.set(key, [...(byCity.get(key) ?? []), tour.id]);
  }
  return byCity;
}

/**
 * A post features a tour of the city it is about, written in the post's language where that city has one (else in
 * the other): a Beijing guide that recommends a tour of Xi'an reads as a mistake. The drawn number says whether the
 * post features a tour and which of those it is; it is drawn as before, so every later seeded value stays as it was.
 */
function tourOfPostCity(
  drawn: number | null,
  post: { cityId: number; lang: TextLanguage },
  featurable: ReadonlyMap<string, readonly number[]>,
): number | null {
  if (drawn === null) return null;
  const other: TextLanguage = post.lang === 'zh' ? 'en' : 'zh';
  const inCity = featurable.get(`${post.cityId}|${post.lang}`) ?? featurable.get(`${post.cityId}|${other}`);
  // A catalogue too small to have a tour in the post's city keeps the drawn tour: a featured post must show one.
  return inCity ? (inCity[drawn % inCity.length] ?? drawn) : drawn;
}

export function buildBlogs(rng: Rng, cities: readonly CityRow[], tours: readonly TourRow[], dayStartMs: number): BlogRow[] {
  const tourCount = tours.length;
  const featurable = featurableTours(tours);
  return Array.from({ length: BLOG_COUNT }, (_, i) => {
    const id = i + 1;
    const city = cities[i % cities.length];
    const lang = i % 4 === 3 ? 'zh' : 'en';
    const cityName = (lang === 'zh' ? city?.chineseName : city?.englishName) ?? '';
    const copy = blogCopy({
      rng,
      lang,
      city: { englishName: city?.englishName ?? '', chineseName: city?.chineseName ?? '' },
      places: placesOf(city?.englishName),
      index: i,
    });
    const content = `${copy.content}<p><img src="${blogPictureUrl(city?.englishName ?? '', id, 2)}" alt="${cityName}"></p>`;
    return {
      id,
      title: copy.title,
      tagNames: [rng.pick(BLOG_TAGS[lang]), rng.pick(BLOG_TAGS[lang])].filter((tag, n, all) => all.indexOf(tag) === n),
      introduction: copy.introduction,
      picUrl: blogPictureUrl(city?.englishName ?? '', id),
      hitCount: rng.int(20, 5000),
      createTime: formatDateTime(dayStartMs - rng.int(1, 400) * DAY_MS + rng.int(0, 86_399) * 1000),
      content,
      spuId: tourOfPostCity(
        tourOrFeatured(rng.chance(0.7) ? rng.int(1, featurableCount(tourCount)) : null, i, tourCount),
        { cityId: city?.id ?? 1, lang },
        featurable,
      ),
      cityId: city?.id ?? 1,
      recommendWeight: BLOG_COUNT - i + rng.int(0, 10),
      recommendBanner: i < FEATURED_POSTS,
      recommendHot: i % 5 === 0,
    };
  });
}

/**
 * Home carousel (position 1): each banner opens the tours it shows (the list, filtered where the picture names a city
 * or a kind of tour) or the page it invites to. None has a video: the mock has no footage worth playing, and a test
 * pattern in the dialog reads as a broken shop; the web app's video dialog stays for a backend that sends one (its
 * test gives the banner a video). Position 2 holds one ad nobody shows.
 */
export const buildBanners = (): BannerRow[] => [
  {
    id: 1,
    position: 1,
    title: 'Discover China with local guides',
    picUrl: bannerPictureUrl('china', 1, false),
    wapPicUrl: bannerPictureUrl('china', 1, true),
    videoUrl: null,
    url: '/productList',
  },
  {
    id: 2,
    position: 1,
    title: 'Autumn in Kyoto',
    picUrl: bannerPictureUrl('kyoto-autumn', 2, false),
    wapPicUrl: bannerPictureUrl('kyoto-autumn', 2, true),
    videoUrl: null,
    url: '/productList?cityId=9',
  },
  {
    id: 3,
    position: 1,
    title: 'Paris by night',
    picUrl: bannerPictureUrl('paris-night', 3, false),
    wapPicUrl: bannerPictureUrl('paris-night', 3, true),
    videoUrl: null,
    url: '/productList?cityId=10&categoryIds=6',
  },
  {
    id: 4,
    position: 1,
    title: 'Become a guide',
    picUrl: bannerPictureUrl('guide', 4, false),
    wapPicUrl: bannerPictureUrl('guide', 4, true),
    videoUrl: null,
    url: '/Settled',
  },
  {
    id: 5,
    position: 1,
    title: 'Travel stories',
    picUrl: bannerPictureUrl('stories', 5, false),
    wapPicUrl: bannerPictureUrl('stories', 5, true),
    videoUrl: null,
    url: '/Blog',
  },
  {
    id: 6,
    position: 2,
    title: 'Partner offer',
    picUrl: bannerPictureUrl('offer', 6, false),
    wapPicUrl: bannerPictureUrl('offer', 6, true),
    videoUrl: null,
    url: '#',
  },
];
