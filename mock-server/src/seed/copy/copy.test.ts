import { describe, expect, it } from 'vitest';
import { tourCopy } from '../../domain/tour-copy.js';
import { createState } from '../../world/create-state.js';
import { TestWorld } from '../../world/testing.js';
import { toneOf } from './review-phrases.js';

const now = new Date('2025-06-15T10:00:00Z');
const FOOD = 2;
const NIGHT = 6;
const CRUISE = 10;

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** The clock times an itinerary shows, in order, as minutes since the first day's midnight. */
function itineraryMinutes(html: string): number[] {
  let day = 0;
  let last = -1;
  const found: number[] = [];
  for (const match of html.matchAll(/<h3>|<b>(\d{2}:\d{2})<\/b>/g)) {
    if (match[0] === '<h3>') {
      if (last >= 0) day += 1;
      continue;
    }
    const at = day * 1440 + minutes(match[1] ?? '00:00');
    // Without day headings a walk that passes midnight still counts forward.
    found.push(at < last ? at + 1440 : at);
    last = found[found.length - 1] ?? at;
  }
  return found;
}

describe('tour copy agrees with the tour row', () => {
  // The first few thousand tours of the largest catalogue the mock seeds.
  const state = createState({ now, scale: 100_000 });
  const tours = state.tours.slice(0, 3000);

  it('fills every placeholder and writes Chinese tours in Chinese and English tours in English', () => {
    for (const tour of tours) {
      const copy = tourCopy(state, tour);
      const all = Object.values(copy).join('');
      expect(all, `tour ${tour.id}`).not.toMatch(/\{[a-zA-Z:]+[\d.]*\}/);
      const chinese = /[\u4e00-\u9fff]/.test(tour.name);
      expect(/[\u4e00-\u9fff]{4}/.test(copy.introduction), `tour ${tour.id} ${tour.name}`).toBe(chinese);
      expect(tour.languageIds, `tour ${tour.id}`).toContain(chinese ? 2 : 1);
    }
  });

  it('starts the itinerary at the start time, ends it after the duration and keeps it in order', () => {
    for (const tour of tours) {
      const copy = tourCopy(state, tour);
      const times = itineraryMinutes(copy.itineraryDescription);
      const start = minutes(tour.times[0] ?? '');
      const pickUp = copy.meetingTypeName === 'Hotel pick-up' || copy.meetingTypeName === '酒店接送';
      expect(times[0], `tour ${tour.id}`).toBe(pickUp ? start - 30 : start);
      expect(times[times.length - 1], `tour ${tour.id}`).toBe(start + tour.duration * 60);
      expect(times, `tour ${tour.id}`).toEqual([...times].sort((a, b) => a - b));
    }
  });

  it('offers hotel pick-up only on long tours, names the overnight stay, tastings and boat tickets', () => {
    for (const tour of tours) {
      const copy = tourCopy(state, tour);
      const [included = '', excluded = ''] = copy.travelContent.split(/<h3>(?:What is not included|费用不含)<\/h3>/);
      const pickUp = /pick-up|接送/.test(included);
      expect(pickUp, `tour ${tour.id} (${tour.duration} h)`).toBe(tour.duration >= 8);
      expect(excluded.length, `tour ${tour.id}`).toBeGreaterThan(0);
      if (tour.duration >= 24) expect(copy.itineraryDescription, `tour ${tour.id}`).toMatch(/overnight|过夜/);
      if (tour.categoryId === FOOD) expect(included, `tour ${tour.id}`).toMatch(/tastings|品尝/);
      if (tour.categoryId === CRUISE) expect(included, `tour ${tour.id}`).toMatch(/Boat ticket|船票/);
      if (tour.categoryId === NIGHT) {
        for (const at of itineraryMinutes(copy.itineraryDescription)) expect(at % 1440, `tour ${tour.id}`).toBeGreaterThanOrEqual(17 * 60);
      }
    }
  });
});

describe('seeded people and reviews', () => {
  const world = new TestWorld();

  it('has about a third Chinese-speaking guides with Chinese names and About Me', () => {
    const chinese = world.state.merchants.filter((m) => /[\u4e00-\u9fff]/.test(m.name));
    expect(chinese.length).toBeGreaterThanOrEqual(8);
    expect(chinese.length).toBeLessThanOrEqual(12);
    for (const merchant of chinese) expect(merchant.description).toMatch(/[\u4e00-\u9fff]{10}/);
  });

  it('writes reviews whose words agree with their stars, mostly in the tour’s language', () => {
    const seeded = world.state.reviews.filter((r) => r.userId === null && r.userNickname !== 'Fixture');
    expect(seeded.length).toBeGreaterThan(200);
    for (const review of seeded) {
      if (toneOf(review.scores) === 'poor' || toneOf(review.scores) === 'mixed') {
        expect(review.content, `review ${review.id}`).not.toMatch(/amazing|best|highly recommended|太棒|最好|强烈推荐/i);
      }
      if (toneOf(review.scores) === 'great')
        expect(review.content, `review ${review.id}`).not.toMatch(/disappoint|失望|not recommended|不推荐/i);
    }
    const sameLanguage = seeded.filter((review) => {
      const tour = world.state.tours[review.spuId - 1];
      const chineseTour = /[\u4e00-\u9fff]/.test(tour?.name ?? '');
      return /[\u4e00-\u9fff]/.test(review.content) === chineseTour;
    });
    expect(sameLanguage.length / seeded.length).toBeGreaterThan(0.7);
    expect(sameLanguage.length).toBeLessThan(seeded.length);
  });
});
