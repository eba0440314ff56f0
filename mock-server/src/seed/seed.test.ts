import { CONTENT_CATEGORY_IDS, FOOTER_ARTICLE_CATEGORY_IDS, LEGAL_ARTICLE_IDS, TOP_BAR_ARTICLE_IDS } from '@tours/contract';
import { PAGE_SIZE } from '@tours/contract/constants';
import { describe, expect, it } from 'vitest';
import { checkInvariants } from '../domain/invariants.js';
import { tourLanguage } from '../domain/text-language.js';
import { tourCopy } from '../domain/tour-copy.js';
import { createState } from '../world/create-state.js';
import { TestWorld } from '../world/testing.js';
import { FIXTURE_ARTICLE_ID, FIXTURE_BLOG_ID, FIXTURE_MERCHANT_ID, fixtureTourId, HOSTILE_HTML } from './fixtures.js';
import { buildSeed } from './index.js';

const now = new Date('2025-06-15T10:00:00Z');

describe('the seed', () => {
  it('is deterministic per seed and day, and differs for another seed', () => {
    const a = JSON.stringify(createState({ now }));
    expect(JSON.stringify(createState({ now: new Date('2025-06-15T23:59:00Z') }))).toBe(a);
    expect(JSON.stringify(createState({ now, seed: 2 }))).not.toBe(a);
    const dayStartMs = Date.UTC(2025, 5, 15);
    const built = JSON.stringify(buildSeed({ seed: 7, scale: 300, dayStartMs }));
    expect(JSON.stringify(buildSeed({ seed: 7, scale: 300, dayStartMs }))).toBe(built);
    expect(JSON.stringify(buildSeed({ seed: 8, scale: 300, dayStartMs }))).not.toBe(built);
  });

  // How fast worlds are seeded is the benchmark's (npm run bench: start-up at each scale), never a timed assertion.
  it('builds the default world with the documented sizes, plain JSON and consistent', () => {
    const state = createState({ now });
    expect(state.tours).toHaveLength(200);
    expect(state.cities).toHaveLength(12);
    expect(state.categories).toHaveLength(10);
    // Thirty guides and agencies, and the fixture guide.
    expect(state.merchants).toHaveLength(31);
    expect(state.blogs).toHaveLength(40);
    expect(state.countries.length).toBeGreaterThanOrEqual(245);
    expect(structuredClone(state)).toEqual(JSON.parse(JSON.stringify(state)));
    expect(checkInvariants(state)).toEqual([]);
    expect(new Set(state.tours.map((t) => t.model))).toEqual(new Set([1, 2]));
    expect(state.tours.some((t) => t.videoUrl !== null)).toBe(true);
    expect(state.tours.every((t) => t.galleryCount >= 3 && t.galleryCount <= 9)).toBe(true);
    expect(new Set(state.orders.filter((o) => o.userId === 1).map((o) => `${o.status}:${o.commentStatus}`))).toEqual(
      new Set(['0:false', '10:false', '30:false', '30:true', '90:false']),
    );
  });

  it('seeds 100,000 tours at --scale 100000, each with a name of its own', () => {
    const state = createState({ now, scale: 100_000 });
    expect(state.tours).toHaveLength(100_000);
    expect(new Set(state.tours.map((t) => t.name)).size).toBe(100_000);
  });

  it('gives no two tours one name, and renames a repeat with its own pool or its first place, not a number', () => {
    const names = createState({ now }).tours.map((t) => t.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    expect(names.filter((name) => /(?: \d+|（\d+）)$/.test(name))).toEqual([]);
    expect(names).toContain('Guilin Night Lights Tour');
    expect(names).toContain('Guilin After-Dark Stories Walk');
    expect(names).toContain('Guilin Night Lights Tour: Fubo Hill');
  });

  it('gives a few popular tours more reviews than a page holds, so the reviews pager shows', () => {
    const state = createState({ now });
    const perTour = new Map<number, number>();
    for (const review of state.reviews) perTour.set(review.spuId, (perTour.get(review.spuId) ?? 0) + 1);
    const paged = [...perTour]
      .filter(([, count]) => count > PAGE_SIZE)
      .map(([spuId]) => spuId)
      .sort((a, b) => a - b);
    expect(paged).toEqual([7, 27, 47, 67, 87, 107, 127, 147, 167, 187]);
    expect(state.reviews.map((review) => review.id)).toEqual(state.reviews.map((_, index) => index + 1));
    for (const spuId of paged) expect(state.tours.find((tour) => tour.id === spuId)?.reviewCount).toBe(perTour.get(spuId));
  });

  it('has every featured blog post (the blog carousel) recommend a tour', () => {
    const featured = createState({ now }).blogs.filter((blog) => blog.recommendBanner);
    expect(featured.length).toBeGreaterThan(0);
    for (const blog of featured) expect(blog.spuId, blog.title).not.toBeNull();
  });

  it('has every blog post, English or Chinese, feature a tour of its own city, in its language where the city has one', async () => {
    for (const world of [new TestWorld(), new TestWorld({ seed: 7, scale: 300 })]) {
      const { blogs, tours } = world.state;
      const postsIn = { en: 0, zh: 0 };
      for (const blog of blogs) {
        const featured = (await world.call('blog.detail', { id: String(blog.id) })).spuInformation;
        if (!featured) continue;
        const tour = tours.find((t) => t.id === featured.id);
        const post = { title: blog.title, cityId: blog.cityId, language: tourLanguage({ name: blog.title }) };
        expect({ ...post, tourCityId: tour?.cityId }, tour?.name).toEqual({ ...post, tourCityId: blog.cityId });
        const inLanguage = tours.some((t) => t.id < tours.length && t.cityId === blog.cityId && tourLanguage(t) === post.language);
        if (inLanguage && tour) expect(tourLanguage(tour), `${blog.title}: ${tour.name}`).toBe(post.language);
        postsIn[post.language] += 1;
      }
      expect(postsIn.en).toBeGreaterThan(0);
      expect(postsIn.zh).toBeGreaterThan(0);
    }
  });

  it('names countries in English and Chinese with phone codes and ISO codes', async () => {
    const countries = await new TestWorld().call('country', {});
    expect(countries.find((c) => c.countryCode === 'CN')).toMatchObject({
      countryNameEn: 'China',
      countryNameCn: '中国',
      phoneCode: '+86',
    });
    expect(countries.find((c) => c.countryCode === 'US')).toMatchObject({ countryNameEn: 'United States', phoneCode: '+1' });
    expect(countries.map((c) => c.id)).toEqual(countries.map((_, i) => i + 1));
  });

  it('serves every picture as a root-relative /media/ SVG, but the detail’s cover as its PNG', async () => {
    const world = new TestWorld();
    const detail = await world.call('product.detail', { id: '1' });
    expect(detail.picUrl).toMatch(/^\/media\/[\w/-]+\.png$/);
    const pictures = [
      detail.merchantInco,
      ...detail.sliderPicUrls,
      ...world.state.cities.map((c) => c.picUrl),
      ...world.state.banners.map((b) => b.picUrl),
    ];
    for (const url of pictures) expect(url).toMatch(/^\/media\/[\w/-]+\.svg$/);
  });

  it('plants hostile markup only in the fixture tour review, guide, blog post and article', async () => {
    const world = new TestWorld();
    const tourId = fixtureTourId(world.state.scale);
    expect((await world.call('blog.detail', { id: String(FIXTURE_BLOG_ID) })).content).toContain(HOSTILE_HTML);
    const reviews = await world.call('member.product.comment.page', { spuId: String(tourId), pageSize: '50' });
    expect(reviews.list[0]?.cotent).toContain(HOSTILE_HTML);
    expect((await world.call('product.detail', { id: String(tourId) })).merchantId).toBe(FIXTURE_MERCHANT_ID);
    expect((await world.call('member.merchant.detail.check', { merchantId: String(FIXTURE_MERCHANT_ID) })).description).toContain(
      HOSTILE_HTML,
    );
    expect((await world.call('article.detail', { id: String(FIXTURE_ARTICLE_ID) })).contentEn).toContain(HOSTILE_HTML);

    const hostile = (text: string) => text.includes(HOSTILE_HTML);
    const s = world.state;
    expect(s.reviews.filter((r) => hostile(r.content)).map((r) => r.spuId)).toEqual([tourId]);
    expect(s.merchants.filter((m) => hostile(m.description)).map((m) => m.id)).toEqual([FIXTURE_MERCHANT_ID]);
    expect(s.tours.filter((t) => t.merchantId === FIXTURE_MERCHANT_ID).map((t) => t.id)).toEqual([tourId]);
    expect(s.blogs.filter((b) => hostile(b.content)).map((b) => b.id)).toEqual([FIXTURE_BLOG_ID]);
    expect(s.articles.filter((a) => hostile(a.content) || hostile(a.contentEn)).map((a) => a.id)).toEqual([FIXTURE_ARTICLE_ID]);
  });

  it('keeps the fixtures off the home page, the first list pages and the footer', async () => {
    const world = new TestWorld();
    const tourId = fixtureTourId(world.state.scale);
    const firstPages = [
      await world.call('product.search', { pageNo: '1', pageSize: '10' }),
      await world.call('product.search', { pageNo: '1', pageSize: '10', recommendHot: 'true' }),
      await world.call('product.search', { pageNo: '1', pageSize: '10', recommendNew: 'true' }),
    ];
    for (const page of firstPages) expect(page.map((t) => t.id)).not.toContain(tourId);
    const queries = [{ orderBy: '4' }, { orderBy: '1' }, { recommendHot: 'true' }, { recommendBanner: 'true' }] as const;
    for (const query of queries) {
      const blogs = await world.call('blog.list', { pageNo: '1', pageSize: '10', ...query });
      expect(blogs.list.map((b) => b.id)).not.toContain(FIXTURE_BLOG_ID);
    }
    const linked: number[] = [...Object.values(TOP_BAR_ARTICLE_IDS), ...Object.values(LEGAL_ARTICLE_IDS)];
    for (const categoryId of Object.values(FOOTER_ARTICLE_CATEGORY_IDS)) {
      linked.push(...(await world.call('article.list', { categoryId: String(categoryId) })).list.map((a) => a.id));
    }
    expect(linked).not.toContain(FIXTURE_ARTICLE_ID);
  });

  it('has no lorem ipsum anywhere in the default world', () => {
    const state = createState({ now });
    const tourTexts = state.tours.map((tour) => JSON.stringify(tourCopy(state, tour)));
    const everything = `${JSON.stringify(state)}${tourTexts.join('')}`.toLowerCase();
    for (const word of ['lorem', 'ipsum', 'dolor', 'consectetur', 'adipiscing']) expect(everything).not.toContain(word);
  });
});

describe('content and reference calls', () => {
  const world = new TestWorld();

  it('serves the four footer groups, the top-bar and legal articles and the settlement content in both languages', async () => {
    for (const categoryId of Object.values(FOOTER_ARTICLE_CATEGORY_IDS)) {
      expect((await world.call('article.list', { categoryId: String(categoryId) })).total).toBeGreaterThan(0);
    }
    for (const id of [...Object.values(TOP_BAR_ARTICLE_IDS), ...Object.values(LEGAL_ARTICLE_IDS)]) {
      const article = await world.call('article.detail', { id: String(id) });
      expect(article.title).not.toBe(article.titleEn);
    }
    const benefits = await world.call('content.list', { categoryId: String(CONTENT_CATEGORY_IDS.settlementBenefits) });
    expect(benefits.list.every((b) => b.attr01?.startsWith('icon-'))).toBe(true);
    expect((await world.call('content.list', { categoryId: String(CONTENT_CATEGORY_IDS.settlementIntro) })).list[0]?.contentEn).not.toBe(
      '',
    );
    expect(await world.refusal('article.detail', { id: '9999' })).toMatchObject({ code: 404 });
  });

  it('orders blogs by recommendation or date, filters, and counts a hit per read', async () => {
    const recommended = await world.call('blog.list', { orderBy: '4', pageSize: '40' });
    const weights = recommended.list.map((b) => world.state.blogs.find((x) => x.id === b.id)?.recommendWeight ?? 0);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
    const latest = await world.call('blog.list', { orderBy: '1', pageSize: '40' });
    expect(latest.list.map((b) => b.createTime)).toEqual([...latest.list.map((b) => b.createTime)].sort().reverse());
    expect((await world.call('blog.list', { recommendBanner: 'true' })).total).toBe(3);
    expect(
      (await world.call('blog.list', { cityIds: '1' })).list.every((b) => world.state.blogs.find((x) => x.id === b.id)?.cityId === 1),
    ).toBe(true);
    const before = (await world.call('blog.detail', { id: '5' })).hitCount;
    expect((await world.call('blog.detail', { id: '5' })).hitCount).toBe(before + 1);
  });

  it('lists banners that each open a page of the shop, recommended cities, setting languages, currencies and dictionaries', async () => {
    const banners = await world.call('ad.list', { position: '1' });
    expect(banners.length).toBeGreaterThan(1);
    // No test pattern in a video dialog: a click opens the tours the banner shows, or the page it invites to.
    expect(banners.filter((b) => b.videoUrl)).toEqual([]);
    expect(banners.filter((b) => !b.url?.startsWith('/'))).toEqual([]);
    const recommended = (await world.call('city.list', { isRecommend: 'true' })).list;
    expect(recommended.length).toBeLessThan((await world.call('city.list', {})).list.length);
    expect((await world.call('language.check', { isSetting: 'true' })).list.map((l) => l.name)).toEqual(['English', 'Chinese']);
    expect((await world.call('currency.check', {})).list.slice(0, 2)).toEqual([
      { id: 1, moneyName: 'USD', moneyIcon: '$' },
      { id: 2, moneyName: 'CNY', moneyIcon: '¥' },
    ]);
    expect((await world.call('dict-data.list', { dictType: 'mall_duration_selection' })).map((d) => d.value)).toEqual([
      '1-2h',
      '2-4h',
      '4-8h',
      '8-12h',
      '1 day',
      '1-2 days',
    ]);
    expect((await world.call('dict-data.list', { dictType: 'mall_starttime_selection' })).map((d) => d.remark)).toEqual([
      'Morning',
      'Afternoon',
      'Evening',
    ]);
  });

  it('shows a guide profile with tours and reviews, and 404s an unknown guide', async () => {
    const profile = await world.call('member.merchant.detail.check', { merchantId: '5' });
    expect(profile.merchantRouter.length).toBeGreaterThan(0);
    const guideOf = new Map(world.state.tours.map((tour) => [tour.id, tour.merchantId]));
    expect(profile.merchantRouter.every((t) => guideOf.get(t.id) === 5)).toBe(true);
    expect(profile.reviews).toBeGreaterThanOrEqual(profile.merchantView.length);
    expect(await world.refusal('member.merchant.detail.check', { merchantId: '99' })).toMatchObject({ code: 404 });
  });
});
