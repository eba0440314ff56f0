import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { build } from '../../test/helper.js';
import { TestWorld } from '../world/testing.js';

const MAX_BYTES = 10 * 1024;

/** Every picture URL the default seed hands out: galleries of the first 50 tours, and all the rest. */
async function seededPictureUrls(): Promise<string[]> {
  const world = new TestWorld();
  const { state } = world;
  const urls: string[] = [];
  for (const tour of state.tours.slice(0, 50)) {
    const detail = await world.call('product.detail', { id: String(tour.id) });
    urls.push(detail.picUrl, detail.merchantInco, ...detail.sliderPicUrls);
  }
  urls.push(...state.cities.map((c) => c.picUrl), ...state.categories.map((c) => c.picUrl));
  urls.push(...state.banners.flatMap((b) => [b.picUrl, b.wapPicUrl]));
  for (const blog of state.blogs)
    urls.push(blog.picUrl, ...[...blog.content.matchAll(/<img src="(\/media\/[^"]+)"/g)].map((m) => m[1] ?? ''));
  urls.push(...state.reviews.flatMap((r) => [r.userAvatar, ...r.picUrls]));
  urls.push(...state.merchants.map((m) => m.logo), ...state.users.map((u) => u.logo));
  urls.push(...state.articles.flatMap((a) => (a.picUrl ? [a.picUrl] : [])));
  return [...new Set(urls.filter((u) => u.endsWith('.svg')))];
}

describe('GET every seeded picture', () => {
  it('answers a well-formed SVG under 10 KB, without text (bar a store badge’s own words), for each URL of the default seed', async () => {
    const urls = await seededPictureUrls();
    expect(urls.some((u) => u.startsWith('/media/tours/'))).toBe(true);
    expect(urls.some((u) => u.startsWith('/media/banners/'))).toBe(true);
    expect(urls.some((u) => u.startsWith('/media/reviews/'))).toBe(true);
    const app = await build();
    for (const url of urls) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('image/svg+xml');
      expect(response.rawPayload.length, url).toBeLessThan(MAX_BYTES);
      expect(XMLValidator.validate(response.body), url).toBe(true);
      expect(response.body, url).not.toMatch(/<script|\son\w+=/i);
      // A store badge carries its store's fixed words (badges.ts); no other picture writes any text.
      const words = [...response.body.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map(([, text]) => text);
      if (url.startsWith('/media/apps/')) expect(words.length, url).toBe(2);
      else expect(response.body, url).not.toMatch(/<text/i);
    }
  }, 120_000);

  it('names the city, category and start hour in a tour picture URL, so drawing needs no lookup', async () => {
    const world = new TestWorld();
    const tour = world.state.tours[0];
    if (!tour) throw new Error('the seed has tours');
    const detail = await world.call('product.detail', { id: String(tour.id) });
    const hour = Number.parseInt(tour.times[0] ?? '', 10);
    expect(detail.picUrl).toMatch(new RegExp(`^/media/tours/[a-z-]+/${tour.categoryId}/${hour}/${tour.id}-1\\.png$`));
    expect(detail.sliderPicUrls[0]).toBe(detail.picUrl.replace(/\.png$/, '.svg'));
    expect(detail.sliderPicUrls).toHaveLength(tour.galleryCount);
    expect(new Set(detail.sliderPicUrls).size).toBe(tour.galleryCount);
  });

  it('names the detail’s cover as a PNG, for link previews, and keeps SVG everywhere a page shows a picture', async () => {
    const world = new TestWorld();
    const cards = await world.call('product.search', { pageNo: '1', pageSize: '10' });
    const detail = await world.call('product.detail', { id: String(cards[0]?.id) });
    expect(cards.map((card) => card.picUrl.slice(-4))).toEqual(cards.map(() => '.svg'));
    expect(detail.sliderPicUrls.every((url) => url.endsWith('.svg'))).toBe(true);
    const cover = await (await build()).inject({ url: detail.picUrl });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/png');
  });
});
