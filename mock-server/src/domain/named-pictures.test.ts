import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../world/index.js';
import { TestWorld } from '../world/testing.js';
import { tourPicUrl } from './catalog.js';
import { namesPicture } from './named-pictures.js';

/** The first seeded tour, whose gallery the tests walk. */
function firstTour(world: TestWorld) {
  const [tour] = world.state.tours;
  if (!tour) throw new Error('the seed has tours');
  return tour;
}

describe('namesPicture', () => {
  it('names every picture of a tour’s gallery, and no picture past it or under another city, category or hour', () => {
    const world = new TestWorld();
    const tour = firstTour(world);
    const gallery = Array.from({ length: tour.galleryCount }, (_, n) => tourPicUrl(world.state, tour, n + 1));
    for (const address of gallery) expect(namesPicture(world.state, address), address).toBe(true);
    const cover = gallery[0] ?? '';
    const [, , , city, category, hour] = cover.split('/');
    for (const address of [
      tourPicUrl(world.state, tour, tour.galleryCount + 1),
      cover.replace(`/${tour.id}-1.svg`, '/0-1.svg'),
      cover.replace(`/${tour.id}-1.svg`, `/0${tour.id}-1.svg`),
      cover.replace(`/${tour.id}-1.svg`, `/${world.state.tours.length + 1}-1.svg`),
      cover.replace(`/${city}/`, '/atlantis/'),
      cover.replace(`/${category}/${hour}/`, `/${Number(category) + 1}/${hour}/`),
      cover.replace(`/${hour}/`, `/${(Number(hour) + 1) % 24}/`),
      `/media/tours/${tour.id}-1.svg`,
    ]) {
      expect(namesPicture(world.state, address), address).toBe(false);
    }
  });

  it('names the pictures the other rows hold, and nothing else of their kinds', () => {
    const world = new TestWorld();
    const { state } = world;
    const held = [
      state.cities[0]?.picUrl,
      state.categories[0]?.picUrl,
      state.banners[0]?.wapPicUrl,
      state.blogs[0]?.picUrl,
      state.merchants[0]?.logo,
      state.users[0]?.logo,
      state.reviews.find((review) => review.picUrls.length > 0)?.picUrls[1],
      state.reviews[0]?.userAvatar,
      '/media/apps/1.svg',
      '/media/cards/visa.svg',
    ];
    for (const address of held) expect(address && namesPicture(state, address), address).toBe(true);
    // The picture inside a blog post's text.
    const inText = /<img src="([^"]+)"/.exec(state.blogs[0]?.content ?? '')?.[1] ?? '';
    expect(namesPicture(state, inText), inText).toBe(true);
    expect(namesPicture(state, '/media/cards/unionpay.svg')).toBe(true);
    for (const address of [
      '/media/cities/atlantis.svg',
      '/media/avatars/999.svg',
      '/media/apps/9.svg',
      '/media/cards/diners.svg',
      '/media/x.svg',
    ]) {
      expect(namesPicture(state, address), address).toBe(false);
    }
  });

  it('names the picture of a tour that is gone while a review still shows it', () => {
    const world = new TestWorld();
    const gone = world.state.tours.length + 1;
    expect(namesPicture(world.state, `/media/tours/${gone}-1.svg`)).toBe(false);
    const [review] = world.state.reviews;
    if (!review) throw new Error('the seed has reviews');
    world.state.reviews.push({ ...review, id: 1_000_000, spuId: gone });
    expect(namesPicture(world.state, `/media/tours/${gone}-1.svg`)).toBe(true);
  });

  it('names what a person sets: a new avatar is drawn, and the one it replaced no longer', async () => {
    const world = new TestWorld();
    const token = await world.login(DEMO_ACCOUNTS.demo.email, DEMO_ACCOUNTS.demo.password);
    await world.call('member.update', { logo: '/media/avatars/777.svg' }, token);
    expect(namesPicture(world.state, '/media/avatars/777.svg')).toBe(true);
    await world.call('member.update', { logo: '/media/avatars/778.svg' }, token);
    expect(namesPicture(world.state, '/media/avatars/777.svg')).toBe(false);
    expect(namesPicture(world.state, '/media/avatars/778.svg')).toBe(true);
  });
});
