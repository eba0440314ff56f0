import type { Faker } from '@faker-js/faker';
import type { BannerRow, BlogRow, CityRow } from '../domain/state.js';
import { DAY_MS, formatDateTime } from '../domain/time.js';
import type { Rng } from './rng.js';
import { HOSTILE_HTML } from './texts.js';

export const BLOG_COUNT = 40;
/** The blog whose content carries hostile markup (docs/decisions.md). */
export const HOSTILE_BLOG_ID = 1;

const TAGS = ['Food', 'History', 'Hidden gems', 'Family', 'Budget', 'Photography', 'Nightlife', 'Nature', '美食', '文化'];

export function buildBlogs(faker: Faker, rng: Rng, cities: readonly CityRow[], tourCount: number, dayStartMs: number): BlogRow[] {
  return Array.from({ length: BLOG_COUNT }, (_, i) => {
    const id = i + 1;
    const city = cities[i % cities.length];
    const cityName = city?.englishName ?? 'the city';
    const paragraphs = faker.helpers.multiple(() => `<p>${faker.lorem.paragraph(5)}</p>`, { count: 4 }).join('');
    const content = `<h2>${cityName} like a local</h2>${paragraphs}<p><img src="/media/blogs/${id}-2.svg" alt="${cityName}"></p>`;
    return {
      id,
      title: `${rng.pick(['48 hours in', 'A local’s guide to', 'Eating your way through', 'Hidden corners of', 'Rainy day ideas for'])} ${cityName}`,
      tagNames: [rng.pick(TAGS), rng.pick(TAGS)].filter((tag, n, all) => all.indexOf(tag) === n),
      introduction: faker.lorem.sentences(2),
      picUrl: `/media/blogs/${id}.svg`,
      hitCount: rng.int(20, 5000),
      createTime: formatDateTime(dayStartMs - rng.int(1, 400) * DAY_MS + rng.int(0, 86_399) * 1000),
      content: id === HOSTILE_BLOG_ID ? `${content}${HOSTILE_HTML}` : content,
      spuId: rng.chance(0.7) ? rng.int(1, Math.min(tourCount, 200)) : null,
      cityId: city?.id ?? 1,
      recommendWeight: BLOG_COUNT - i + rng.int(0, 10),
      recommendBanner: i < 3,
      recommendHot: i % 5 === 0,
    };
  });
}

/**
 * Home carousel (position 1): one with a video, one with '#', one with an empty url and two with
 * real urls, so every click branch of the spec is reachable. Position 2 holds one ad nobody shows.
 */
export const buildBanners = (): BannerRow[] => [
  {
    id: 1,
    position: 1,
    title: 'Discover China with local guides',
    picUrl: '/media/banners/1.svg',
    wapPicUrl: '/media/banners/1-m.svg',
    videoUrl: '/media/videos/1.mp4',
    url: '',
  },
  {
    id: 2,
    position: 1,
    title: 'Autumn in Kyoto',
    picUrl: '/media/banners/2.svg',
    wapPicUrl: '/media/banners/2-m.svg',
    videoUrl: null,
    url: '/productList?cityId=9',
  },
  {
    id: 3,
    position: 1,
    title: 'Paris by night',
    picUrl: '/media/banners/3.svg',
    wapPicUrl: '/media/banners/3-m.svg',
    videoUrl: null,
    url: '#',
  },
  {
    id: 4,
    position: 1,
    title: 'Become a guide',
    picUrl: '/media/banners/4.svg',
    wapPicUrl: '/media/banners/4-m.svg',
    videoUrl: null,
    url: '',
  },
  {
    id: 5,
    position: 1,
    title: 'Travel stories',
    picUrl: '/media/banners/5.svg',
    wapPicUrl: '/media/banners/5-m.svg',
    videoUrl: null,
    url: 'https://example.com/stories',
  },
  {
    id: 6,
    position: 2,
    title: 'Partner offer',
    picUrl: '/media/banners/6.svg',
    wapPicUrl: '/media/banners/6-m.svg',
    videoUrl: null,
    url: '#',
  },
];
