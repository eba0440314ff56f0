import type { BlogRow, MerchantRow, ReviewRow, TourRow } from '../domain/state.js';
import { DAY_MS, formatDateTime } from '../domain/time.js';

/**
 * Markup a careless client would execute. The seed plants it only in the fixture rows below, so the web
 * app's sanitizing is exercised on demand without a developer meeting it on the first tour or blog post.
 */
export const HOSTILE_HTML = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>';

/**
 * The rows that carry hostile HTML, named in one place (mock-server/README.md "Test fixtures", docs/adr/0012-seeded-copy-from-shared-templates.md). None of
 * them is on the home page, the first page of the default tour or blog list, or linked from the footer:
 * - the last tour (id = scale), never hot or new, so it sorts last by default;
 * - its guide, a dedicated merchant who runs only that tour (About Me);
 * - one review of that tour (the newest, so it shows first on the tour);
 * - the last blog post, with the lowest recommendation weight and the oldest date;
 * - an article no footer group, top-bar or legal link points at.
 */
export const FIXTURE_MERCHANT_ID = 31;
export const FIXTURE_BLOG_ID = 40;
export const FIXTURE_ARTICLE_ID = 199;
export const fixtureTourId = (scale: number) => scale;

export const FIXTURE_ARTICLE = {
  titleEn: 'Sanitizer test page',
  title: '安全过滤测试页',
  contentEn: `<h3>Sanitizer test page</h3><p>This page is a test fixture: the markup after this paragraph would run a script in a careless client. The shop must show it as harmless text.</p>${HOSTILE_HTML}`,
  content: `<h3>安全过滤测试页</h3><p>本页是测试数据：下面的标记在不安全的客户端中会执行脚本，商城必须把它当作无害的文本显示。</p>${HOSTILE_HTML}`,
};

interface FixtureTables {
  scale: number;
  tours: TourRow[];
  merchants: MerchantRow[];
  reviews: ReviewRow[];
  blogs: BlogRow[];
  dayStartMs: number;
}

/** Turns the chosen rows into the hostile fixtures; run after the tables are built, before the stats. */
export function plantFixtures({ scale, tours, merchants, reviews, blogs, dayStartMs }: FixtureTables): void {
  const tour = tours[fixtureTourId(scale) - 1];
  if (!tour) throw new Error('the seed needs its fixture tour');
  Object.assign(tour, { merchantId: FIXTURE_MERCHANT_ID, recommendHot: false, recommendNew: false });
  merchants.push({
    id: FIXTURE_MERCHANT_ID,
    name: 'Sanitizer Test Guide',
    logo: `/media/logos/${FIXTURE_MERCHANT_ID}.svg`,
    cityId: tour.cityId,
    description: `<p>This guide profile is a test fixture: it runs one tour and its About Me carries markup that the shop must show as harmless text.</p>${HOSTILE_HTML}`,
  });
  reviews.push({
    id: reviews.length + 1,
    spuId: tour.id,
    userId: null,
    orderId: null,
    orderItemId: null,
    userNickname: 'Fixture',
    userAvatar: '/media/avatars/1.svg',
    guideScores: 3,
    transportationScores: 3,
    priceScores: 3,
    scores: 3,
    content: `<p>Test fixture review: the markup after this sentence must not run.</p>${HOSTILE_HTML}`,
    picUrls: [],
    commentTime: formatDateTime(dayStartMs - 1000),
  });
  const blog = blogs.find((b) => b.id === FIXTURE_BLOG_ID);
  if (!blog) throw new Error('the seed needs its fixture blog post');
  Object.assign(blog, {
    title: 'Sanitizer test post',
    introduction: 'A test fixture: this post carries markup the shop must show as harmless text.',
    content: `<h3>Sanitizer test post</h3><p>This post is a test fixture. The markup after this paragraph would run a script in a careless client.</p>${HOSTILE_HTML}`,
    tagNames: ['Test fixture'],
    createTime: formatDateTime(dayStartMs - 800 * DAY_MS),
    recommendWeight: 0,
    recommendBanner: false,
    recommendHot: false,
    spuId: null,
  });
}
